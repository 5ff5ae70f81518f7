/**
 * `/dashboard/members` ("Anggota", ADR 0049): the signed-in seller's members from
 * `GET /v1/memberships/members`, filtered by `?status=active|ending|ended`, with the counts of
 * each group; an unknown status shows everyone.
 */
import { MEMBER_STATUSES, type Member } from "@lapak/shared/schemas/membership";
import type { AppLoadContext } from "react-router";

export interface MembersPageData {
  members: Member[];
  counts: { active: number; ending: number; ended: number };
  status: Member["status"] | null;
}

/** Loads the members of `status` (null: all); throws on an answer other than 200. */
export async function loadMembers(context: AppLoadContext, token: string, url: URL): Promise<MembersPageData> {
  const typed = url.searchParams.get("status");
  const status = (MEMBER_STATUSES as readonly string[]).includes(typed ?? "") ? (typed as Member["status"]) : null;
  const response = await context.api<{ data: { members: Member[]; counts: MembersPageData["counts"] } }>(
    `/memberships/members${status ? `?status=${status}` : ""}`,
    { token },
  );
  if (response.status !== 200) throw new Error(`GET /v1/memberships/members answered ${response.status}`);
  return { ...response.body.data, status };
}

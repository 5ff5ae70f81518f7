/**
 * The library's sign-in calls (`POST /v1/library/request-code`, `/verify`, `/verify-link`,
 * `/sign-out`), each answering what the page needs: a message and field errors, or the session's
 * `Set-Cookie`.
 */
import type { LibrarySession } from "@lapak/shared/schemas/library";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom } from "~/lib/api.server";
import { commitLibraryToken } from "./library-session.server";

/** Mails a code and link to `email`; the API answers alike for every email (DESIGN §4 "Buyer library"). */
export async function requestLibraryCode(
  context: AppLoadContext,
  email: string,
): Promise<{ ok: true } | ActionFailure> {
  const response = await context.api("/library/request-code", { method: "POST", body: { email } });
  return response.status === 200 ? { ok: true } : failureFrom(response);
}

/** Signs in with the emailed code; on success the `Set-Cookie` of the session. */
export function verifyLibraryCode(context: AppLoadContext, email: string, code: string) {
  return startSession(context, "/library/verify", { email, code });
}

/** Signs in with the emailed one-time link's token; on success the `Set-Cookie` of the session. */
export function verifyLibraryLink(context: AppLoadContext, token: string) {
  return startSession(context, "/library/verify-link", { token });
}

async function startSession(
  context: AppLoadContext,
  path: string,
  body: Record<string, string>,
): Promise<{ ok: true; cookie: string } | ActionFailure> {
  const response = await context.api<{ data: LibrarySession }>(path, { method: "POST", body });
  if (response.status !== 200) return failureFrom(response);
  const { token, expiresAt } = response.body.data;
  return { ok: true, cookie: commitLibraryToken(context, token, expiresAt) };
}

/** Revokes the library session of `token` (an already dead one is fine: the cookie goes either way). */
export async function signOutOfLibrary(context: AppLoadContext, token: string): Promise<void> {
  const response = await context.api("/library/sign-out", { method: "POST", token });
  if (response.status !== 204 && response.status !== 401) throw new Error(`sign-out answered ${response.status}`);
}

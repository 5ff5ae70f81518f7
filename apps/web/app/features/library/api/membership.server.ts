/**
 * A membership in the buyer library (ADR 0049): the membership from `GET /v1/library/memberships`
 * and, while active, its posts (`GET /v1/library/memberships/{productId}/posts`); after its end the
 * API's 403 `membership_ended`, whose message and renewal link the page shows instead. The
 * new-post emails switch is `PUT …/post-emails {enabled}`.
 */
import type { LibraryMembership, LibraryPost } from "@lapak/shared/schemas/membership";
import { type AppLoadContext, data, redirect } from "react-router";
import { libraryNext, paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";
import { libraryTokenOf, signInAgain } from "./library-session.server";

export interface MembershipPageData {
  membership: LibraryMembership;
  /** The posts, or null after the end (then `ended` says why). */
  posts: LibraryPost[] | null;
  ended: { message: string; renewUrl: string } | null;
}

/**
 * The page's data as the library session of the request. Throws the redirect to sign-in (coming
 * back here) without a live session, and a 404 for a membership the email never held.
 */
export async function loadLibraryMembership(
  request: Request,
  context: AppLoadContext,
  productId: string,
): Promise<{ token: string; page: MembershipPageData }> {
  const back = paths.library.signIn(undefined, libraryNext(new URL(request.url).pathname));
  const token = libraryTokenOf(request);
  if (!token) throw redirect(back, { headers: privatePageHeaders() });
  const list = await context.api<{ data: LibraryMembership[] }>("/library/memberships", { token });
  if (list.status === 401) throw signInAgain(context, back);
  if (list.status !== 200) throw new Error(`GET /library/memberships answered ${list.status}`);
  const membership = list.body.data.find((candidate) => candidate.productId === productId);
  if (!membership) throw data("Not Found", { status: 404, headers: privatePageHeaders() });
  const posts = await context.api<{ data: LibraryPost[]; message?: string; renewUrl?: string }>(
    `/library/memberships/${encodeURIComponent(productId)}/posts`,
    { token },
  );
  if (posts.status === 403) {
    const body = posts.body as unknown as { message: string; renewUrl?: string };
    return {
      token,
      page: {
        membership,
        posts: null,
        ended: { message: body.message, renewUrl: body.renewUrl ?? membership.renewUrl },
      },
    };
  }
  if (posts.status !== 200) throw new Error(`GET membership posts answered ${posts.status}`);
  return { token, page: { membership, posts: posts.body.data, ended: null } };
}

/** Turns the new-post emails of `productId` on or off; returns the API's message. */
export async function setPostEmails(context: AppLoadContext, token: string, productId: string, enabled: boolean) {
  const response = await context.api<{ message?: string }>(
    `/library/memberships/${encodeURIComponent(productId)}/post-emails`,
    { method: "PUT", token, body: { enabled } },
  );
  return response.status === 200
    ? { ok: true as const, message: response.body.message ?? "Tersimpan" }
    : { ok: false as const, message: "Pilihan email belum tersimpan. Coba lagi." };
}

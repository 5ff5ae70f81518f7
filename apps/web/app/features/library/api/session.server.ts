/**
 * A booked 1:1 session in the buyer library (DESIGN §3 "1:1 session"): the purchase from
 * `GET /v1/library` and its move, `POST /v1/transactions/{id}/reschedule {slotStartsAt}`, as the
 * library session of `token`.
 */
import type { LibraryPurchase } from "@lapak/shared/schemas/library";
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActionFailure, failureFrom } from "~/lib/api.server";
import { libraryNext, paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";
import { getLibrary } from "./get-library.server";
import { libraryTokenOf, signInAgain } from "./library-session.server";

/** A purchase that books a session. */
export type SessionPurchase = LibraryPurchase & { session: NonNullable<LibraryPurchase["session"]> };

/**
 * The library token and the session purchase `transactionId`. Throws the redirect to sign-in
 * (coming back here) without a live session, and a 404 for an order of another email or one that
 * books no session.
 */
export async function requireSessionPurchase(
  request: Request,
  context: AppLoadContext,
  transactionId: string,
): Promise<{ token: string; purchase: SessionPurchase }> {
  const back = paths.library.signIn(undefined, libraryNext(new URL(request.url).pathname));
  const token = libraryTokenOf(request);
  if (!token) throw redirect(back, { headers: privatePageHeaders() });
  const library = await getLibrary(context, token);
  if (!library) throw signInAgain(context, back);
  const purchase = library.purchases.find((p) => p.transactionId === transactionId);
  if (!purchase?.session) throw data("Not Found", { status: 404, headers: privatePageHeaders() });
  return { token, purchase: purchase as SessionPurchase };
}

/** Moves the session to `slotStartsAt`; the failure's messages are the API's ("Jadwal ini sudah tidak tersedia…"). */
export async function rescheduleSession(
  context: AppLoadContext,
  token: string,
  input: { transactionId: string; slotStartsAt: string },
): Promise<{ ok: true; startsAt: string } | ActionFailure> {
  const response = await context.api<{ data: { startsAt: string } }>(
    `/transactions/${encodeURIComponent(input.transactionId)}/reschedule`,
    { method: "POST", token, body: { slotStartsAt: input.slotStartsAt } },
  );
  return response.status === 200 ? { ok: true, startsAt: response.body.data.startsAt } : failureFrom(response);
}

/**
 * The order page's review (DESIGN §4 "Reviews"): `GET /v1/transactions/{id}/review` for the card,
 * and the form's post — `POST` for a first review, `PUT` to edit (`intent`) — as a guest: the
 * order's id is the key, like the page's. A save answers with a redirect (post, redirect, get).
 */
import type { OrderReview } from "@lapak/shared/schemas/review";
import { type AppLoadContext, redirect } from "react-router";
import { failureFrom, field, isOk } from "~/lib/api.server";
import { privatePageHeaders } from "~/lib/private-page";

const apiPath = (id: string) => `/transactions/${encodeURIComponent(id)}/review`;

/** The order's review state, or null when the API has none to give (the card is then left out). */
export async function loadOrderReview(context: AppLoadContext, id: string): Promise<OrderReview | null> {
  const response = await context.api<{ data: OrderReview }>(apiPath(id));
  return isOk(response) ? response.body.data : null;
}

/** What `?ulasan=` says after a save, for the card to show; the page's reload is then a plain GET. */
export const REVIEW_SAVED = {
  tersimpan: "Terima kasih, ulasan Anda tersimpan",
  diperbarui: "Ulasan Anda diperbarui",
} as const;

/** The card's message for `?ulasan=` after a save, or null. */
export function savedReviewMessage(url: URL): string | null {
  const state = url.searchParams.get("ulasan");
  return state === "tersimpan" || state === "diperbarui" ? REVIEW_SAVED[state] : null;
}

/**
 * Saves the posted review of order `id`. On success, a 303 to `pageUrl` (the order page's path)
 * with `?ulasan=tersimpan|diperbarui#ulasan`, so a reload never posts again; otherwise the failure
 * with field errors and the posted `values`.
 */
export async function saveOrderReview(context: AppLoadContext, id: string, form: FormData, pagePath: string) {
  const rating = Number(field(form, "rating"));
  const update = field(form, "intent") === "update";
  const response = await context.api<{ message: string }>(apiPath(id), {
    method: update ? "PUT" : "POST",
    // A rating left unpicked is sent as missing, for the API's own message.
    body: { rating: rating > 0 ? rating : undefined, text: field(form, "text") },
  });
  // A refused post keeps what was typed, for the form to show again.
  if (!isOk(response)) return { ...failureFrom(response), values: { rating, text: field(form, "text") } };
  return redirect(`${pagePath}?ulasan=${update ? "diperbarui" : "tersimpan"}#ulasan`, {
    status: 303,
    headers: privatePageHeaders(),
  });
}

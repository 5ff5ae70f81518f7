/**
 * The order page's review (DESIGN §4 "Reviews"): `GET /v1/transactions/{id}/review` for the card,
 * and the form's post — `POST` for a first review, `PUT` to edit (`intent`) — as a guest: the
 * order's id is the key, like the page's.
 */
import type { OrderReview } from "@lapak/shared/schemas/review";
import type { AppLoadContext } from "react-router";
import { failureFrom, field, isOk } from "~/lib/api.server";

const apiPath = (id: string) => `/transactions/${encodeURIComponent(id)}/review`;

/** The order's review state, or null when the API has none to give (the card is then left out). */
export async function loadOrderReview(context: AppLoadContext, id: string): Promise<OrderReview | null> {
  const response = await context.api<{ data: OrderReview }>(apiPath(id));
  return isOk(response) ? response.body.data : null;
}

/** Saves the posted review of order `id`: `{ ok, message }`, or the failure with field errors and the posted `values`. */
export async function saveOrderReview(context: AppLoadContext, id: string, form: FormData) {
  const rating = Number(field(form, "rating"));
  const response = await context.api<{ message: string }>(apiPath(id), {
    method: field(form, "intent") === "update" ? "PUT" : "POST",
    // A rating left unpicked is sent as missing, for the API's own message.
    body: { rating: rating > 0 ? rating : undefined, text: field(form, "text") },
  });
  // A refused post keeps what was typed, for the form to show again.
  if (!isOk(response)) return { ...failureFrom(response), values: { rating, text: field(form, "text") } };
  return { ok: true as const, message: response.body.message };
}

import type { Attendee } from "@lapak/shared/schemas/event";
import type { Product } from "@lapak/shared/schemas/product";
import { type AppLoadContext, data } from "react-router";
import { failureFrom, field, isOk } from "~/lib/api.server";

/** What the event page loads: the event (owner view) and its attendees. */
export interface EventPageData {
  event: Pick<Product, "id" | "title" | "slug" | "event">;
  attendees: Attendee[];
}

/**
 * `/dashboard/events/{id}` as the signed-in seller (DESIGN §3 "Event / Webinar"): the event
 * (`GET /v1/product/events/{id}`) and its attendees (`GET /v1/events/{id}/attendees`). Throws a
 * 404 for an event that is not theirs.
 */
export async function loadEventPage(context: AppLoadContext, token: string, id: string): Promise<EventPageData> {
  const encoded = encodeURIComponent(id);
  const [product, attendees] = await Promise.all([
    context.api<{ data: Product }>(`/product/events/${encoded}`, { token }),
    context.api<{ data: { attendees: Attendee[] } }>(`/events/${encoded}/attendees`, { token }),
  ]);
  if (product.status === 404 || attendees.status === 404) throw data("Halaman tidak ditemukan", { status: 404 });
  if (product.status !== 200 || attendees.status !== 200) throw new Error(`event page answered ${attendees.status}`);
  const { id: productId, title, slug, event } = product.body.data;
  return { event: { id: productId, title, slug, event }, attendees: attendees.body.data.attendees };
}

/** What a check-in answers the page: the toast's message, and the code's problem when it failed. */
export type CheckInResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * The check-in form's action: `POST /v1/events/{id}/check-ins {code}` with the typed or scanned
 * code; the API's message ("Rina berhasil check-in", "Sudah check-in pukul 19.04", "Tiket tidak
 * ditemukan untuk acara ini") is shown as it is.
 */
export async function checkInAction(
  request: Request,
  context: AppLoadContext,
  token: string,
  id: string,
): Promise<CheckInResult> {
  const form = await request.formData();
  const response = await context.api<{ message: string }>(`/events/${encodeURIComponent(id)}/check-ins`, {
    method: "POST",
    token,
    body: { code: field(form, "code") },
  });
  if (!isOk(response)) {
    const failure = failureFrom(response);
    return { ok: false, message: failure.message, errors: { code: failure.errors.code ?? [failure.message] } };
  }
  return { ok: true, message: response.body.message };
}

/**
 * A 1:1 session checkout's slot page (DESIGN §3 "1:1 session"): the free slots of
 * `SLOT_PAGE_DAYS` WIB days from `?dari=` (today when absent, earlier or unreadable), from
 * `GET /v1/products/{id}/slots`, grouped by day, with the dates of the pages before and after.
 */
import { addDays, wibDay } from "@lapak/shared/date";
import type { Slot } from "@lapak/shared/schemas/coaching";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import type { AppLoadContext } from "react-router";

/** Days on one page of the slot picker. */
export const SLOT_PAGE_DAYS = 14;
/** The farthest page start offered, in days from today (a seller books at most 365 days ahead). */
const LAST_PAGE_START_DAYS = 365 - SLOT_PAGE_DAYS;

export interface SlotPage {
  /** WIB days that have a free slot, in order, with their slots. */
  days: { date: string; slots: Slot[] }[];
  /** The `?dari=` of the page before, or null on the first. */
  previous: string | null;
  /** The `?dari=` of the page after, or null on the last. */
  next: string | null;
}

/** Loads the slot page of `product` for `url`'s `?dari=`; null for a product that is no 1:1 session. */
export async function getSlotPage(
  context: AppLoadContext,
  product: Pick<PublicProduct, "id" | "type">,
  url: URL,
): Promise<SlotPage | null> {
  if (product.type !== "coaching") return null;
  const today = wibDay(new Date());
  const asked = url.searchParams.get("dari") ?? "";
  const last = addDays(today, LAST_PAGE_START_DAYS);
  const from = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked > today ? (asked > last ? last : asked) : today;
  const to = addDays(from, SLOT_PAGE_DAYS - 1);
  const response = await context.api<{ data: { slots: Slot[] } }>(
    `/products/${product.id}/slots?from=${from}&to=${to}`,
  );
  if (response.status !== 200) throw new Error(`GET /v1/products/{id}/slots answered ${response.status}`);
  const days = new Map<string, Slot[]>();
  for (const slot of response.body.data.slots) {
    const day = wibDay(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const before = addDays(from, -SLOT_PAGE_DAYS);
  return {
    days: [...days].map(([date, slots]) => ({ date, slots })),
    previous: from > today ? (before > today ? before : today) : null,
    next: from < last ? addDays(from, SLOT_PAGE_DAYS) : null,
  };
}

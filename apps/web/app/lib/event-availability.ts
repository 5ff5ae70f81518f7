/**
 * Whether an event can be bought now, in the words its pages use (DESIGN §3 "Event / Webinar"):
 * the product page, its card and the checkout.
 */
import type { PublicProduct } from "@lapak/shared/schemas/product";

type PublicEvent = NonNullable<PublicProduct["event"]>;

/** Why the event cannot be bought now ("Penjualan tiket sudah ditutup", "Tiket habis"), or null when it can. */
export function eventUnavailable(event: PublicProduct["event"]): string | null {
  if (!event) return null;
  if (event.salesClosed) return "Penjualan tiket sudah ditutup";
  if (event.soldOut) return "Tiket habis";
  return null;
}

/** The seats line: "Sisa 3 kursi", "Tiket habis", or null when many are left. */
export function seatsLabel(event: PublicEvent): string | null {
  if (event.soldOut) return "Tiket habis";
  if (event.seatsLeft !== null) return `Sisa ${event.seatsLeft} kursi`;
  return null;
}

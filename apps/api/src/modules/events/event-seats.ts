/**
 * Seats of an event (DESIGN §3 "Event / Webinar", ADR 0046). A seat is held by a paid ticket not
 * refunded in full, and by a pending checkout until its payment expires — at most
 * `EVENT_SEAT_HOLD_MINUTES` after it began, since an event's payment expires then. An expired,
 * failed or refunded checkout holds none, so its seat is given back by itself, with no give-back
 * step to forget.
 */
import { type Db, tables } from "@lapak/db";
import type { EventLocation, ProductEvent, PublicEvent } from "@lapak/shared/schemas/event";
import { EVENT_MESSAGES, SEATS_LEFT_SHOWN_FROM } from "@lapak/shared/schemas/event";
import type { StoredEvent } from "@lapak/shared/schemas/product";
import { and, eq, gt, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { ProductRow } from "../products/product-view";

/** Transactions that hold a seat at `now`. */
export function holdsSeat(now: Date): SQL {
  const t = tables.transactions;
  return or(
    and(eq(t.status, "paid"), or(eq(t.amount, 0), lt(t.refundedAmount, t.amount))),
    and(eq(t.status, "pending"), gt(t.expiresAt, now)),
  ) as SQL;
}

/** Seats held at `now` per event among `rows` (other types are left out: one query, or none). */
export async function eventSeats(
  db: Db,
  rows: Pick<ProductRow, "id" | "type">[],
  now = new Date(),
): Promise<Map<string, number>> {
  const ids = rows.filter((row) => row.type === "event").map((row) => row.id);
  if (ids.length === 0) return new Map();
  const t = tables.transactions;
  const counts = await db
    .select({ productId: t.productId, seats: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(and(inArray(t.productId, ids), holdsSeat(now)))
    .groupBy(t.productId);
  return new Map(counts.map((row) => [row.productId, row.seats]));
}

/** When an event's ticket sales end: the seller's `salesEndAt`, or its start. */
export function salesEndOf(event: StoredEvent): string {
  return event.salesEndAt ?? event.startsAt;
}

/** The owner's view of an event's fields, with the seats held now. */
export function eventView(event: StoredEvent, seatsTaken: number): ProductEvent {
  return {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    salesEndAt: salesEndOf(event),
    location: event.location,
    capacity: event.capacity,
    seatsTaken,
  };
}

/** A location as anyone sees it: an online one without its link. */
export function publicLocation(location: EventLocation): PublicEvent["location"] {
  return location.kind === "online"
    ? { kind: "online" }
    : {
        kind: "venue",
        name: location.name,
        address: location.address,
        ...(location.mapsUrl ? { mapsUrl: location.mapsUrl } : {}),
      };
}

/** What anyone sees of an event: never the online link; the seats left only when few. */
export function publicEventView(event: StoredEvent, seatsTaken: number, now = new Date()): PublicEvent {
  const left = event.capacity === null ? null : Math.max(0, event.capacity - seatsTaken);
  return {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    salesEndAt: salesEndOf(event),
    location: publicLocation(event.location),
    seatsLeft: left !== null && left <= SEATS_LEFT_SHOWN_FROM ? left : null,
    soldOut: left === 0,
    salesClosed: Date.parse(salesEndOf(event)) <= now.getTime(),
  };
}

/**
 * Refuses a checkout of an event whose sales have ended: 422 on `productId`, "Penjualan tiket
 * sudah ditutup".
 */
export function checkTicketSales(event: StoredEvent, now: Date): void {
  if (Date.parse(salesEndOf(event)) <= now.getTime()) throw fieldError("productId", EVENT_MESSAGES.salesClosed);
}

/**
 * Takes a seat of event `productId` inside the checkout's DB transaction `tx` (DESIGN §3: 30
 * concurrent checkouts for 10 seats → exactly 10 hold one): the product row is locked (`SELECT …
 * FOR UPDATE`), so checkouts of one event queue here, and each counts the seats committed before
 * it (READ COMMITTED reads a fresh snapshot per statement). `replacing` — the attempt a change of
 * payment method retires — is not counted: its seat passes on. The caller inserts its transaction
 * in the same `tx`. Throws 422 on `productId` "Tiket habis" when every seat is held, and "Penjualan
 * tiket sudah ditutup" when sales ended meanwhile. An unlimited event only checks the time.
 */
export async function takeSeat(
  tx: Db,
  { productId, now, replacing }: { productId: string; now: Date; replacing?: string },
): Promise<void> {
  const p = tables.products;
  const t = tables.transactions;
  const [product] = await tx.select({ settings: p.settings }).from(p).where(eq(p.id, productId)).for("update");
  const event = product?.settings.event;
  if (!event) throw fieldError("productId", EVENT_MESSAGES.salesClosed);
  checkTicketSales(event, now);
  if (event.capacity === null) return;
  const [row] = await tx
    .select({ seats: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.productId, productId), holdsSeat(now), replacing ? ne(t.id, replacing) : undefined));
  if ((row?.seats ?? 0) >= event.capacity) throw fieldError("productId", EVENT_MESSAGES.soldOut);
}

/**
 * The seller's side of an event (DESIGN §3 "Event / Webinar", ADR 0046): its attendees — paid
 * tickets not refunded in full — with their check-in, as a list and as CSV, and the check-in of a
 * ticket code at the door.
 */
import { type Db, tables } from "@lapak/db";
import { formatTimeWib, formatWibStamp } from "@lapak/shared/date";
import { formatPhone } from "@lapak/shared/phone";
import { type Attendee, normalizeTicketCode, TICKET_CODE_PATTERN } from "@lapak/shared/schemas/event";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import { CSV_BOM, csvRow } from "../../lib/csv";
import { isUuid } from "../../lib/uuid";

/** At most this many attendees are listed (newest payment first); the CSV holds the same rows. */
export const MAX_ATTENDEES = 5000;

const eventNotFound = () => notFound("Acara tidak ditemukan");
const ticketNotFound = () => notFound("Tiket tidak ditemukan untuk acara ini");

/** The live event `productId` of `sellerId` (its title), or 404 — another seller's id answers the same. */
export async function findOwnEvent(db: Db, { sellerId, productId }: { sellerId: string; productId: string }) {
  if (!isUuid(productId)) throw eventNotFound();
  const p = tables.products;
  const [event] = await db
    .select({ id: p.id, title: p.title, settings: p.settings })
    .from(p)
    .where(and(eq(p.id, productId), eq(p.sellerId, sellerId), eq(p.type, "event"), isNull(p.deletedAt)))
    .limit(1);
  if (!event?.settings.event) throw eventNotFound();
  return { id: event.id, title: event.title, event: event.settings.event };
}

/** A ticket counts while its order is paid and not refunded in full (a free ticket always). */
function standingTicket() {
  const t = tables.transactions;
  return and(eq(t.status, "paid"), or(eq(t.amount, 0), sql`${t.refundedAmount} < ${t.amount}`));
}

/** `GET /v1/events/{id}/attendees`: the event's attendees, newest payment first. Throws 404 as `findOwnEvent`. */
export async function listAttendees(db: Db, input: { sellerId: string; productId: string }): Promise<Attendee[]> {
  await findOwnEvent(db, input);
  const t = tables.transactions;
  const k = tables.eventTickets;
  const rows = await db
    .select({
      transactionId: t.id,
      orderCode: t.code,
      ticketCode: k.code,
      name: t.buyerName,
      email: t.buyerEmail,
      phone: t.buyerPhone,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
      checkedInAt: k.checkedInAt,
    })
    .from(k)
    .innerJoin(t, eq(t.id, k.transactionId))
    .where(and(eq(k.productId, input.productId), eq(t.sellerId, input.sellerId), standingTicket()))
    .orderBy(desc(sql`coalesce(${t.paidAt}, ${t.createdAt})`), desc(t.id))
    .limit(MAX_ATTENDEES);
  return rows.map((row) => ({
    transactionId: row.transactionId,
    orderCode: row.orderCode,
    ticketCode: row.ticketCode,
    name: row.name,
    email: row.email,
    phone: row.phone,
    paidAt: (row.paidAt ?? row.createdAt).toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  }));
}

const HEADER = ["Kode Tiket", "Kode Pesanan", "Nama", "Email", "WhatsApp", "Dibayar (WIB)", "Check-in (WIB)"];

/** `GET /v1/events/{id}/attendees.csv`: `listAttendees` as CSV (BOM, header, rows; WhatsApp `0812-3456-7890`). */
export async function attendeesCsv(db: Db, input: { sellerId: string; productId: string }): Promise<string> {
  const attendees = await listAttendees(db, input);
  return (
    CSV_BOM +
    csvRow(HEADER) +
    attendees
      .map((row) =>
        csvRow([
          row.ticketCode,
          row.orderCode,
          row.name,
          row.email,
          row.phone ? formatPhone(row.phone) : "",
          formatWibStamp(row.paidAt),
          row.checkedInAt ? formatWibStamp(row.checkedInAt) : "",
        ]),
      )
      .join("")
  );
}

/**
 * `POST /v1/events/{id}/check-ins {code}`: checks in the ticket `code` (typed or scanned; read as
 * `normalizeTicketCode` does) of the seller's event `productId`, once. Returns the attendee's name
 * and the check-in time. Throws 404 for an unknown event, a code of another event, or a ticket
 * whose order is not paid or was refunded in full; 409 `conflict` "Sudah check-in pukul 19.04"
 * (WIB) for a ticket already checked in — also when two doors scan it at once (the update is
 * conditional on `checked_in_at` being empty).
 */
export async function checkIn(
  db: Db,
  { sellerId, productId, code, now = new Date() }: { sellerId: string; productId: string; code: string; now?: Date },
): Promise<{ ticketCode: string; name: string; checkedInAt: string }> {
  await findOwnEvent(db, { sellerId, productId });
  const ticketCode = normalizeTicketCode(code);
  if (!TICKET_CODE_PATTERN.test(ticketCode)) throw ticketNotFound();
  const t = tables.transactions;
  const k = tables.eventTickets;
  const [ticket] = await db
    .select({ transactionId: k.transactionId, name: t.buyerName, checkedInAt: k.checkedInAt })
    .from(k)
    .innerJoin(t, eq(t.id, k.transactionId))
    .where(and(eq(k.code, ticketCode), eq(k.productId, productId), standingTicket()))
    .limit(1);
  if (!ticket) throw ticketNotFound();
  const [claimed] = await db
    .update(k)
    .set({ checkedInAt: now })
    .where(and(eq(k.transactionId, ticket.transactionId), isNull(k.checkedInAt)))
    .returning({ checkedInAt: k.checkedInAt });
  if (!claimed?.checkedInAt) {
    const [current] = await db
      .select({ checkedInAt: k.checkedInAt })
      .from(k)
      .where(eq(k.transactionId, ticket.transactionId));
    const at = current?.checkedInAt ?? ticket.checkedInAt ?? now;
    throw new AppError("conflict", `Sudah check-in pukul ${formatTimeWib(at)}`);
  }
  return { ticketCode, name: ticket.name, checkedInAt: claimed.checkedInAt.toISOString() };
}

/**
 * An event ticket as its holder sees it (DESIGN §3 "Event / Webinar", ADR 0046): its code, the
 * event's current time and whole location (the online link is for ticket holders only), a QR of
 * the code, the `.ics` and a Google Calendar link.
 */
import { type Db, tables } from "@lapak/db";
import type { Ticket } from "@lapak/shared/schemas/event";
import type { StoredEvent } from "@lapak/shared/schemas/product";
import { eq } from "drizzle-orm";

/** The ticket row of `transactionId` and its event's current fields, or undefined. */
export async function findTicket(db: Db, transactionId: string) {
  const k = tables.eventTickets;
  const p = tables.products;
  const [found] = await db
    .select({
      code: k.code,
      checkedInAt: k.checkedInAt,
      productId: k.productId,
      title: p.title,
      event: p.settings,
    })
    .from(k)
    .innerJoin(p, eq(p.id, k.productId))
    .where(eq(k.transactionId, transactionId))
    .limit(1);
  const event = found?.event.event;
  if (!found || !event) return undefined;
  return { code: found.code, checkedInAt: found.checkedInAt, productId: found.productId, title: found.title, event };
}

/** The holder's view of the ticket of a paid event order `transactionId`, or undefined when it has none. */
export async function ticketOf(db: Db, transactionId: string): Promise<Ticket | undefined> {
  const found = await findTicket(db, transactionId);
  if (!found) return undefined;
  return {
    code: found.code,
    qrImageUrl: `/v1/transactions/${transactionId}/ticket-qr.svg`,
    icsUrl: `/v1/transactions/${transactionId}/ticket.ics`,
    googleCalendarUrl: googleCalendarUrl(found.title, found.event),
    startsAt: found.event.startsAt,
    endsAt: found.event.endsAt,
    location: found.event.location,
    checkedInAt: found.checkedInAt?.toISOString() ?? null,
  };
}

/** Where the event is, in one line: the online link, or the place and its address. */
export function locationLine(event: Pick<StoredEvent, "location">): string {
  const { location } = event;
  return location.kind === "online" ? location.url : `${location.name}, ${location.address}`;
}

/** `2026-12-14T12:00:00.000Z` → `20261214T120000Z` (RFC 5545 §3.3.5, UTC form). */
export function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Google Calendar's "add event" link (the `render?action=TEMPLATE` form): title, UTC times, the
 * location line.
 */
export function googleCalendarUrl(title: string, event: CalendarEntry): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${icsUtc(event.startsAt)}/${icsUtc(event.endsAt)}`,
    location: locationLine(event),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** What a calendar entry needs of an event or a booked session. */
export type CalendarEntry = Pick<StoredEvent, "startsAt" | "endsAt" | "location">;

/**
 * One calendar entry as an iCalendar file (RFC 5545): a VEVENT with `UID` (`uid`@`host`, stable, so
 * a new download after a change replaces the old entry), `DTSTART`/`DTEND` in UTC, `SUMMARY`,
 * `DESCRIPTION`, `LOCATION`, `URL` for an online one (or a venue's map), and one `VALARM` an hour
 * before. `now` is `DTSTAMP`. Lines end in CRLF and fold at 75 octets.
 */
export function calendarIcs({
  uid,
  productName,
  title,
  description,
  entry,
  host,
  now = new Date(),
}: {
  uid: string;
  /** The `PRODID` product text, e.g. "Tiket Acara". */
  productName: string;
  title: string;
  description: string;
  entry: CalendarEntry;
  host: string;
  now?: Date;
}): string {
  const { location } = entry;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Lapak//${productName}//ID`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${uid}@${host}`,
    `DTSTAMP:${icsUtc(now.toISOString())}`,
    `DTSTART:${icsUtc(entry.startsAt)}`,
    `DTEND:${icsUtc(entry.endsAt)}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(locationLine(entry))}`,
    ...(location.kind === "online" ? [`URL:${location.url}`] : []),
    ...(location.kind === "venue" && location.mapsUrl ? [`URL:${location.mapsUrl}`] : []),
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(title)}`,
    "TRIGGER:-PT1H",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** One event ticket as an iCalendar file (`calendarIcs`): the ticket code in `DESCRIPTION`. */
export function ticketIcs({
  transactionId,
  code,
  title,
  sellerName,
  event,
  host,
  now = new Date(),
}: {
  transactionId: string;
  code: string;
  title: string;
  sellerName: string;
  event: StoredEvent;
  host: string;
  now?: Date;
}): string {
  return calendarIcs({
    uid: transactionId,
    productName: "Tiket Acara",
    title,
    description: `Tiket ${code} · ${sellerName}`,
    entry: event,
    host,
    now,
  });
}

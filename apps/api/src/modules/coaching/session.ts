/**
 * A booked 1:1 session as its buyer and seller see it (DESIGN §3 "1:1 session", ADR 0047): its
 * current time, the whole location (the meeting link is for the buyer and seller only), the
 * `.ics`, a Google Calendar link and until when the buyer may move it.
 */
import { type Db, tables } from "@lapak/db";
import type { Session } from "@lapak/shared/schemas/coaching";
import type { StoredCoaching } from "@lapak/shared/schemas/product";
import { eq } from "drizzle-orm";
import { calendarIcs, googleCalendarUrl } from "../events/ticket";

const HOUR_MS = 3_600_000;

/** The session row of `transactionId` with its product's title and settings, or undefined. */
export async function findSession(db: Db, transactionId: string) {
  const s = tables.coachingSessions;
  const p = tables.products;
  const [found] = await db
    .select({
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      rescheduleCount: s.rescheduleCount,
      productId: s.productId,
      sellerId: s.sellerId,
      title: p.title,
      settings: p.settings,
    })
    .from(s)
    .innerJoin(p, eq(p.id, s.productId))
    .where(eq(s.transactionId, transactionId))
    .limit(1);
  const coaching = found?.settings.coaching;
  if (!found || !coaching) return undefined;
  const { settings: _settings, ...session } = found;
  return { ...session, coaching };
}

/** The last moment a session starting at `startsAt` may be moved (`rescheduleHours` before). */
export function rescheduleUntil(startsAt: Date, coaching: Pick<StoredCoaching, "rescheduleHours">): Date {
  return new Date(startsAt.getTime() - coaching.rescheduleHours * HOUR_MS);
}

/** A session's calendar fields: ISO instants and the product's location. */
export function sessionEntry(found: { startsAt: Date; endsAt: Date; coaching: StoredCoaching }) {
  return {
    startsAt: found.startsAt.toISOString(),
    endsAt: found.endsAt.toISOString(),
    location: found.coaching.location,
  };
}

/** The buyer's view of the session of paid order `transactionId`, or undefined when it has none. */
export async function sessionOf(db: Db, transactionId: string): Promise<Session | undefined> {
  const found = await findSession(db, transactionId);
  if (!found) return undefined;
  const entry = sessionEntry(found);
  return {
    ...entry,
    icsUrl: `/v1/transactions/${transactionId}/session.ics`,
    googleCalendarUrl: googleCalendarUrl(found.title, entry),
    rescheduleUntil: rescheduleUntil(found.startsAt, found.coaching).toISOString(),
    rescheduleCount: found.rescheduleCount,
  };
}

/**
 * A session as an iCalendar file (`calendarIcs`, RFC 5545), the UID stable per order so a moved
 * session replaces its old entry; `withWhom` names the other party in `DESCRIPTION`.
 */
export function sessionIcs({
  transactionId,
  orderCode,
  title,
  withWhom,
  entry,
  host,
  now,
}: {
  transactionId: string;
  orderCode: string;
  title: string;
  withWhom: string;
  entry: ReturnType<typeof sessionEntry>;
  host: string;
  now?: Date;
}): string {
  return calendarIcs({
    uid: `sesi-${transactionId}`,
    productName: "Sesi 1-on-1",
    title,
    description: `Sesi dengan ${withWhom} · Pesanan ${orderCode}`,
    entry,
    host,
    now,
  });
}

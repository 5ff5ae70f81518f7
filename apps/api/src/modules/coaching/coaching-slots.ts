/**
 * Slots of a 1:1 session product (DESIGN §3 "1:1 session", ADR 0047). A slot is a session-long
 * stretch inside one of the seller's weekly windows (WIB wall time; WIB is UTC+7 all year, so a
 * wall time is one instant), starting at the window's start and every session + buffer after it.
 * It is offered when it starts at least `minNoticeHours` from now, on a WIB date at most
 * `maxDaysAhead` days after today's, not on a blocked date, and when no session the seller holds
 * (of any of their coaching products, paid or a pending checkout still holding it) lies within
 * `bufferMinutes` of it.
 */
import { type Db, tables } from "@lapak/db";
import { addDays, wibDay } from "@lapak/shared/date";
import { COACHING_MESSAGES, minutesOfDay, type Slot } from "@lapak/shared/schemas/coaching";
import type { StoredCoaching } from "@lapak/shared/schemas/product";
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import { holdsSeat } from "../events/event-seats";

const MINUTE_MS = 60_000;
/** Buffers are at most 120 minutes and a booking lasts at most 240: a booking this far off never touches a slot. */
const NEIGHBOUR_MS = 6 * 60 * MINUTE_MS;

/** A stretch of time in ms since the epoch, `[start, end)`. */
export interface Interval {
  start: number;
  end: number;
}

/** `"2026-12-14"` → the instant of 00.00 WIB that day (ms). */
export function wibMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00+07:00`);
}

/** ISO weekday of a calendar date: 1 = Senin … 7 = Minggu. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Every slot the weekly windows give on WIB `date`, before any rule or booking, in time order. */
export function windowSlots(
  coaching: Pick<StoredCoaching, "availability" | "durationMinutes" | "bufferMinutes">,
  date: string,
): Interval[] {
  const midnight = wibMidnight(date);
  const weekday = isoWeekday(date);
  const step = coaching.durationMinutes + coaching.bufferMinutes;
  const slots: Interval[] = [];
  for (const window of coaching.availability) {
    if (window.weekday !== weekday) continue;
    const to = minutesOfDay(window.to);
    for (let start = minutesOfDay(window.from); start + coaching.durationMinutes <= to; start += step) {
      slots.push({
        start: midnight + start * MINUTE_MS,
        end: midnight + (start + coaching.durationMinutes) * MINUTE_MS,
      });
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** True when `slot` lies within `bufferMinutes` of a session in `taken`. */
export function clashes(slot: Interval, taken: readonly Interval[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return taken.some((other) => slot.start < other.end + buffer && other.start < slot.end + buffer);
}

/** True when the product's rules rule out `slot` on WIB `date` at `now` (blocked, too far ahead, too soon). */
function ruleProblem(coaching: StoredCoaching, date: string, slot: Interval, now: Date): boolean {
  if (coaching.blockedDates?.includes(date)) return true;
  if (date > addDays(wibDay(now), coaching.maxDaysAhead)) return true;
  return slot.start < now.getTime() + coaching.minNoticeHours * 60 * MINUTE_MS;
}

/**
 * The free slots of WIB dates `from`…`to` (inclusive) at `now`, given the seller's `taken`
 * sessions: the windows' slots less those the rules or a booking rule out (module doc). Pure.
 */
export function freeSlots(
  coaching: StoredCoaching,
  { from, to, now, taken }: { from: string; to: string; now: Date; taken: readonly Interval[] },
): Slot[] {
  const slots: Slot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const slot of windowSlots(coaching, date)) {
      if (ruleProblem(coaching, date, slot, now) || clashes(slot, taken, coaching.bufferMinutes)) continue;
      slots.push({ startsAt: new Date(slot.start).toISOString(), endsAt: new Date(slot.end).toISOString() });
    }
  }
  return slots;
}

/**
 * The sessions seller `sellerId` holds at `now` that overlap `[start, end)` widened by the longest
 * buffer, as intervals; `except` (a transaction moving its own session, or the attempt a change of
 * payment method retires) is left out.
 */
export async function takenIntervals(
  db: Db,
  { sellerId, start, end, now, except }: { sellerId: string; start: number; end: number; now: Date; except?: string },
): Promise<Interval[]> {
  const s = tables.coachingSessions;
  const t = tables.transactions;
  const rows = await db
    .select({ startsAt: s.startsAt, endsAt: s.endsAt })
    .from(s)
    .innerJoin(t, eq(t.id, s.transactionId))
    .where(
      and(
        eq(s.sellerId, sellerId),
        lt(s.startsAt, new Date(end + NEIGHBOUR_MS)),
        gt(s.endsAt, new Date(start - NEIGHBOUR_MS)),
        holdsSeat(now),
        except ? ne(t.id, except) : undefined,
      ),
    )
    .orderBy(asc(s.startsAt));
  return rows.map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() }));
}

/** The free slots of `coaching` (a product of `sellerId`) over WIB dates `from`…`to` at `now`. */
export async function listSlots(
  db: Db,
  {
    coaching,
    sellerId,
    from,
    to,
    now = new Date(),
  }: { coaching: StoredCoaching; sellerId: string; from: string; to: string; now?: Date },
): Promise<Slot[]> {
  const taken = await takenIntervals(db, { sellerId, start: wibMidnight(from), end: wibMidnight(addDays(to, 1)), now });
  return freeSlots(coaching, { from, to, now, taken });
}

/**
 * The slot of `coaching` starting at `startsAt` if the windows give it and the rules allow it at
 * `now` (bookings aside); 422 on `slotStartsAt` otherwise.
 */
export function slotStartingAt(coaching: StoredCoaching, startsAt: string, now: Date): Interval {
  const start = Date.parse(startsAt);
  const date = wibDay(new Date(start));
  const slot = windowSlots(coaching, date).find((candidate) => candidate.start === start);
  if (!slot) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotInvalid);
  if (ruleProblem(coaching, date, slot, now)) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotTaken);
  return slot;
}

/**
 * Takes the slot starting at `slotStartsAt` of coaching product `productId` inside the DB
 * transaction `tx` (DESIGN §3: 20 concurrent checkouts of one slot → exactly one holds it). Every
 * coaching product row of the seller is locked in id order (`SELECT … FOR UPDATE`), so bookings of
 * one seller queue here whichever product they are for, and each sees the sessions committed
 * before it (READ COMMITTED reads a fresh snapshot per statement). `except` — the transaction
 * moving its own session, or the attempt a change of payment method retires — is not counted.
 * The caller writes its session in the same `tx`. Throws 422 on `slotStartsAt`: "Jadwal ini sudah
 * tidak tersedia" when held or ruled out, "Jadwal ini tidak ada di jam tersedia penjual" when the
 * windows never give it. Returns the slot and the product's settings as locked.
 */
export async function takeSlot(
  tx: Db,
  { productId, slotStartsAt, now, except }: { productId: string; slotStartsAt: string; now: Date; except?: string },
): Promise<{ slot: Interval; coaching: StoredCoaching; sellerId: string }> {
  const p = tables.products;
  const [owner] = await tx.select({ sellerId: p.sellerId }).from(p).where(eq(p.id, productId));
  if (!owner) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotTaken);
  const locked = await tx
    .select({ id: p.id, settings: p.settings })
    .from(p)
    .where(and(eq(p.sellerId, owner.sellerId), eq(p.type, "coaching")))
    .orderBy(asc(p.id))
    .for("update");
  const coaching = locked.find((row) => row.id === productId)?.settings.coaching;
  if (!coaching) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotTaken);
  const slot = slotStartingAt(coaching, slotStartsAt, now);
  const taken = await takenIntervals(tx, { sellerId: owner.sellerId, start: slot.start, end: slot.end, now, except });
  if (clashes(slot, taken, coaching.bufferMinutes)) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotTaken);
  return { slot, coaching, sellerId: owner.sellerId };
}

/**
 * A membership pass's arithmetic (DESIGN §3 "Membership"): paying for a period makes the buyer a
 * member until the later of the payment and their current end, plus the period's months. Months
 * are counted on the WIB calendar (UTC+7 all year, no daylight saving): the same day of the month
 * at the same WIB time, or the month's last day when it has no such day — 31 January + 1 month is
 * 28 February (29 in a leap year), 29 February 2028 + 12 months is 28 February 2029. Instants in,
 * instants out; nothing here reads the clock.
 */

/** WIB is UTC+7 all year (Indonesia keeps no daylight saving). */
const WIB_OFFSET_MS = 7 * 3_600_000;

/**
 * `from` plus `months` calendar months on the WIB calendar, the day clamped to the target month's
 * last day; the WIB time of day is kept. `months` is a whole number ≥ 0.
 */
export function addMonthsWib(from: Date, months: number): Date {
  const wall = new Date(from.getTime() + WIB_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    month,
    day,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(shifted - WIB_OFFSET_MS);
}

/** One paid pass: when it was paid and for how many months. */
export interface PaidPass {
  paidAt: Date;
  months: number;
}

/** A member's standing, folded from their passes. */
export interface MembershipSpan {
  /** The first pass's payment. */
  since: Date;
  /** Until when the passes reach. */
  expiresAt: Date;
}

/**
 * Folds the standing passes of one buyer's membership, oldest payment first: each runs from the
 * later of its payment and the end so far, for its months (so renewing early never loses days,
 * and a pass bought after the last ran out starts at its payment). Null without passes. A refunded
 * pass is left out by the caller: its months come off, and the passes after it move up.
 */
export function membershipSpan(passes: readonly PaidPass[]): MembershipSpan | null {
  const ordered = [...passes].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  const first = ordered[0];
  if (!first) return null;
  let end = first.paidAt;
  for (const pass of ordered) {
    const start = pass.paidAt.getTime() > end.getTime() ? pass.paidAt : end;
    end = addMonthsWib(start, pass.months);
  }
  return { since: first.paidAt, expiresAt: end };
}

/** Whether a membership ending at `expiresAt` is active at `now`: to the millisecond, the end excluded. */
export function isMemberAt(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

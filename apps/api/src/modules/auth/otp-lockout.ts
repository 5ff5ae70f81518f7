/**
 * OTP guessing capped per email across codes (DESIGN §6): each code allows 5 tries, but a new code
 * can be asked for every minute, so wrong codes are also counted per email — 10 within 15 minutes
 * lock sign-in by code for 15 minutes. Counted per email, not per account, so an email with no
 * account locks alike (the lock reveals nothing); the table is `otp_lockouts`.
 */
import { type Db, tables } from "@lapak/db";
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";

/** Wrong codes per email that lock sign-in by code (DESIGN §6). */
export const OTP_LOCK_FAILURES = 10;
/** The window the wrong codes are counted in, and how long the lock lasts: 15 minutes, in ms. */
export const OTP_LOCK_MS = 15 * 60 * 1000;

const o = tables.otpLockouts;

/** The 429 `otp_locked` of a locked email, with `Retry-After` in seconds. */
export function otpLockedError(lockedUntil: Date, now = new Date()): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "otp_locked",
    `Terlalu banyak kode OTP yang salah. Demi keamanan, masuk dengan kode dikunci sementara. Coba lagi dalam ${minutes} menit.`,
    { retryAfter: seconds },
  );
}

/** Throws `otpLockedError` while `email` is locked; does nothing otherwise. */
export async function assertOtpNotLocked(db: Db, email: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: o.lockedUntil })
    .from(o)
    .where(and(eq(o.email, email), gt(o.lockedUntil, now)))
    .limit(1);
  if (row?.lockedUntil) throw otpLockedError(row.lockedUntil, now);
}

/**
 * Counts one wrong code for `email` in one atomic upsert (parallel guesses each count): a count
 * whose window began 15 minutes ago or more starts again at 1; the 10th sets the lock.
 * @returns the count, the lock end if locked, and `justLocked` — true only for the one call whose
 * wrong code set the lock (the owner is told once)
 */
export async function recordWrongCode(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ failures: number; lockedUntil: Date | null; justLocked: boolean }> {
  const windowStart = new Date(now.getTime() - OTP_LOCK_MS);
  const lockEnd = new Date(now.getTime() + OTP_LOCK_MS);
  const stale = sql`${o.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(o)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: o.email,
      set: {
        failures: sql`case when ${stale} then 1 else ${o.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${o.windowStartedAt} end`,
        lockedUntil: sql`case when ${stale} then null
          when ${o.failures} + 1 = ${OTP_LOCK_FAILURES} then ${lockEnd.toISOString()}::timestamptz
          else ${o.lockedUntil} end`,
      },
    })
    .returning({ failures: o.failures, lockedUntil: o.lockedUntil });
  await forgetStaleLockouts(db, windowStart, now);
  const failures = row?.failures ?? 1;
  return { failures, lockedUntil: row?.lockedUntil ?? null, justLocked: failures === OTP_LOCK_FAILURES };
}

/** Forgets `email`'s wrong codes (after a sign-in by code: the owner is in). */
export async function clearWrongCodes(db: Db, email: string): Promise<void> {
  await db.delete(o).where(eq(o.email, email));
}

/**
 * Deletes up to 100 records whose window and lock are over, so emails guessed once (many with no
 * account) do not pile up; each wrong code cleans a little.
 */
async function forgetStaleLockouts(db: Db, windowStart: Date, now: Date): Promise<void> {
  const stale = db
    .select({ email: o.email })
    .from(o)
    .where(and(lt(o.windowStartedAt, windowStart), or(isNull(o.lockedUntil), lt(o.lockedUntil, now))))
    .limit(100);
  await db.delete(o).where(inArray(o.email, stale));
}

/**
 * One-time email codes (DESIGN §6): 6 digits, stored as an HMAC keyed by APP_SECRET, valid
 * 10 minutes, 5 attempts, a new one no sooner than 60 s after the last (`config.otpResendSeconds`).
 * A code has a purpose: `register` codes name the registration they were mailed for
 * (`registrations.ts`), `sign_in` codes only prove the inbox.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import type { OtpPurpose } from "@lapak/shared/schemas/auth";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { otpEmail } from "./otp-email";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpCode = typeof tables.otpCodes.$inferSelect;

/** What a new code carries: its purpose and, for a registration, the registration it confirms. */
export interface CodeContent {
  purpose: OtpPurpose;
  registrationId: string | null;
}

/** A new one-time code: 6 random digits, leading zeros kept (DESIGN §6). */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The stored form of `code` for `email`: hex HMAC-SHA256 keyed by APP_SECRET. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}:${code}`).digest("hex");
}

/**
 * Holds the per-email lock until the surrounding transaction ends, so codes for one email are
 * issued one at a time (the 60 s check and "the latest code" cannot race). PostgreSQL 15 and PGlite.
 */
export async function lockCodesOf(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`);
}

/** The newest code row of `email`, live or not (undefined when none was ever issued). */
export async function latestCodeOf(db: Db, email: string): Promise<OtpCode | undefined> {
  const [latest] = await db
    .select()
    .from(tables.otpCodes)
    .where(eq(tables.otpCodes.email, email))
    .orderBy(desc(tables.otpCodes.createdAt))
    .limit(1);
  return latest;
}

/** The newest code of `email` that can still be consumed (not used, not voided). */
export async function liveCodeOf(db: Db, email: string): Promise<OtpCode | undefined> {
  const [live] = await db
    .select()
    .from(tables.otpCodes)
    .where(and(eq(tables.otpCodes.email, email), isNull(tables.otpCodes.consumedAt)))
    .orderBy(desc(tables.otpCodes.createdAt))
    .limit(1);
  return live;
}

/**
 * Seconds until a new code may be issued after `latest` (0 or less: now), codes being
 * `resendSeconds` apart (`config.otpResendSeconds`, 60 by DESIGN §6).
 */
export function resendWait(latest: Pick<OtpCode, "createdAt"> | undefined, resendSeconds: number): number {
  if (!latest) return 0;
  return Math.ceil(resendSeconds - (Date.now() - latest.createdAt.getTime()) / 1000);
}

/**
 * Mails a new code to `email` and voids the earlier ones. `content` says what the code carries.
 * Throws AppError `rate_limited` (with `retryAfter` seconds) within `config.otpResendSeconds`
 * (60 s) of the previous code.
 * @returns seconds before the next code may be asked for
 */
export async function sendOtp({ db, config, mailer }: Deps, email: string, content: CodeContent): Promise<number> {
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await lockCodesOf(tx, email);
    const latest = await latestCodeOf(tx, email);
    const wait = resendWait(latest, config.otpResendSeconds);
    if (wait > 0) {
      throw new AppError("rate_limited", `Tunggu ${wait} detik sebelum meminta kode baru`, { retryAfter: wait });
    }
    await tx
      .update(tables.otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(tables.otpCodes.email, email), isNull(tables.otpCodes.consumedAt)));
    await tx.insert(tables.otpCodes).values({
      id: newId(),
      email,
      codeHash: hashCode(config.appSecret, email, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
      purpose: content.purpose,
      registrationId: content.registrationId,
    });
  });
  await mailer.send(otpEmail(email, code, OTP_TTL_MS / 60_000));
  return config.otpResendSeconds;
}

/**
 * The one answer to a code that does not sign in — wrong, expired, already used, past its 5
 * attempts, or for an email with no account — so the answer never tells which (DESIGN §6: OTP
 * answers do not reveal whether an email has an account). A 422 on `code`.
 */
export function wrongCodeError(): AppError {
  const message = "Kode OTP salah atau sudah kedaluwarsa. Periksa kode di email terbaru atau minta kode baru.";
  return new AppError("validation", message, { errors: { code: [message] } });
}

/**
 * Checks `code` against the latest live code for `email` and consumes it on success.
 * Throws `wrongCodeError()` when wrong, expired or used up; each wrong try counts.
 * @returns the consumed code's purpose and the registration it was mailed for
 */
export async function consumeOtp(
  { db, config }: Pick<Deps, "db" | "config">,
  email: string,
  code: string,
): Promise<CodeContent> {
  const otp = await liveCodeOf(db, email);
  if (!otp || otp.expiresAt.getTime() <= Date.now()) throw wrongCodeError();
  // Count the attempt first, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(tables.otpCodes)
    .set({ attempts: sql`${tables.otpCodes.attempts} + 1` })
    .where(
      and(
        eq(tables.otpCodes.id, otp.id),
        lt(tables.otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(tables.otpCodes.consumedAt),
      ),
    )
    .returning({ attempts: tables.otpCodes.attempts });
  if (!counted) throw wrongCodeError();
  const expected = Buffer.from(otp.codeHash, "hex");
  const actual = Buffer.from(hashCode(config.appSecret, email, code), "hex");
  if (!timingSafeEqual(expected, actual)) throw wrongCodeError();
  const [consumed] = await db
    .update(tables.otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(tables.otpCodes.id, otp.id), isNull(tables.otpCodes.consumedAt)))
    .returning({ purpose: tables.otpCodes.purpose, registrationId: tables.otpCodes.registrationId });
  if (!consumed) throw wrongCodeError();
  return consumed;
}

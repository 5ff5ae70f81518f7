/**
 * One-time email codes (DESIGN §6): 6 digits, stored as an HMAC keyed by APP_SECRET, valid
 * 10 minutes, 5 attempts, a new one no sooner than 60 s after the last.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { newId, tables } from "@lapak/db";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { otpEmail } from "./otp-email";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

function hashCode(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}:${code}`).digest("hex");
}

/**
 * Mails a new code to `email` and voids the earlier ones.
 * Throws AppError `rate_limited` (with `retryAfter` seconds) within 60 s of the previous code.
 * @returns seconds before the next code may be asked for
 */
export async function sendOtp({ db, config, mailer, email }: Deps & { email: string }): Promise<number> {
  const [last] = await db
    .select({ createdAt: tables.otpCodes.createdAt })
    .from(tables.otpCodes)
    .where(eq(tables.otpCodes.email, email))
    .orderBy(desc(tables.otpCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = Math.ceil(OTP_RESEND_SECONDS - (Date.now() - last.createdAt.getTime()) / 1000);
    if (wait > 0) {
      throw new AppError("rate_limited", `Tunggu ${wait} detik sebelum meminta kode baru`, { retryAfter: wait });
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await tx
      .update(tables.otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(tables.otpCodes.email, email), isNull(tables.otpCodes.consumedAt)));
    await tx.insert(tables.otpCodes).values({
      id: newId(),
      email,
      codeHash: hashCode(config.appSecret, email, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
  });
  await mailer.send(otpEmail(email, code, OTP_TTL_MS / 60_000));
  return OTP_RESEND_SECONDS;
}

/**
 * Checks `code` against the latest live code for `email` and consumes it on success.
 * Throws AppError `validation` (field `code`) when wrong, expired or used up; each wrong try counts.
 */
export async function consumeOtp(
  { db, config }: Pick<Deps, "db" | "config">,
  email: string,
  code: string,
): Promise<void> {
  const [otp] = await db
    .select()
    .from(tables.otpCodes)
    .where(and(eq(tables.otpCodes.email, email), isNull(tables.otpCodes.consumedAt)))
    .orderBy(desc(tables.otpCodes.createdAt))
    .limit(1);
  const codeError = (message: string) => new AppError("validation", message, { errors: { code: [message] } });
  if (!otp || otp.expiresAt.getTime() <= Date.now()) {
    throw codeError("Kode OTP sudah kedaluwarsa. Minta kode baru.");
  }
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
  if (!counted) throw codeError("Terlalu banyak percobaan. Minta kode baru.");
  const expected = Buffer.from(otp.codeHash, "hex");
  const actual = Buffer.from(hashCode(config.appSecret, email, code), "hex");
  if (!timingSafeEqual(expected, actual)) {
    const left = OTP_MAX_ATTEMPTS - counted.attempts;
    throw codeError(
      left > 0 ? `Kode OTP salah. Sisa ${left} percobaan.` : "Terlalu banyak percobaan. Minta kode baru.",
    );
  }
  const [consumed] = await db
    .update(tables.otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(tables.otpCodes.id, otp.id), isNull(tables.otpCodes.consumedAt)))
    .returning({ id: tables.otpCodes.id });
  if (!consumed) throw codeError("Kode OTP sudah digunakan. Minta kode baru.");
}

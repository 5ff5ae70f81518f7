/**
 * The buyer library's one-time codes and links (DESIGN §4 "Buyer library"), by the rules of the
 * seller's OTP (DESIGN §6, `auth/otp.ts`): 6 digits stored as an HMAC keyed by APP_SECRET, valid
 * 10 minutes, 5 attempts, a new one no sooner than `config.otpResendSeconds` (60 s) after the last,
 * earlier ones voided. Each code comes with a link token (256 random bits, only its SHA-256 kept);
 * using the code or the link consumes both. Table `library_codes`.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { hashToken } from "../../lib/tokens";
import { hashCode, newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, resendWait } from "../auth/otp";
import { libraryCodeEmail } from "./library-email";

const c = tables.libraryCodes;

/** The web page the emailed link opens; it signs in with `POST /v1/library/verify-link`. */
export function signInLink(appUrl: string, token: string): string {
  return `${appUrl}/my-library/sign-in?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a new code and link to `email` and voids its earlier ones. Throws AppError `rate_limited`
 * within `config.otpResendSeconds` of the previous code (the caller hides it: DESIGN §6).
 */
export async function mailLibraryCode({ db, config, mailer }: Deps, email: string): Promise<void> {
  const code = newOtpCode();
  const linkToken = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    // One code at a time per email: the 60 s check and "the latest code" cannot race.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library-code:${email}`}))`);
    const [latest] = await tx
      .select({ createdAt: c.createdAt })
      .from(c)
      .where(eq(c.email, email))
      .orderBy(desc(c.createdAt))
      .limit(1);
    const wait = resendWait(latest, config.otpResendSeconds);
    if (wait > 0) {
      throw new AppError("rate_limited", `Tunggu ${wait} detik sebelum meminta kode baru`, { retryAfter: wait });
    }
    await tx
      .update(c)
      .set({ consumedAt: new Date() })
      .where(and(eq(c.email, email), isNull(c.consumedAt)));
    await tx.insert(c).values({
      id: newId(),
      email,
      codeHash: hashCode(config.appSecret, email, code),
      linkHash: hashToken(linkToken),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
    const link = signInLink(config.appUrl, linkToken);
    await mailer.send(libraryCodeEmail(email, { code, link, minutes: OTP_TTL_MS / 60_000 }), { tx });
  });
}

/**
 * The one answer to a code that does not sign in — wrong, expired, used, past its 5 attempts — so
 * nothing tells which (DESIGN §6). A 422 on `code`.
 */
export function wrongLibraryCodeError(): AppError {
  const message = "Kode masuk salah atau sudah kedaluwarsa. Periksa kode di email terbaru atau minta kode baru.";
  return new AppError("validation", message, { errors: { code: [message] } });
}

/** The one answer to a sign-in link that does not sign in (used, expired, unknown): 422 on `token`. */
export function deadLinkError(): AppError {
  const message = "Tautan masuk sudah dipakai atau kedaluwarsa. Minta kode baru di halaman Pustaka Saya.";
  return new AppError("validation", message, { errors: { token: [message] } });
}

/**
 * Checks `code` against `email`'s latest live code and consumes it (and its link) on success; each
 * try counts toward the code's 5 attempts. Throws `wrongLibraryCodeError()` otherwise.
 */
export async function consumeLibraryCode({ db, config }: Pick<Deps, "db" | "config">, email: string, code: string) {
  const [live] = await db
    .select()
    .from(c)
    .where(and(eq(c.email, email), isNull(c.consumedAt)))
    .orderBy(desc(c.createdAt))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= Date.now()) throw wrongLibraryCodeError();
  // Count the attempt first, atomically, so parallel guesses cannot pass the limit.
  const [counted] = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(and(eq(c.id, live.id), lt(c.attempts, OTP_MAX_ATTEMPTS), isNull(c.consumedAt)))
    .returning({ id: c.id });
  if (!counted) throw wrongLibraryCodeError();
  const expected = Buffer.from(live.codeHash, "hex");
  const actual = Buffer.from(hashCode(config.appSecret, email, code), "hex");
  if (!timingSafeEqual(expected, actual)) throw wrongLibraryCodeError();
  await claim(db, eq(c.id, live.id), wrongLibraryCodeError);
}

/**
 * Consumes the live, unexpired code whose link token is `token` (with its code).
 * @returns the email it was mailed to
 * Throws `deadLinkError()` for an unknown, used or expired link.
 */
export async function consumeSignInLink(db: Db, token: string): Promise<string> {
  return claim(db, and(eq(c.linkHash, hashToken(token)), gt(c.expiresAt, new Date())), deadLinkError);
}

async function claim(db: Db, which: ReturnType<typeof and>, error: () => AppError): Promise<string> {
  const [consumed] = await db
    .update(c)
    .set({ consumedAt: new Date() })
    .where(and(which, isNull(c.consumedAt)))
    .returning({ email: c.email });
  if (!consumed) throw error();
  return consumed.email;
}

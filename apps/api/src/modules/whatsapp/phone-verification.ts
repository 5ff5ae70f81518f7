/**
 * The seller proves their profile's WhatsApp number is theirs before the new-sale alert goes to it
 * (ADR 0021): `POST /v1/account/phone-verification` sends a 6-digit code to the number (an
 * authentication template; by email to the account when WhatsApp is off), `…/confirm {code}`
 * checks it. The rules are those of the sign-in codes (`auth/otp.ts`, DESIGN §6, ADR 0003): an HMAC
 * keyed by APP_SECRET (over the user, the number and the code), 10 minutes, 5 attempts, a new code
 * no sooner than 60 s after the last. A code verifies only the number it was sent to; changing the
 * number clears the verification (`auth/update-profile.ts`).
 */
import { timingSafeEqual } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import type { PhoneCodeSent } from "@lapak/shared/schemas/whatsapp";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { WhatsappProvider } from "../../integrations/whatsapp/whatsapp";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { hashCode, newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, resendWait } from "../auth/otp";
import { otpEmail } from "../auth/otp-email";
import { DAILY_MESSAGES_PER_NUMBER, reserveMessage, WEEKLY_MESSAGES_PER_NUMBER } from "./recipient-limits";
import { deliverReserved } from "./send-whatsapp";

type PhoneVerificationDeps = Deps & { whatsapp: WhatsappProvider | null; log: FastifyBaseLogger };

const p = tables.phoneCodes;

/** The one answer to a code that does not verify: wrong, expired, used, past its 5 attempts, or for another number. */
function wrongPhoneCode(): AppError {
  return fieldError("code", "Kode verifikasi salah atau sudah kedaluwarsa. Periksa kode terbaru atau minta kode baru.");
}

/** The key a code's HMAC is made over: the code verifies this user's this number only. */
const codeKey = (userId: string, phone: string) => `phone:${userId}:${phone}`;

/**
 * Sends a new code for the profile's number of `userId` and voids the earlier ones: on WhatsApp
 * (the `WHATSAPP_TEMPLATE_PHONE_CODE` authentication template, counted against the number's limits
 * like any message to a typed number), or by email when WhatsApp is off.
 * Throws 422 on `phone` when the profile has no number or it is verified already; 429
 * `rate_limited` (with `retryAfter`) within 60 s of the last code or when the number had its
 * messages for the day; 422 on `phone` when Meta refuses the number; 502 when Meta cannot be
 * reached (the code is void then, and a new one may be asked for after 60 s).
 */
export async function sendPhoneCode(deps: PhoneVerificationDeps, userId: string): Promise<PhoneCodeSent> {
  const { db, config } = deps;
  const u = tables.users;
  const [user] = await db
    .select({ email: u.email, phone: u.phone, verifiedAt: u.phoneVerifiedAt })
    .from(u)
    .where(eq(u.id, userId));
  if (!user?.phone) throw fieldError("phone", "Isi nomor WhatsApp di profil toko terlebih dahulu");
  if (user.verifiedAt) throw fieldError("phone", "Nomor WhatsApp ini sudah terverifikasi");
  const phone = user.phone;
  const code = newOtpCode();
  const codeId = await storeCode(db, config, userId, phone, code);
  const sent: PhoneCodeSent = {
    channel: config.whatsapp ? "whatsapp" : "email",
    phone,
    retryAfter: config.otpResendSeconds,
    expiresInMinutes: OTP_TTL_MS / 60_000,
  };
  if (!config.whatsapp || !deps.whatsapp) {
    await deps.mailer.send(otpEmail(user.email, code, OTP_TTL_MS / 60_000));
    return sent;
  }
  const reservation = await reserveMessage(db, { kind: "phone_verification", recipient: phone, userId });
  if (reservation.outcome !== "reserved") {
    await voidCode(db, codeId);
    throw new AppError(
      "rate_limited",
      `Nomor ini sudah menerima batas pesan WhatsApp dari kami (${DAILY_MESSAGES_PER_NUMBER} dalam 24 jam, ${WEEKLY_MESSAGES_PER_NUMBER} dalam 7 hari). Coba lagi besok.`,
      { retryAfter: 24 * 60 * 60 },
    );
  }
  const message = { to: phone, template: config.whatsapp.templates.phoneCode, parameters: [code], copyCode: code };
  let status: "accepted" | "failed";
  try {
    status = await deliverReserved(deps, reservation.id, message, { userId, kind: "phone_verification" });
  } catch (error) {
    await voidCode(db, codeId);
    deps.log.error({ err: error, userId }, "phone verification code not sent");
    throw new AppError("bad_gateway", "WhatsApp sedang tidak bisa dihubungi. Coba lagi dalam 1 menit.");
  }
  if (status === "failed") {
    await voidCode(db, codeId);
    throw fieldError("phone", "Nomor ini tidak bisa menerima pesan WhatsApp. Periksa nomor di profil toko.");
  }
  return sent;
}

/**
 * Checks `code` against the newest live code of `userId`; on success marks the profile's number
 * verified. Each try counts first, atomically, so parallel guesses cannot pass 5 per code.
 * Throws 422 on `code` (one message for every failure) when wrong, expired, used up, or sent for a
 * number the profile no longer has.
 */
export async function confirmPhoneCode(
  { db, config }: Pick<Deps, "db" | "config">,
  { userId, code }: { userId: string; code: string },
): Promise<void> {
  const u = tables.users;
  const [user] = await db.select({ phone: u.phone }).from(u).where(eq(u.id, userId));
  const [live] = await db
    .select()
    .from(p)
    .where(and(eq(p.userId, userId), isNull(p.consumedAt)))
    .orderBy(desc(p.createdAt))
    .limit(1);
  if (!live || !user?.phone || live.phone !== user.phone || live.expiresAt.getTime() <= Date.now()) {
    throw wrongPhoneCode();
  }
  const [counted] = await db
    .update(p)
    .set({ attempts: sql`${p.attempts} + 1` })
    .where(and(eq(p.id, live.id), lt(p.attempts, OTP_MAX_ATTEMPTS), isNull(p.consumedAt)))
    .returning({ attempts: p.attempts });
  if (!counted) throw wrongPhoneCode();
  const expected = Buffer.from(live.codeHash, "hex");
  const actual = Buffer.from(hashCode(config.appSecret, codeKey(userId, live.phone), code), "hex");
  if (!timingSafeEqual(expected, actual)) throw wrongPhoneCode();
  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(p)
      .set({ consumedAt: new Date() })
      .where(and(eq(p.id, live.id), isNull(p.consumedAt)))
      .returning({ id: p.id });
    if (!consumed) throw wrongPhoneCode();
    // Only while the profile still has the number the code went to.
    const [verified] = await tx
      .update(u)
      .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(u.id, userId), eq(u.phone, live.phone)))
      .returning({ id: u.id });
    if (!verified) throw wrongPhoneCode();
  });
}

/**
 * Stores a new code for (`userId`, `phone`) and voids the earlier live ones, under the user's
 * advisory lock so the 60 s rule cannot race. Throws 429 `rate_limited` within 60 s of the last.
 * @returns the new code's row id
 */
async function storeCode(db: Db, config: Deps["config"], userId: string, phone: string, code: string): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${userId}`}))`);
    const [latest] = await tx
      .select({ createdAt: p.createdAt })
      .from(p)
      .where(eq(p.userId, userId))
      .orderBy(desc(p.createdAt))
      .limit(1);
    const wait = resendWait(latest, config.otpResendSeconds);
    if (wait > 0) {
      throw new AppError("rate_limited", `Tunggu ${wait} detik sebelum meminta kode baru`, { retryAfter: wait });
    }
    await tx
      .update(p)
      .set({ consumedAt: new Date() })
      .where(and(eq(p.userId, userId), isNull(p.consumedAt)));
    await tx.insert(p).values({
      id,
      userId,
      phone,
      codeHash: hashCode(config.appSecret, codeKey(userId, phone), code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
  });
  return id;
}

/** Voids a code whose message did not go out. */
async function voidCode(db: Db, id: string): Promise<void> {
  await db
    .update(p)
    .set({ consumedAt: new Date() })
    .where(and(eq(p.id, id), isNull(p.consumedAt)));
}

import { tables } from "@lapak/db";
import type { OtpPurpose } from "@lapak/shared/schemas/auth";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { issueToken } from "../../lib/tokens";
import { otpLockedEmail } from "./account-emails";
import { consumeOtp, wrongCodeError } from "./otp";
import { assertOtpNotLocked, clearWrongCodes, OTP_LOCK_MS, otpLockedError, recordWrongCode } from "./otp-lockout";
import { confirms, deleteRegistrationsOf, registrationByClient } from "./registrations";
import { toUserView } from "./user-view";

type VerifyDeps = Deps & { log: FastifyBaseLogger };

/**
 * `POST /v1/verify-otp`: checks the code, marks the email verified and signs in — for any existing
 * account, so it is also the passwordless login and the forgotten-password path (DESIGN §3).
 * Verifying an unverified email applies a registration (DESIGN §6, ADR 0017) only when the code
 * was mailed for that registration and the client shows its `registrationId` in a registration flow
 * (`purpose` "register" or left out): then the account takes that registration's name and password.
 * Any other verification leaves the account without a password, named after its email, since
 * nobody proved that the typed name was the inbox owner's. Pending registrations of the email are
 * deleted once it is verified. A verified account's password and name are never touched here.
 * Every wrong code counts toward the email's lock (`otp-lockout.ts`): the 10th within 15 minutes
 * locks sign-in by code for 15 minutes and mails the owner once.
 * Throws `wrongCodeError()` (422 on `code`) for a wrong, expired or used-up code and, alike, for an
 * email with no account (DESIGN §6); 429 `otp_locked` (with `retryAfter`) while locked, the right
 * code included, and for the wrong code that sets the lock.
 */
export async function verifyOtpAndSignIn(
  deps: VerifyDeps,
  {
    email,
    code,
    purpose,
    registrationId,
  }: { email: string; code: string; purpose?: OtpPurpose; registrationId?: string },
) {
  const { db, config } = deps;
  await assertOtpNotLocked(db, email);
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  let otp: Awaited<ReturnType<typeof consumeOtp>>;
  try {
    if (!user) throw wrongCodeError();
    otp = await consumeOtp(deps, email, code);
  } catch (error) {
    if (error instanceof AppError && error.code === "validation") await countWrongCode(deps, email, Boolean(user));
    throw error;
  }
  await clearWrongCodes(db, email);
  const inRegistration = otp.purpose === "register" && (purpose ?? otp.purpose) === "register";
  const registration =
    inRegistration && !user.emailVerifiedAt ? await registrationByClient(db, email, registrationId) : undefined;
  const applied = confirms(otp.registrationId, registration) ? registration : undefined;
  await db
    .update(tables.users)
    .set({
      emailVerifiedAt: new Date(),
      passwordHash: applied?.passwordHash ?? null,
      name: applied?.name ?? nameFromEmail(email),
      updatedAt: new Date(),
    })
    .where(and(eq(tables.users.id, user.id), isNull(tables.users.emailVerifiedAt)));
  await deleteRegistrationsOf(db, email);
  const [fresh] = await db.select().from(tables.users).where(eq(tables.users.id, user.id));
  return { token: await issueToken(db, user.id, "code"), user: toUserView(fresh, config) };
}

/** The name of an account verified without its registration: the email's local part (`budi` of budi@…). */
function nameFromEmail(email: string): string {
  return email.split("@")[0].slice(0, 100);
}

/**
 * Counts a wrong code; throws the lock's 429 when this one reached the limit (mailing the owner,
 * if the email has an account, the one time the lock is set). Returns when not locked.
 */
async function countWrongCode({ db, mailer, log }: VerifyDeps, email: string, hasAccount: boolean) {
  const { lockedUntil, justLocked } = await recordWrongCode(db, email);
  if (!lockedUntil || lockedUntil.getTime() <= Date.now()) return;
  if (justLocked && hasAccount) {
    try {
      await mailer.send(otpLockedEmail(email, OTP_LOCK_MS / 60_000));
    } catch (err) {
      log.error({ err, mail: "otp_locked" }, "lock notice email failed");
    }
  }
  throw otpLockedError(lockedUntil);
}

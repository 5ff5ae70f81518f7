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
import { toUserView } from "./user-view";

type VerifyDeps = Deps & { log: FastifyBaseLogger };

/**
 * `POST /v1/verify-otp`: checks the code, marks the email verified and signs in — for any existing
 * account, so it is also the passwordless login and the forgotten-password path (DESIGN §3).
 * Verifying an unverified email sets its password from the code (DESIGN §6): a registration code
 * entered in a registration flow (`purpose` "register" or left out) activates the password of the
 * registration it was sent for; any other verification leaves the account without a password.
 * A verified account's password is never touched here.
 * Every wrong code counts toward the email's lock (`otp-lockout.ts`): the 10th within 15 minutes
 * locks sign-in by code for 15 minutes and mails the owner once.
 * Throws `wrongCodeError()` (422 on `code`) for a wrong, expired or used-up code and, alike, for an
 * email with no account (DESIGN §6); 429 `otp_locked` (with `retryAfter`) while locked, the right
 * code included, and for the wrong code that sets the lock.
 */
export async function verifyOtpAndSignIn(
  deps: VerifyDeps,
  { email, code, purpose }: { email: string; code: string; purpose?: OtpPurpose },
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
  const activates = otp.purpose === "register" && (purpose ?? otp.purpose) === "register";
  await db
    .update(tables.users)
    .set({ emailVerifiedAt: new Date(), passwordHash: activates ? otp.passwordHash : null, updatedAt: new Date() })
    .where(and(eq(tables.users.id, user.id), isNull(tables.users.emailVerifiedAt)));
  const [fresh] = await db.select().from(tables.users).where(eq(tables.users.id, user.id));
  return { token: await issueToken(db, user.id, "code"), user: toUserView(fresh, config) };
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

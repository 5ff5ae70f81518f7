import type { LibrarySession, LibraryVerifyBody } from "@lapak/shared/schemas/library";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { assertOtpNotLocked, clearWrongCodes, otpLockedError, recordWrongCode } from "../auth/otp-lockout";
import { consumeLibraryCode, consumeSignInLink } from "./library-codes";
import { startLibrarySession } from "./library-sessions";

/**
 * `POST /v1/library/verify`: checks the emailed code and starts a 30-day library session of
 * `email` (DESIGN §4 "Buyer library"). Wrong codes count toward the email's lock of sign-in by code
 * (`auth/otp-lockout.ts`, table `otp_lockouts`: 10 within 15 minutes lock it for 15 minutes), the
 * one the seller's OTP keeps: both codes prove the same inbox. Nothing here reads purchases, so the
 * answers are the same for an email that bought and one that did not.
 * Throws `wrongLibraryCodeError()` (422 on `code`) for a wrong, expired or used-up code; 429
 * `otp_locked` while locked (the right code too) and for the wrong code that sets the lock.
 */
export async function verifyLibraryCode(deps: Deps, { email, code }: LibraryVerifyBody): Promise<LibrarySession> {
  const { db } = deps;
  await assertOtpNotLocked(db, email);
  try {
    await consumeLibraryCode(deps, email, code);
  } catch (error) {
    if (error instanceof AppError && error.code === "validation") {
      const { lockedUntil } = await recordWrongCode(db, email);
      if (lockedUntil && lockedUntil.getTime() > Date.now()) throw otpLockedError(lockedUntil);
    }
    throw error;
  }
  await clearWrongCodes(db, email);
  return startLibrarySession(db, email);
}

/**
 * `POST /v1/library/verify-link`: the one-time link of the sign-in email, as the web page
 * `/my-library/sign-in?token=…` posts it. Consumes the link and its code and starts a session of the
 * email it was mailed to. Throws `deadLinkError()` (422 on `token`) for a used, expired or unknown
 * link; the token's 256 bits need no guess counting beyond the route's rate limit.
 */
export async function verifySignInLink({ db }: Pick<Deps, "db">, token: string): Promise<LibrarySession> {
  const email = await consumeSignInLink(db, token);
  return startLibrarySession(db, email);
}

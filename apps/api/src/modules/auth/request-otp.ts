import { tables } from "@lapak/db";
import type { RequestOtpBody } from "@lapak/shared/schemas/auth";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { OTP_RESEND_SECONDS, sendOtp } from "./otp";
import { registrationResend } from "./registration-codes";

/**
 * `POST /v1/request-otp`: mails a code to a registered email. `purpose: "register"` ("Kirim Ulang
 * Kode" on a registration's verify page) keeps the pending registration's password on the new code
 * while the email is unverified (`registrationResend`); anything else, and any request for a
 * verified account, mails a sign-in code (DESIGN §6). Within 60 s of the previous code (or notice)
 * nothing is mailed. Every case — unknown email, too soon, mailed — answers the same 60 s, so the
 * call does not reveal who has an account (a 429 only for known emails did); waiting 60 s is always
 * enough.
 * @returns seconds before the next code may be asked for: always `OTP_RESEND_SECONDS`
 */
export async function requestOtp(deps: Deps, body: RequestOtpBody): Promise<number> {
  try {
    return await mailCode(deps, body);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return OTP_RESEND_SECONDS;
    throw error;
  }
}

async function mailCode(deps: Deps, { email, purpose }: RequestOtpBody): Promise<number> {
  const [user] = await deps.db
    .select({ verifiedAt: tables.users.emailVerifiedAt })
    .from(tables.users)
    .where(eq(tables.users.email, email))
    .limit(1);
  if (!user) return OTP_RESEND_SECONDS;
  if (purpose === "register" && !user.verifiedAt) return sendOtp(deps, email, registrationResend);
  return sendOtp(deps, email, { purpose: "sign_in", passwordHash: null });
}

import { tables } from "@lapak/db";
import type { RequestOtpBody } from "@lapak/shared/schemas/auth";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { sendOtp } from "./otp";
import { registrationByClient } from "./registrations";

/**
 * `POST /v1/request-otp`: mails a code to a registered email. `purpose: "register"` with the
 * `registrationId` that `POST /v1/auth/register` answered ("Kirim Ulang Kode" on that client's
 * verify page) mails a code for that registration while the email is unverified (ADR 0017);
 * anything else — another client's or no registration id, any request for a verified account —
 * mails a sign-in code, which activates no password (DESIGN §6). Within 60 s of the previous code (or notice)
 * nothing is mailed. Every case — unknown email, too soon, mailed — answers the same 60 s, so the
 * call does not reveal who has an account (a 429 only for known emails would); waiting 60 s is
 * always enough.
 * @returns seconds before the next code may be asked for: always `config.otpResendSeconds` (60)
 */
export async function requestOtp(deps: Deps, body: RequestOtpBody): Promise<number> {
  try {
    return await mailCode(deps, body);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return deps.config.otpResendSeconds;
    throw error;
  }
}

async function mailCode(deps: Deps, { email, purpose, registrationId }: RequestOtpBody): Promise<number> {
  const [user] = await deps.db
    .select({ verifiedAt: tables.users.emailVerifiedAt })
    .from(tables.users)
    .where(eq(tables.users.email, email))
    .limit(1);
  if (!user) return deps.config.otpResendSeconds;
  const registration =
    purpose === "register" && !user.verifiedAt ? await registrationByClient(deps.db, email, registrationId) : undefined;
  if (registration) return sendOtp(deps, email, { purpose: "register", registrationId: registration.id });
  return sendOtp(deps, email, { purpose: "sign_in", registrationId: null });
}

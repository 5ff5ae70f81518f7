import { newId, tables } from "@lapak/db";
import type { RegisterBody } from "@lapak/shared/schemas/auth";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { registrationNoticeEmail } from "./account-emails";
import { liveCodeOf, sendOtp } from "./otp";
import { hashPassword, verifyPassword } from "./passwords";
import {
  claimRegistrationNotice,
  newRegistrationId,
  type Registration,
  recordRegistration,
  registrationById,
} from "./registrations";

/**
 * `POST /v1/auth/register`: records a registration of an email not verified yet and mails a code
 * for it; the name and password typed here become the account's only when that code is verified by
 * the same client, which proves it with the opaque `registrationId` answered here (DESIGN §6,
 * ADR 0017). The account row is created by the first registration of an email; later registrations
 * add their own pending rows and change neither the account nor another registration's code.
 * Within 60 s of the last code nothing is mailed: "Kirim Ulang Kode" with this `registrationId`
 * mails this registration's code later. The same name and password sent again by a double tap may
 * confirm the code already mailed (`sameAs`).
 * An email that is already a verified account gets the same answer (no account enumeration, DESIGN
 * §6) — a `registrationId` that binds nothing — and the same argon2 cost; the account does not
 * change, and its owner is mailed a notice with a sign-in link instead of a code, on the codes'
 * 60 s clock (`claimRegistrationNotice`).
 * @returns `{ email, mustVerifyOtp: true, registrationId, resendAfter }` in every case (`resendAfter`:
 * seconds before "Kirim Ulang Kode" may ask again, `config.otpResendSeconds`)
 */
export async function registerAccount(deps: Deps, input: RegisterBody) {
  const { db } = deps;
  const { email, name } = input;
  const passwordHash = await hashPassword(input.password);
  const registrationId = newRegistrationId();
  const answer = { email, mustVerifyOtp: true as const, registrationId, resendAfter: deps.config.otpResendSeconds };
  const [existing] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  if (existing?.emailVerifiedAt) {
    if (await claimRegistrationNotice(deps, email)) {
      await deps.mailer.send(registrationNoticeEmail(email, deps.config.appUrl));
    } else {
      // Within 60 s an unverified email compares the password with the live code's (below): cost the same.
      await verifyPassword(null, input.password);
    }
    return answer;
  }
  if (!existing) {
    await db.insert(tables.users).values({ id: newId(), email, name }).onConflictDoNothing();
  }
  const live = await liveRegistrationOf(deps, email);
  const sameAs = live && live.name === name && (await verifyPassword(live.passwordHash, input.password));
  const registration = await recordRegistration(db, {
    email,
    name,
    passwordHash,
    registrationId,
    sameAs: sameAs ? (live.sameAs ?? live.id) : null,
  });
  try {
    await sendOtp(deps, email, { purpose: "register", registrationId: registration.id });
  } catch (error) {
    // Within 60 s of the last code: nothing is mailed now; a resend with this id mails this one's.
    if (!(error instanceof AppError && error.code === "rate_limited")) throw error;
  }
  return answer;
}

/** The registration the live code of `email` was mailed for, if that code is a registration's. */
async function liveRegistrationOf({ db }: Deps, email: string): Promise<Registration | undefined> {
  const live = await liveCodeOf(db, email);
  return live?.registrationId ? registrationById(db, live.registrationId) : undefined;
}

import { newId, tables } from "@lapak/db";
import type { RegisterBody } from "@lapak/shared/schemas/auth";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { registrationNoticeEmail } from "./account-emails";
import { sendOtp } from "./otp";
import { hashPassword, verifyPassword } from "./passwords";
import { claimRegistrationNotice, holdRegistration, liveRegistrationCodeOf } from "./registration-codes";

/**
 * `POST /v1/auth/register`: creates an unverified account and mails a registration code that
 * carries the new password's hash; the password opens the account only once that code is verified
 * (DESIGN §6). Registering an email that was never verified replaces its name and the earlier
 * attempt (its codes stop activating anything) and mails a new code — or, within 60 s of the last
 * code, keeps the new password for "Kirim Ulang Kode" (`holdRegistration`).
 * An email that is already a verified account gets the same answer (no account enumeration, DESIGN
 * §6) and the same argon2 cost; the account does not change, and its owner is mailed a notice with
 * a sign-in link instead of a code, on the codes' 60 s clock (`claimRegistrationNotice`).
 * @returns `{ email, mustVerifyOtp: true }` in every case
 */
export async function registerAccount(deps: Deps, input: RegisterBody) {
  const { db } = deps;
  const { email } = input;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  if (existing?.emailVerifiedAt) {
    if (await claimRegistrationNotice(deps, email)) {
      await deps.mailer.send(registrationNoticeEmail(email, deps.config.appUrl));
    } else {
      // Within 60 s an unverified email compares the password with the live code's (below): cost the same.
      await verifyPassword(null, input.password);
    }
    return { email, mustVerifyOtp: true as const };
  }
  if (existing) {
    await db
      .update(tables.users)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(tables.users.id, existing.id));
  } else {
    await db.insert(tables.users).values({ id: newId(), email, name: input.name }).onConflictDoNothing();
  }
  try {
    await sendOtp(deps, email, { purpose: "register", passwordHash });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "rate_limited")) throw error;
    // The same registration sent twice keeps the code already mailed; another password replaces it.
    const live = await liveRegistrationCodeOf(db, email);
    const same = live?.passwordHash ? await verifyPassword(live.passwordHash, input.password) : false;
    await holdRegistration(deps, email, passwordHash, same ? live?.id : undefined);
  }
  return { email, mustVerifyOtp: true as const };
}

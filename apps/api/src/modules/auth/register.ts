import { newId, tables } from "@lapak/db";
import type { RegisterBody } from "@lapak/shared/schemas/auth";
import { eq } from "drizzle-orm";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { sendOtp } from "./otp";
import { hashPassword, verifyPassword } from "./passwords";
import { holdRegistration, liveRegistrationCodeOf } from "./registration-codes";

/**
 * `POST /v1/auth/register`: creates an unverified account and mails a registration code that
 * carries the new password's hash; the password opens the account only once that code is verified
 * (DESIGN §6). Registering an email that was never verified replaces its name and the earlier
 * attempt (its codes stop activating anything) and mails a new code — or, within 60 s of the last
 * code, keeps the new password for "Kirim Ulang Kode" (`holdRegistration`).
 * Throws 422 on `email` when that email is already a verified account.
 */
export async function registerAccount(deps: Deps & { input: RegisterBody }) {
  const { db, input } = deps;
  const { email } = input;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  if (existing?.emailVerifiedAt) throw fieldError("email", "Email sudah terdaftar. Silakan masuk.");
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

import { newId, tables } from "@lapak/db";
import type { RegisterBody } from "@lapak/shared/schemas/auth";
import { eq } from "drizzle-orm";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { sendOtp } from "./otp";
import { hashPassword } from "./passwords";

/**
 * `POST /v1/auth/register`: creates an unverified account and mails an OTP. Registering an email
 * that was never verified replaces its name and password and mails a new code (DESIGN §3).
 * Throws 422 on `email` when that email is already a verified account.
 */
export async function registerAccount(deps: Deps & { input: RegisterBody }) {
  const { db, input } = deps;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(tables.users).where(eq(tables.users.email, input.email)).limit(1);
  if (existing?.emailVerifiedAt) throw fieldError("email", "Email sudah terdaftar. Silakan masuk.");
  if (existing) {
    await db
      .update(tables.users)
      .set({ name: input.name, passwordHash, updatedAt: new Date() })
      .where(eq(tables.users.id, existing.id));
  } else {
    await db
      .insert(tables.users)
      .values({
        id: newId(),
        email: input.email,
        name: input.name,
        passwordHash,
      })
      .onConflictDoNothing();
  }
  try {
    await sendOtp({ ...deps, email: input.email });
  } catch (error) {
    // A code sent less than a minute ago is still valid: the account is saved, the person can use it.
    if (!(error instanceof AppError && error.code === "rate_limited")) throw error;
  }
  return { email: input.email, mustVerifyOtp: true as const };
}

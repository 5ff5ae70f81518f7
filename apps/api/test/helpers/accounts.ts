/** Small steps the API tests repeat: a fresh email, a signed-up account, an aged OTP. */
import { randomBytes } from "node:crypto";
import { type Db, tables } from "@lapak/db";
import type { User } from "@lapak/shared/schemas/user";
import { eq, sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

export const PASSWORD = "rahasia-banget-123";

/** A new address for each call, so tests sharing a file's database never meet. */
export function uniqueEmail(label = "kreator"): string {
  return `${label}.${randomBytes(4).toString("hex")}@contoh.id`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  user: User;
}

/** Registers, reads the OTP from the outbox and verifies it: a signed-in, verified account. */
export async function signUp(
  { app, outbox }: Pick<TestApp, "app" | "outbox">,
  { email = uniqueEmail(), password = PASSWORD, name = "Sari Wulandari" } = {},
): Promise<SignedUp> {
  const registered = await app.inject({ method: "POST", url: "/v1/auth/register", payload: { name, email, password } });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await app.inject({
    method: "POST",
    url: "/v1/verify-otp",
    payload: { email, code: outbox.latestCode(email), registrationId: registered.json().data.registrationId },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  const { token, user } = verified.json().data;
  return { email, password, token, user };
}

/** Moves every OTP of `email` `seconds` into the past, as if that much time had gone by since it was sent. */
export async function ageOtpCodes(db: Db, email: string, seconds: number): Promise<void> {
  await db
    .update(tables.otpCodes)
    .set({
      createdAt: sql`${tables.otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${tables.otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(tables.otpCodes.email, email));
}

/**
 * Moves the OTP lock record of `email` (wrong codes counted, lock end) `seconds` into the past, as if
 * that much time had gone by since the wrong codes.
 */
export async function ageOtpLock(db: Db, email: string, seconds: number): Promise<void> {
  await db
    .update(tables.otpLockouts)
    .set({
      windowStartedAt: sql`${tables.otpLockouts.windowStartedAt} - make_interval(secs => ${seconds})`,
      lockedUntil: sql`${tables.otpLockouts.lockedUntil} - make_interval(secs => ${seconds})`,
    })
    .where(eq(tables.otpLockouts.email, email));
}

import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { issueToken } from "../../lib/tokens";
import { verifyPassword } from "./passwords";
import { latestRegistrationOf, newRegistrationId, recordRegistration } from "./registrations";
import { toUserView } from "./user-view";

/**
 * `POST /v1/auth/login`: email + password → `{ token, user }`.
 * Throws 401 "Email atau kata sandi salah" (same answer, same argon2 cost, for an unknown email),
 * and 403 `email_not_verified` when the email is not verified yet and the password is the one of
 * its newest registration (DESIGN §3, §6). That 403 carries a new `registrationId` bound to the same
 * name and password (ADR 0017): whoever typed the password is that registration's client, and the
 * web app then mails a code for it and verifies with it.
 */
export async function loginWithPassword(
  { db, config }: Pick<Deps, "db" | "config">,
  { email, password }: { email: string; password: string },
) {
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  const pending = user && !user.emailVerifiedAt ? await latestRegistrationOf(db, email) : undefined;
  const hash = !user ? null : user.emailVerifiedAt ? user.passwordHash : (pending?.passwordHash ?? null);
  const ok = await verifyPassword(hash, password);
  if (!user || !ok) throw new AppError("unauthorized", "Email atau kata sandi salah");
  if (pending) {
    const registrationId = newRegistrationId();
    await recordRegistration(db, { ...pending, registrationId, sameAs: pending.sameAs ?? pending.id });
    throw new AppError("email_not_verified", "Email Anda belum diverifikasi. Masukkan kode OTP yang kami kirim.", {
      registrationId,
    });
  }
  return { token: await issueToken(db, user.id, "password"), user: toUserView(user, config) };
}

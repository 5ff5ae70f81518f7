import { tables } from "@lapak/db";
import type { ChangePasswordBody } from "@lapak/shared/schemas/auth";
import { and, eq, isNull, ne } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import type { Session } from "../../plugins/auth";
import { passwordChangedEmail } from "./account-emails";
import { hashPassword, verifyPassword } from "./passwords";

/**
 * How long after a sign-in by code the password may be changed without the current one: 10
 * minutes, in ms (the forgotten-password path: "Masuk dengan kode OTP", then a new password).
 */
export const FRESH_CODE_SIGN_IN_MS = 10 * 60 * 1000;

/** Whether `session` was signed in by a one-time code less than 10 minutes ago. */
export function isFreshCodeSignIn(session: Pick<Session, "signedInWith" | "signedInAt">, now = new Date()): boolean {
  return session.signedInWith === "code" && now.getTime() - session.signedInAt.getTime() < FRESH_CODE_SIGN_IN_MS;
}

/**
 * `PUT /v1/auth/password`: sets a new password and revokes every other session of the account
 * (the one making the change stays signed in). A session token alone is not enough (a shared
 * computer, a stolen cookie): the current password must be given, unless the session was signed in
 * by code within the last 10 minutes — the code proved the inbox (DESIGN §3, forgotten password).
 * A current password that is given is checked either way. The owner is mailed "Kata sandi akun
 * Lapak Anda diubah" with the time in WIB (`passwordChangedEmail`), a `send-email` job committed with
 * the change (ADR 0014): the reset path and an intruder's change alike, as banks do; a refused
 * change mails nothing. Throws 422 on `currentPassword` when it is wrong, or needed and missing (an
 * account without a password is told to sign in by code); 503 when the argon2 queue is full.
 */
export async function changePassword(
  { db, mailer, config }: Pick<Deps, "db" | "mailer" | "config">,
  { session, input }: { session: Session; input: ChangePasswordBody },
): Promise<void> {
  const { user, tokenId } = session;
  // A current password that is given is always checked, fresh code sign-in or not: someone who
  // types it into "Ubah kata sandi" and gets it wrong must hear so, not see the change go through.
  if (input.currentPassword) {
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw fieldError("currentPassword", "Kata sandi saat ini salah");
    }
  } else if (!isFreshCodeSignIn(session)) {
    throw fieldError(
      "currentPassword",
      user.passwordHash
        ? "Masukkan kata sandi saat ini. Lupa? Masuk dengan kode OTP, lalu buat kata sandi baru dalam 10 menit."
        : "Akun Anda belum punya kata sandi. Masuk dengan kode OTP, lalu buat kata sandi dalam 10 menit.",
    );
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(tables.users).set({ passwordHash, updatedAt: now }).where(eq(tables.users.id, user.id));
    await tx
      .update(tables.authTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(tables.authTokens.userId, user.id),
          ne(tables.authTokens.id, tokenId),
          isNull(tables.authTokens.revokedAt),
        ),
      );
    await mailer.send(passwordChangedEmail(user, now, config.appUrl), { tx });
  });
}

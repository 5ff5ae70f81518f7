/**
 * Registration codes (DESIGN §6, account pre-hijacking): the password chosen at registration is
 * kept on the code sent for that registration, never on the account, and becomes the account's
 * password only when that code is verified (`verify-otp.ts`). Anyone can register an address that
 * was never verified, so a password nobody proved to be the inbox owner's must never open it.
 */
import { randomBytes } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../../env";
import type { Deps } from "../../lib/deps";
import { type CodeContent, hashCode, latestCodeOf, liveCodeOf, lockCodesOf, type OtpCode, resendWait } from "./otp";

/**
 * The password hash of `email`'s pending registration: the one on its latest code when that code
 * is a registration's (live, expired or voided), else null. A sign-in code asked for later ends the
 * pending registration. Only meaningful while the email is unverified.
 */
export async function pendingPasswordHash(db: Deps["db"], email: string): Promise<string | null> {
  const latest = await latestCodeOf(db, email);
  return latest?.purpose === "register" ? latest.passwordHash : null;
}

/**
 * What "Kirim Ulang Kode" on a registration's verify page mails, decided from the latest code:
 * a registration code carrying the same password when the latest code is a registration's,
 * otherwise a plain sign-in code (so nobody can revive a registration the owner walked away from).
 */
export function registrationResend(latest: OtpCode | undefined): CodeContent {
  return latest?.purpose === "register" && latest.passwordHash
    ? { purpose: "register", passwordHash: latest.passwordHash }
    : { purpose: "sign_in", passwordHash: null };
}

/** The live registration code of `email`, if its latest live code is one. */
export async function liveRegistrationCodeOf(db: Deps["db"], email: string): Promise<OtpCode | undefined> {
  const live = await liveCodeOf(db, email);
  return live?.purpose === "register" ? live : undefined;
}

/**
 * Records a registration that came within 60 s of the latest code, when no mail may go out yet
 * (1 code per 60 s per email, DESIGN §6). It replaces the earlier attempt: the live registration
 * code is voided, so a code mailed for registration A never activates password B nor A's own, and
 * the new password is kept on a code row that was never mailed and is void from birth — the next
 * resend carries it, and login answers 403 for it. `sameAs` names a live registration code already
 * known to carry this very password (a double tap on "Daftar"): then nothing changes.
 */
export async function holdRegistration(
  { db, config }: Pick<Deps, "db" | "config">,
  email: string,
  passwordHash: string,
  sameAs?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCodesOf(tx, email);
    const live = await liveRegistrationCodeOf(tx, email);
    if (sameAs && live?.id === sameAs) return;
    const now = new Date();
    await tx
      .update(tables.otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(tables.otpCodes.email, email),
          eq(tables.otpCodes.purpose, "register"),
          isNull(tables.otpCodes.consumedAt),
        ),
      );
    // The row exists for its password; it can never be consumed.
    await insertUntoldCode(tx, config, { email, now, purpose: "register", passwordHash });
  });
}

/**
 * Registering an email that is already a verified account changes nothing about the account; the
 * owner is told by email instead of being sent a code (DESIGN §6). That notice is a mail to the
 * address like a code, so it keeps the codes' clock: at most one per 60 s per email, counting codes.
 * Under the per-email lock, records the notice as a code row nobody is told and nobody can use
 * (it only moves the clock) and returns true when the notice may go out now, false within 60 s of
 * the last code or notice.
 */
export async function claimRegistrationNotice({ db, config }: Pick<Deps, "db" | "config">, email: string) {
  return db.transaction(async (tx) => {
    await lockCodesOf(tx, email);
    if (resendWait(await latestCodeOf(tx, email)) > 0) return false;
    const now = new Date();
    await insertUntoldCode(tx, config, { email, now, purpose: "sign_in", passwordHash: null });
    return true;
  });
}

/**
 * A code row nobody is ever told (a random code, expired and consumed at `now`): it keeps a
 * password for "Kirim Ulang Kode" or moves the email's 60 s clock, and can never sign anyone in.
 */
async function insertUntoldCode(
  tx: Db,
  config: Pick<Config, "appSecret">,
  row: { email: string; now: Date; purpose: "register" | "sign_in"; passwordHash: string | null },
): Promise<void> {
  const { email, now, purpose, passwordHash } = row;
  await tx.insert(tables.otpCodes).values({
    id: newId(),
    email,
    codeHash: hashCode(config.appSecret, email, randomBytes(16).toString("hex")),
    expiresAt: now,
    consumedAt: now,
    purpose,
    passwordHash,
  });
}

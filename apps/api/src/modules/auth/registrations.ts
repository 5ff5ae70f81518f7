/**
 * Pending registrations (DESIGN §6, ADR 0017: account pre-hijacking and sign-up takeover). The
 * name and password typed at `POST /v1/auth/register` are kept on a `registrations` row, never on
 * the account, and bound to the client that typed them by an opaque registration id returned to
 * that client alone. They become the account's only when a code mailed for that registration is
 * verified by a client showing the same id: anyone can register an address that was never
 * verified, so nothing one client typed may ever apply to another client's verification.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import { and, desc, eq } from "drizzle-orm";
import type { Config } from "../../env";
import type { Deps } from "../../lib/deps";
import { hashCode, latestCodeOf, lockCodesOf, resendWait } from "./otp";

export type Registration = typeof tables.registrations.$inferSelect;

/** SHA-256 (hex) of a registration id: what the table keeps, so a database leak binds nothing. */
function keyHashOf(registrationId: string): string {
  return createHash("sha256").update(registrationId).digest("hex");
}

/** A new opaque registration id: 32 random bytes, base64url (43 characters). */
export function newRegistrationId(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Records a registration of `email` for the client that will hold `registrationId`.
 * `sameAs` names the registration whose live code this one may also confirm (a double tap).
 * @returns the stored row
 */
export async function recordRegistration(
  db: Db,
  row: { email: string; name: string; passwordHash: string; registrationId: string; sameAs?: string | null },
): Promise<Registration> {
  const [stored] = await db
    .insert(tables.registrations)
    .values({
      id: newId(),
      email: row.email,
      keyHash: keyHashOf(row.registrationId),
      name: row.name,
      passwordHash: row.passwordHash,
      sameAs: row.sameAs ?? null,
    })
    .returning();
  return stored;
}

/**
 * The registration of `email` that `registrationId` was handed out for, or undefined (an unknown,
 * missing or malformed id, or one made for another email).
 */
export async function registrationByClient(
  db: Db,
  email: string,
  registrationId: string | undefined,
): Promise<Registration | undefined> {
  if (!registrationId) return undefined;
  const [row] = await db
    .select()
    .from(tables.registrations)
    .where(and(eq(tables.registrations.keyHash, keyHashOf(registrationId)), eq(tables.registrations.email, email)))
    .limit(1);
  return row;
}

/** A registration by its row id (the one a code was mailed for). */
export async function registrationById(db: Db, id: string): Promise<Registration | undefined> {
  const [row] = await db.select().from(tables.registrations).where(eq(tables.registrations.id, id)).limit(1);
  return row;
}

/**
 * The newest registration of `email`: the one whose password `POST /v1/auth/login` answers
 * 403 `email_not_verified` for while the email is unverified (a later registration replaces it).
 */
export async function latestRegistrationOf(db: Db, email: string): Promise<Registration | undefined> {
  const [row] = await db
    .select()
    .from(tables.registrations)
    .where(eq(tables.registrations.email, email))
    .orderBy(desc(tables.registrations.createdAt))
    .limit(1);
  return row;
}

/**
 * True when a code mailed for the registration `codeRegistrationId` confirms `registration`: the
 * code was mailed for it, or for the registration it repeats (`sameAs`).
 */
export function confirms(codeRegistrationId: string | null, registration: Registration | undefined): boolean {
  if (!codeRegistrationId || !registration) return false;
  return registration.id === codeRegistrationId || registration.sameAs === codeRegistrationId;
}

/** Deletes every pending registration of `email` (once it is verified, they hold nothing of use). */
export async function deleteRegistrationsOf(db: Db, email: string): Promise<void> {
  await db.delete(tables.registrations).where(eq(tables.registrations.email, email));
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
    if (resendWait(await latestCodeOf(tx, email), config.otpResendSeconds) > 0) return false;
    await insertUntoldCode(tx, config, email, new Date());
    return true;
  });
}

/**
 * A sign-in code row nobody is ever told (a random code, expired and consumed at `now`): it moves
 * the email's 60 s clock and can never sign anyone in.
 */
async function insertUntoldCode(tx: Db, config: Pick<Config, "appSecret">, email: string, now: Date): Promise<void> {
  await tx.insert(tables.otpCodes).values({
    id: newId(),
    email,
    codeHash: hashCode(config.appSecret, email, randomBytes(16).toString("hex")),
    expiresAt: now,
    consumedAt: now,
    purpose: "sign_in",
    registrationId: null,
  });
}

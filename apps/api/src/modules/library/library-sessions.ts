/**
 * Buyer library sessions (DESIGN §4 "Buyer library"): opaque tokens of an email like the seller's
 * (`lib/tokens.ts`, DESIGN §3) — 256 random bits, only their SHA-256 stored in `library_sessions`,
 * valid 30 days, revoked by signing out. The web keeps the token in the HttpOnly `library_token`
 * cookie; API clients send it as `Authorization: Bearer`.
 */
import { randomBytes } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import type { LibrarySession } from "@lapak/shared/schemas/library";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken, SESSION_TTL_MS } from "../../lib/tokens";

const s = tables.librarySessions;

/** A live library session: its row id and email. */
export interface LibraryCaller {
  sessionId: string;
  email: string;
}

/** Starts a 30-day session for `email`; the token is shown once, never stored. */
export async function startLibrarySession(db: Db, email: string): Promise<LibrarySession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(s).values({ id: newId(), email, tokenHash: hashToken(token), expiresAt });
  return { token, email, expiresAt: expiresAt.toISOString() };
}

/** The live (unexpired, unrevoked) session of `token`, or null. */
export async function findLibrarySession(db: Db, token: string): Promise<LibraryCaller | null> {
  const [row] = await db
    .select({ sessionId: s.id, email: s.email })
    .from(s)
    .where(and(eq(s.tokenHash, hashToken(token)), isNull(s.revokedAt), gt(s.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Revokes one session (signing out); its token is refused from then on. */
export async function revokeLibrarySession(db: Db, sessionId: string): Promise<void> {
  await db.update(s).set({ revokedAt: new Date() }).where(eq(s.id, sessionId));
}

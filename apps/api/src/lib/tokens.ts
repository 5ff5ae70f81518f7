/**
 * Opaque session tokens (DESIGN §3): 256 random bits, only their SHA-256 stored, revocable, with an
 * expiry.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import type { SignInMethod } from "@lapak/shared/schemas/auth";
import { and, eq, gt, isNull } from "drizzle-orm";

/** How long a session lasts: 30 days, in ms. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How a session was signed in (`auth_tokens.signed_in_with`). */
export type { SignInMethod };

/**
 * Creates a session for `userId`, remembering how it was signed in (a recent sign-in by code may
 * set a new password without the current one), and returns the bearer token (shown once, never
 * stored).
 */
export async function issueToken(db: Db, userId: string, signedInWith: SignInMethod): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(tables.authTokens).values({
    id: newId(),
    userId,
    signedInWith,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * The user behind a live (unexpired, unrevoked) token, with the token's id, how it was signed in
 * (null for sessions older than that column) and when, or null.
 */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({
      tokenId: tables.authTokens.id,
      signedInWith: tables.authTokens.signedInWith,
      signedInAt: tables.authTokens.createdAt,
      user: tables.users,
    })
    .from(tables.authTokens)
    .innerJoin(tables.users, eq(tables.users.id, tables.authTokens.userId))
    .where(
      and(
        eq(tables.authTokens.tokenHash, hashToken(token)),
        isNull(tables.authTokens.revokedAt),
        gt(tables.authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(tables.authTokens).set({ revokedAt: new Date() }).where(eq(tables.authTokens.id, tokenId));
}

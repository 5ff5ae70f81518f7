/**
 * Opaque session tokens (DESIGN §3): 256 random bits, only their SHA-256 stored, revocable, with an
 * expiry.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import { and, eq, gt, isNull } from "drizzle-orm";

/** How long a session lasts: 30 days, in ms. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a session for `userId` and returns the bearer token (shown once, never stored). */
export async function issueToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(tables.authTokens).values({
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The user and token id behind a live (unexpired, unrevoked) token, or null. */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({ tokenId: tables.authTokens.id, user: tables.users })
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

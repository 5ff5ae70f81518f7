import { tables } from "@lapak/db";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { hashPassword } from "./passwords";

/**
 * `PUT /v1/auth/password`: sets a new password and revokes every other session of the account
 * (the one making the change stays signed in).
 */
export async function changePassword(deps: Pick<Deps, "db"> & { userId: string; tokenId: string; password: string }) {
  const { db, userId, tokenId, password } = deps;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(tables.users).set({ passwordHash, updatedAt: new Date() }).where(eq(tables.users.id, userId));
    await tx
      .update(tables.authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(tables.authTokens.userId, userId),
          ne(tables.authTokens.id, tokenId),
          isNull(tables.authTokens.revokedAt),
        ),
      );
  });
}

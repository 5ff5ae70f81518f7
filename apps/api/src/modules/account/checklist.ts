import { tables } from "@lapak/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import type { SessionUser } from "../../plugins/auth";
import { isProfileComplete } from "../auth/user-view";

/**
 * `GET /v1/account/checklist`: the new seller's steps, computed from real state (issue "The
 * seller's dashboard"): profile complete, a first product, a first sale (a paid transaction, a
 * lead-magnet sign-up included), activation approved, and the store link copied or shared once.
 */
export async function getChecklist({ db }: Pick<Deps, "db">, user: SessionUser) {
  const [row] = await db
    .select({
      hasProduct: sql<boolean>`exists (select 1 from ${tables.products} where ${and(
        eq(tables.products.sellerId, user.id),
        isNull(tables.products.deletedAt),
      )})`,
      hasSale: sql<boolean>`exists (select 1 from ${tables.transactions} where ${and(
        eq(tables.transactions.sellerId, user.id),
        eq(tables.transactions.status, "paid"),
      )})`,
    })
    .from(sql`(select 1) as one`);
  return {
    profileComplete: isProfileComplete(user),
    hasProduct: Boolean(row?.hasProduct),
    hasSale: Boolean(row?.hasSale),
    activated: user.activation === "approved",
    storeLinkShared: user.storeLinkSharedAt !== null,
  };
}

/** `POST /v1/account/store-link-shared`: remembers the first copy or share of the store link. */
export async function markStoreLinkShared({ db }: Pick<Deps, "db">, userId: string): Promise<void> {
  await db
    .update(tables.users)
    .set({ storeLinkSharedAt: new Date() })
    .where(and(eq(tables.users.id, userId), isNull(tables.users.storeLinkSharedAt)));
}

/**
 * The ledger owner of an affiliate's commissions (ADR 0050): the account behind an `affiliates` row.
 */
import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";

/** The user id of affiliate `affiliateId`, or null when the row is gone. */
export async function affiliateAccount(db: Db, affiliateId: string): Promise<string | null> {
  const a = tables.affiliates;
  const [row] = await db.select({ userId: a.userId }).from(a).where(eq(a.id, affiliateId));
  return row?.userId ?? null;
}

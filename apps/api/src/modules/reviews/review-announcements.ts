import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { announceStorefrontChange, type StorefrontEvents } from "../../lib/storefront-events";

/**
 * Tells the page cache that a refund of `transactionId` may change its product's reviews (a review
 * of an order refunded in full is no longer counted, DESIGN §4 "Reviews"). One read; nothing when
 * the order carries no review. Never throws: a failed read leaves the page as cached until its
 * next change.
 */
export async function announceRefundedReview(db: Db, events: StorefrontEvents, transactionId: string): Promise<void> {
  const r = tables.productReviews;
  const u = tables.users;
  try {
    const [seller] = await db
      .select({ id: u.id, username: u.username })
      .from(r)
      .innerJoin(u, eq(u.id, r.sellerId))
      .where(eq(r.transactionId, transactionId))
      .limit(1);
    if (seller) announceStorefrontChange(events, seller);
  } catch {
    // The page keeps its cached reviews until the next change or its age runs out.
  }
}

import { type Db, tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import { announceStorefrontChange, type StorefrontEvents } from "../../lib/storefront-events";

/**
 * Tells the page cache that the seats of the event bought by `transactionId` changed (a checkout
 * took one, a payment kept it, an expiry gave it back; ADR 0046), so the storefront and product
 * page show the seats left and "Tiket habis" as they are. One read; nothing for other products.
 * Never throws: a failed read leaves the page as cached until its next change.
 */
export async function announceEventSeats(db: Db, events: StorefrontEvents, transactionId: string): Promise<void> {
  const t = tables.transactions;
  const p = tables.products;
  const u = tables.users;
  try {
    const [seller] = await db
      .select({ id: u.id, username: u.username })
      .from(t)
      .innerJoin(p, and(eq(p.id, t.productId), eq(p.type, "event")))
      .innerJoin(u, eq(u.id, t.sellerId))
      .where(eq(t.id, transactionId))
      .limit(1);
    if (seller) announceStorefrontChange(events, seller);
  } catch {
    // The page keeps its cached seats until the next change or its age runs out.
  }
}

/**
 * Leaving a seller's broadcasts in one click (DESIGN §4 "Broadcasts"; RFC 8058; UU PDP No. 27/2022:
 * consent is withdrawn as easily as it was given). Each email carries a link signed for its
 * broadcast and address; its POST records the address as gone for that seller, so no later
 * broadcast of theirs reaches it until the buyer ticks the consent box again at a later checkout.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { Config } from "../../env";

/** HMAC-SHA256 of the broadcast and the address, keyed by `APP_SECRET`, base64url (43 characters). */
export function broadcastUnsubscribeToken(broadcastId: string, email: string, appSecret: string): string {
  return createHmac("sha256", appSecret).update(`broadcast-unsubscribe:${broadcastId}:${email}`).digest("base64url");
}

/** `{APP_URL}/v1/broadcasts/{id}/unsubscribe?email=…&token=…`: the link of one broadcast email. */
export function broadcastUnsubscribeUrl(
  broadcastId: string,
  email: string,
  config: Pick<Config, "appUrl" | "appSecret">,
): string {
  const query = new URLSearchParams({ email, token: broadcastUnsubscribeToken(broadcastId, email, config.appSecret) });
  return `${config.appUrl}/v1/broadcasts/${broadcastId}/unsubscribe?${query}`;
}

/** True when `token` is the link token of `broadcastId` and `email` (compared in constant time). */
export function isBroadcastUnsubscribeToken(broadcastId: string, email: string, token: string, appSecret: string) {
  const expected = Buffer.from(broadcastUnsubscribeToken(broadcastId, email, appSecret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Records that `email` left the broadcasts of `broadcastId`'s seller (now; a second click moves the
 * time on). Returns the seller's store name, or null when the link is forged or the broadcast gone
 * (nothing changes).
 */
export async function unsubscribeFromBroadcasts(
  db: Db,
  config: Pick<Config, "appSecret">,
  { broadcastId, email, token, now = new Date() }: { broadcastId: string; email: string; token: string; now?: Date },
): Promise<{ storeName: string } | null> {
  if (!isBroadcastUnsubscribeToken(broadcastId, email, token, config.appSecret)) return null;
  const seller = await broadcastSeller(db, broadcastId);
  if (!seller) return null;
  const u = tables.broadcastUnsubscribes;
  await db
    .insert(u)
    .values({ sellerId: seller.id, email, broadcastId, unsubscribedAt: now })
    .onConflictDoUpdate({ target: [u.sellerId, u.email], set: { broadcastId, unsubscribedAt: now } });
  return { storeName: seller.name };
}

/** The seller (id, store name) of a broadcast, or null. */
export async function broadcastSeller(db: Db, broadcastId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: tables.users.id, name: tables.users.name })
    .from(tables.broadcasts)
    .innerJoin(tables.users, eq(tables.users.id, tables.broadcasts.sellerId))
    .where(eq(tables.broadcasts.id, broadcastId));
  return row ?? null;
}

/**
 * The change signal for the public page cache (DESIGN §6: anonymous storefront and product HTML is
 * cached and invalidated at once when the seller changes the store).
 *
 * `app.storefrontEvents` emits `"changed"` with `{ sellerId, username }` after anything a storefront
 * shows has changed: a product created, updated, deleted or reordered, the profile, theme or avatar
 * updated. When a username changes, it fires once for the old name and once for the new one.
 * Listeners run synchronously in the emitting request, so keep them cheap (drop cache keys).
 * In-process only: with several instances the cache needs a shared channel (e.g. Redis pub/sub).
 */
import { EventEmitter } from "node:events";

export interface StorefrontChange {
  sellerId: string;
  username: string;
}

export type StorefrontEvents = EventEmitter<{ changed: [StorefrontChange] }>;

declare module "fastify" {
  interface FastifyInstance {
    storefrontEvents: StorefrontEvents;
  }
}

export function createStorefrontEvents(): StorefrontEvents {
  return new EventEmitter<{ changed: [StorefrontChange] }>();
}

/**
 * Announces that `seller`'s storefront changed. Sellers without a username have no public page, so
 * nothing is emitted for them; pass `previousUsername` when the name itself changed.
 */
export function announceStorefrontChange(
  events: StorefrontEvents,
  seller: { id: string; username: string | null },
  previousUsername?: string | null,
): void {
  const names = new Set([seller.username, previousUsername].filter((name): name is string => Boolean(name)));
  for (const username of names) events.emit("changed", { sellerId: seller.id, username });
}

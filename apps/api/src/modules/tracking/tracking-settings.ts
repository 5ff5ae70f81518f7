/**
 * The seller's ad tracking settings (ADR 0022, page "Pelacakan Iklan"): `GET|PUT
 * /v1/account/tracking` and the public `GET /v1/sellers/{username}/pixels`. Tokens are write-only.
 */
import { tables } from "@lapak/db";
import type { StorePixels, TrackingBody, TrackingSettings } from "@lapak/shared/schemas/tracking";
import { eq } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { encryptToken } from "./token-crypto";

const s = tables.trackingSettings;

/** The seller's settings as they may see them: pixel ids, and whether each token is set. */
export async function getTrackingSettings({ db }: Pick<Deps, "db">, sellerId: string): Promise<TrackingSettings> {
  const [row] = await db.select().from(s).where(eq(s.sellerId, sellerId));
  return {
    metaPixelId: row?.metaPixelId ?? null,
    metaAccessTokenSet: Boolean(row?.metaAccessTokenEncrypted),
    tiktokPixelId: row?.tiktokPixelId ?? null,
    tiktokAccessTokenSet: Boolean(row?.tiktokAccessTokenEncrypted),
  };
}

/**
 * Saves `body` (validated by `trackingBodySchema`): a field left out is kept, `""` clears it, a
 * token is stored encrypted. Returns the settings as `getTrackingSettings` answers them. The caller
 * announces the store change, so cached pages drop the old pixel at once.
 */
export async function updateTrackingSettings(
  { db, config }: Pick<Deps, "db" | "config">,
  sellerId: string,
  body: TrackingBody,
): Promise<TrackingSettings> {
  const orNull = (value: string) => (value === "" ? null : value);
  const changes: Partial<typeof s.$inferInsert> = {};
  if (body.metaPixelId !== undefined) changes.metaPixelId = orNull(body.metaPixelId);
  if (body.tiktokPixelId !== undefined) changes.tiktokPixelId = orNull(body.tiktokPixelId);
  if (body.metaAccessToken !== undefined) {
    changes.metaAccessTokenEncrypted = body.metaAccessToken
      ? encryptToken(body.metaAccessToken, config.appSecret)
      : null;
  }
  if (body.tiktokAccessToken !== undefined) {
    changes.tiktokAccessTokenEncrypted = body.tiktokAccessToken
      ? encryptToken(body.tiktokAccessToken, config.appSecret)
      : null;
  }
  await db
    .insert(s)
    .values({ sellerId, ...changes })
    .onConflictDoUpdate({ target: s.sellerId, set: { ...changes, updatedAt: new Date() } });
  return getTrackingSettings({ db }, sellerId);
}

/**
 * The browser pixels of `username`'s public pages; both null for an unknown store or one without
 * pixels (the pages then load none).
 */
export async function getStorePixels({ db }: Pick<Deps, "db">, username: string): Promise<StorePixels> {
  const u = tables.users;
  const [row] = await db
    .select({ metaPixelId: s.metaPixelId, tiktokPixelId: s.tiktokPixelId })
    .from(s)
    .innerJoin(u, eq(u.id, s.sellerId))
    .where(eq(u.username, username));
  return { metaPixelId: row?.metaPixelId ?? null, tiktokPixelId: row?.tiktokPixelId ?? null };
}

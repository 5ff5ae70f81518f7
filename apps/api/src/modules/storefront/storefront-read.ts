import { type Db, tables } from "@lapak/db";
import type { Storefront } from "@lapak/shared/schemas/storefront";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { perDatabase } from "../../lib/per-database";
import { storeUnavailable } from "../admin-sellers/store-unavailable";
import { publicProductsOf } from "../products/public-products";
import { sellerView } from "../sellers/get-seller";
import { fileCount } from "./list-storefront-products";

/**
 * The storefront's statement, built once per database handle: Drizzle then neither rebuilds its SQL
 * nor its row mapping on every read (on PostgreSQL it is a named prepared statement per connection).
 */
const storefrontStatement = perDatabase(prepareStorefront);

function prepareStorefront(db: Db) {
  const u = tables.users;
  const p = tables.products;
  const ts = tables.trackingSettings;
  return db
    .select({
      seller: {
        username: u.username,
        name: u.name,
        bio: u.bio,
        avatarUrl: u.avatarUrl,
        socialLinks: u.socialLinks,
        theme: u.theme,
        suspendedAt: u.suspendedAt,
      },
      metaPixelId: ts.metaPixelId,
      tiktokPixelId: ts.tiktokPixelId,
      product: p,
      fileCount,
    })
    .from(u)
    .leftJoin(ts, eq(ts.sellerId, u.id))
    .leftJoin(p, and(eq(p.sellerId, u.id), eq(p.status, "published"), isNull(p.deletedAt)))
    .where(and(eq(u.username, sql.placeholder("username")), isNotNull(u.emailVerifiedAt)))
    .orderBy(asc(p.position), asc(p.createdAt))
    .prepare("storefront_read");
}

/**
 * `GET /v1/sellers/{username}/storefront` (ADR 0030): the store's public pages' data in one read —
 * the verified seller's profile (`getSeller`), their pixels (`getStorePixels`, null ids without
 * settings) and their published, live products in order (`listStorefrontProducts`), as those
 * routes give them. One statement (the seller's row beside each product, left-joined, so a store
 * without products is one row), plus one for the contents of any bundle and two for the curricula of any course. The username is matched
 * lower-cased. Throws 404 "Toko tidak ditemukan" for an unknown or unverified seller, 410 "Toko ini
 * tidak tersedia" for a suspended store (DESIGN §4).
 */
export async function getStorefront({ db }: Pick<Deps, "db">, username: string): Promise<Storefront> {
  const rows = await storefrontStatement(db).execute({ username: username.toLowerCase() });
  const first = rows[0];
  if (!first?.seller.username) throw notFound("Toko tidak ditemukan");
  if (first.seller.suspendedAt) throw storeUnavailable();
  const seller = sellerView({ ...first.seller, username: first.seller.username });
  const products = rows.flatMap((row) => (row.product ? [{ product: row.product, fileCount: row.fileCount }] : []));
  return {
    seller,
    products: await publicProductsOf(db, products, { username: seller.username, name: seller.name }),
    pixels: { metaPixelId: first.metaPixelId ?? null, tiktokPixelId: first.tiktokPixelId ?? null },
  };
}

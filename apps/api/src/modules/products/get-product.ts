import { tables } from "@lapak/db";
import type { Product, ProductType, PublicProduct } from "@lapak/shared/schemas/product";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { storeUnavailable } from "../admin-sellers/store-unavailable";
import { listOwnProducts } from "./list-products";
import { publicProductsOf } from "./public-products";

export const productNotFound = () => notFound("Produk tidak ditemukan");

/**
 * The owner's view of one live product of `sellerId` (of `type`, when given). Another seller's
 * product, a deleted one or a malformed id all throw 404 (DESIGN §6).
 */
export async function getOwnProduct(
  deps: Pick<Deps, "db">,
  { sellerId, id, type }: { sellerId: string; id: string; type?: ProductType },
): Promise<Product> {
  if (!isUuid(id)) throw productNotFound();
  const [product] = await listOwnProducts(deps, { sellerId, ids: [id] });
  if (!product || (type && product.type !== type)) throw productNotFound();
  return product;
}

/**
 * `GET /v1/products/{id}`: the owner sees their product (drafts too) in the owner view; anyone
 * else sees a published product of a verified seller in the public view; otherwise 404. A
 * suspended seller's product answers 410 "Toko ini tidak tersedia" like its store (DESIGN §4).
 */
export async function getProductForViewer(
  { db }: Pick<Deps, "db">,
  { id, viewerId }: { id: string; viewerId?: string },
): Promise<Product | PublicProduct> {
  if (!isUuid(id)) throw productNotFound();
  if (viewerId) {
    const [own] = await listOwnProducts({ db }, { sellerId: viewerId, ids: [id] });
    if (own) return own;
  }
  const [row] = await db
    .select({
      product: tables.products,
      username: tables.users.username,
      name: tables.users.name,
      suspendedAt: tables.users.suspendedAt,
    })
    .from(tables.products)
    .innerJoin(tables.users, eq(tables.users.id, tables.products.sellerId))
    .where(
      and(
        eq(tables.products.id, id),
        eq(tables.products.status, "published"),
        isNull(tables.products.deletedAt),
        isNotNull(tables.users.emailVerifiedAt),
      ),
    )
    .limit(1);
  if (!row?.username) throw productNotFound();
  if (row.suspendedAt) throw storeUnavailable();
  const [product] = await publicProductsOf(db, [{ product: row.product, fileCount: await fileCount({ db }, id) }], {
    username: row.username,
    name: row.name,
  });
  return product as PublicProduct;
}

/** How many files a product delivers. */
export async function fileCount({ db }: Pick<Deps, "db">, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tables.productFiles)
    .where(eq(tables.productFiles.productId, productId));
  return Number(row?.n ?? 0);
}

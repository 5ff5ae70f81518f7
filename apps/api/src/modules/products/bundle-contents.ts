/**
 * What a bundle (Paket, ADR 0019) holds: its products are the ids in
 * `settings.bundleProductIds`, each a digital download of the same seller. Read here for the views
 * ("Isi paket"), checked here when a bundle is saved or one of its products deleted, and turned
 * into the file list a checkout freezes.
 */
import { type Db, tables } from "@lapak/db";
import type { BundleItem } from "@lapak/shared/schemas/product";
import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";

type ProductRow = typeof tables.products.$inferSelect;

/** The ids a bundle row lists; empty for any other product. */
export function bundleProductIdsOf(row: Pick<ProductRow, "type" | "settings">): string[] {
  return row.type === "bundle" ? (row.settings?.bundleProductIds ?? []) : [];
}

/**
 * The contents of each bundle among `rows`: bundle id → its live products (title and file count)
 * in the bundle's order. A deleted product is left out: deleting one is refused while a live bundle
 * holds it (`requireNotInBundle`), so this only happens to an already deleted bundle or after a
 * delete that raced the bundle's save. Other products have no entry.
 */
export async function bundleContents(db: Db, rows: ProductRow[]): Promise<Map<string, BundleItem[]>> {
  const contents = new Map<string, BundleItem[]>();
  const ids = [...new Set(rows.flatMap(bundleProductIdsOf))];
  if (ids.length === 0) return contents;
  const p = tables.products;
  const pf = tables.productFiles;
  const found = await db
    .select({ id: p.id, title: p.title, fileCount: count(pf.mediaId) })
    .from(p)
    .leftJoin(pf, eq(pf.productId, p.id))
    .where(and(inArray(p.id, ids), isNull(p.deletedAt)))
    .groupBy(p.id, p.title);
  const byId = new Map(found.map((item) => [item.id, { ...item, fileCount: Number(item.fileCount) }]));
  for (const row of rows) {
    if (row.type !== "bundle") continue;
    contents.set(
      row.id,
      bundleProductIdsOf(row).flatMap((id) => byId.get(id) ?? []),
    );
  }
  return contents;
}

/**
 * 422 on `productIds` (Indonesian) unless every id is a live digital download of `sellerId` — not a
 * bundle, a lead magnet or a link, not another seller's — and none is the bundle itself (`selfId`).
 * A bundle being published also needs a file in each product (like a download, DESIGN §3: nothing
 * is sold that delivers nothing). At least two distinct ids is the body schema's rule
 * (`bundleBodySchema`).
 */
export async function checkBundleProducts(
  db: Db,
  { sellerId, ids, selfId, publishing }: { sellerId: string; ids: string[]; selfId?: string; publishing: boolean },
): Promise<void> {
  const p = tables.products;
  const pf = tables.productFiles;
  const found = await db
    .select({ id: p.id, type: p.type, title: p.title, fileCount: count(pf.mediaId) })
    .from(p)
    .leftJoin(pf, eq(pf.productId, p.id))
    .where(and(inArray(p.id, ids), eq(p.sellerId, sellerId), isNull(p.deletedAt)))
    .groupBy(p.id, p.type, p.title);
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const id of ids) {
    const product = byId.get(id);
    if (!product || id === selfId) throw fieldError("productIds", "Pilih produk dari toko Anda sendiri");
    if (product.type === "bundle") throw fieldError("productIds", "Paket tidak boleh berisi paket lain");
    if (product.type !== "digital_download") throw fieldError("productIds", "Paket hanya boleh berisi produk digital");
    if (publishing && Number(product.fileCount) === 0) {
      throw fieldError("productIds", `Produk "${product.title}" belum punya berkas. Unggah berkasnya dulu.`);
    }
  }
}

/**
 * 422 on `productId` when a live bundle of the seller still holds `productId` (deleting it would
 * silently take files out of what the bundle sells): the seller takes it out of the bundle first.
 */
export async function requireNotInBundle(
  db: Db,
  { sellerId, productId }: { sellerId: string; productId: string },
): Promise<void> {
  const p = tables.products;
  const [holder] = await db
    .select({ title: p.title })
    .from(p)
    .where(
      and(
        eq(p.sellerId, sellerId),
        eq(p.type, "bundle"),
        isNull(p.deletedAt),
        ne(p.id, productId),
        sql`${p.settings} -> 'bundleProductIds' @> jsonb_build_array(${productId}::text)`,
      ),
    )
    .limit(1);
  if (holder) {
    throw fieldError("productId", `Produk ini ada di paket "${holder.title}". Keluarkan dulu dari paket itu.`);
  }
}

/**
 * The files a purchase of `bundle` delivers, frozen into its transaction: every file of every live
 * product in it, in the bundle's order and each product's own file order, each file once. The
 * products are read now, at checkout, so a later edit changes nothing for this buyer.
 */
export async function bundleFileIds(db: Db, bundle: ProductRow): Promise<string[]> {
  const ids = bundleProductIdsOf(bundle);
  if (ids.length === 0) return [];
  const p = tables.products;
  const pf = tables.productFiles;
  const rows = await db
    .select({ productId: pf.productId, mediaId: pf.mediaId })
    .from(pf)
    .innerJoin(p, eq(p.id, pf.productId))
    .where(and(inArray(pf.productId, ids), isNull(p.deletedAt), eq(p.sellerId, bundle.sellerId)))
    .orderBy(asc(pf.position));
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.productId) ?? 0) - (order.get(b.productId) ?? 0));
  return [...new Set(rows.map((row) => row.mediaId))];
}

/**
 * What a membership includes (ADR 0049): the seller's own downloads and courses, named by id in
 * `settings.membership.includedProductIds`: members download the files and take the courses while
 * active (`findIncludedFile`, `findMemberCourse`).
 */
import { type Db, tables } from "@lapak/db";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";

/** The product types a membership may include. */
const INCLUDABLE = new Set(["digital_download", "course"]);

/**
 * 422 on `includedProductIds` (Indonesian) unless every id is a live download or course of
 * `sellerId`: never another seller's product, a bundle, an event, a session or another membership.
 */
export async function checkIncludedProducts(db: Db, { sellerId, ids }: { sellerId: string; ids: string[] }) {
  if (ids.length === 0) return;
  const p = tables.products;
  const found = await db
    .select({ id: p.id, type: p.type })
    .from(p)
    .where(and(inArray(p.id, ids), eq(p.sellerId, sellerId), isNull(p.deletedAt)));
  const byId = new Map(found.map((row) => [row.id, row.type]));
  for (const id of ids) {
    const type = byId.get(id);
    if (!type) throw fieldError("includedProductIds", "Pilih produk dari toko Anda sendiri");
    if (!INCLUDABLE.has(type))
      throw fieldError("includedProductIds", "Langganan hanya bisa menyertakan produk digital atau kelas online");
  }
}

/** An included product as the views name it. */
export interface IncludedProduct {
  id: string;
  title: string;
  type: string;
}

/**
 * The live products among `ids`, in `ids`' order (a product deleted since the membership was saved
 * is left out); `publishedOnly` leaves drafts out too, for what buyers see.
 */
export async function includedProducts(
  db: Db,
  ids: string[],
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<IncludedProduct[]> {
  if (ids.length === 0) return [];
  const p = tables.products;
  const found = await db
    .select({ id: p.id, title: p.title, type: p.type, status: p.status })
    .from(p)
    .where(and(inArray(p.id, ids), isNull(p.deletedAt)));
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row || (publishedOnly && row.status !== "published")) return [];
    return [{ id: row.id, title: row.title, type: row.type }];
  });
}

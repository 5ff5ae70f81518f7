import { tables } from "@lapak/db";
import { MAX_SLUG_LENGTH, trimSlug } from "@lapak/shared/slug";
import { and, eq, isNull, like, ne, or } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

export { MAX_SLUG_LENGTH, slugify, trimSlug } from "@lapak/shared/slug";

const MAX_SLUG = MAX_SLUG_LENGTH;

/**
 * `base`, or `base-2`, `base-3`… — the first slug no live product of `sellerId` uses (other than
 * `exceptId`). Slugs are unique per seller among live products (a deleted product frees its slug).
 */
export async function uniqueSlug({ db }: Pick<Deps, "db">, sellerId: string, base: string, exceptId?: string) {
  const rows = await db
    .select({ slug: tables.products.slug })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.sellerId, sellerId),
        isNull(tables.products.deletedAt),
        or(eq(tables.products.slug, base), like(tables.products.slug, `${trimSlug(base, MAX_SLUG - 4)}-%`)),
        exceptId ? ne(tables.products.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimSlug(base, MAX_SLUG - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Throws 422 on `slug` when another live product of `sellerId` already uses `slug`. */
export async function requireFreeSlug({ db }: Pick<Deps, "db">, sellerId: string, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: tables.products.id })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.sellerId, sellerId),
        eq(tables.products.slug, slug),
        isNull(tables.products.deletedAt),
        exceptId ? ne(tables.products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (row) throw slugTaken();
}

export const slugTaken = () => fieldError("slug", "Slug sudah dipakai produk lain di toko Anda");

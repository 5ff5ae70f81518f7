import { tables } from "@lapak/db";
import { MAX_SLUG_LENGTH, slugify, trimSlug } from "@lapak/shared/slug";
import { and, eq, like, ne, or } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

export const BLOG_SLUG_TAKEN = "Slug sudah dipakai artikel lain. Ubah slug atau kosongkan agar dibuat otomatis.";

/**
 * A slug for a post titled `title` that no other post (but `exceptId`) uses: the title's slug, or
 * it with `-2`, `-3`… Slugs are unique over all posts (`/blog/{slug}`), drafts included.
 */
export async function uniqueBlogSlug({ db }: Pick<Deps, "db">, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title, "artikel");
  const rows = await db
    .select({ slug: tables.blogPosts.slug })
    .from(tables.blogPosts)
    .where(
      and(
        or(eq(tables.blogPosts.slug, base), like(tables.blogPosts.slug, `${trimSlug(base, MAX_SLUG_LENGTH - 4)}-%`)),
        exceptId ? ne(tables.blogPosts.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimSlug(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Throws 422 on `slug` when another post (not `exceptId`) already has `slug`. */
export async function requireFreeBlogSlug({ db }: Pick<Deps, "db">, slug: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: tables.blogPosts.id })
    .from(tables.blogPosts)
    .where(and(eq(tables.blogPosts.slug, slug), exceptId ? ne(tables.blogPosts.id, exceptId) : undefined))
    .limit(1);
  if (row) throw fieldError("slug", BLOG_SLUG_TAKEN);
}

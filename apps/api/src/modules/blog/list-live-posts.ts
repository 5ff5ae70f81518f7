import { tables } from "@lapak/db";
import type { PublicBlogPostItem } from "@lapak/shared/schemas/blog";
import { count, desc } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { isLive, publicItemColumns, toPublicItem } from "./post-view";

/**
 * `GET /v1/blogs?page&perPage` (SPEC §7, public): live posts, newest first. Drafts never appear;
 * a scheduled post appears once its time has come (the database's clock decides).
 */
export async function listLivePosts(
  { db }: Pick<Deps, "db">,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ data: PublicBlogPostItem[]; meta: { page: number; perPage: number; total: number } }> {
  const p = tables.blogPosts;
  const [{ total }] = await db.select({ total: count() }).from(p).where(isLive);
  const rows = await db
    .select(publicItemColumns)
    .from(p)
    .where(isLive)
    .orderBy(desc(p.publishedAt), desc(p.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { data: rows.map(toPublicItem), meta: { page, perPage, total: Number(total) } };
}

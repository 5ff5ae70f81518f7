import { tables } from "@lapak/db";
import type { BlogPostRow } from "@lapak/shared/schemas/blog";
import { count, desc, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { statusOf } from "./post-view";

/**
 * `GET /v1/admin/blogs?page&perPage` (admins only): every post, drafts and scheduled ones too,
 * most recently changed first.
 */
export async function listPosts(
  { db }: Pick<Deps, "db">,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ data: BlogPostRow[]; meta: { page: number; perPage: number; total: number } }> {
  const p = tables.blogPosts;
  const [{ total }] = await db.select({ total: count() }).from(p);
  const rows = await db
    .select({
      id: p.id,
      slug: p.slug,
      title: p.title,
      status: p.status,
      publishedAt: p.publishedAt,
      updatedAt: p.updatedAt,
    })
    .from(p)
    .orderBy(desc(p.updatedAt), desc(sql`${p.id}`))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const now = new Date();
  return {
    data: rows.map((row) => ({
      ...row,
      status: statusOf(row, now),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    meta: { page, perPage, total: Number(total) },
  };
}

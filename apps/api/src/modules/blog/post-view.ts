/** How a `blog_posts` row is shown: to the admin who edits it, and to readers once it is live. */
import { tables } from "@lapak/db";
import type { BlogPost, BlogPostStatus, PublicBlogPostItem } from "@lapak/shared/schemas/blog";
import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import { imageUrl } from "../media/media-deps";
import { readingMinutes } from "./plain-text";

type PostRow = typeof tables.blogPosts.$inferSelect;

/** SQL: the post is live — published and its time has come (a scheduled post is not, yet). */
export const isLive: SQL = and(
  eq(tables.blogPosts.status, "published"),
  lte(tables.blogPosts.publishedAt, sql`now()`),
) as SQL;

/** `scheduled` is a published post whose `publishedAt` is still to come. */
export function statusOf(row: Pick<PostRow, "status" | "publishedAt">, now = new Date()): BlogPostStatus {
  if (row.status === "published" && row.publishedAt && row.publishedAt > now) return "scheduled";
  return row.status;
}

/** The admin's view of a post. */
export function toBlogPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    summary: row.summary,
    coverImageId: row.coverMediaId,
    coverImageUrl: row.coverMediaId ? imageUrl(row.coverMediaId) : null,
    status: statusOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored cover's MIME type and bytes (`media.mime`, `media.size`), for a `select` on `blog_posts`. */
export const coverFileColumns = {
  coverMime: sql<
    string | null
  >`(select ${tables.media.mime} from ${tables.media} where ${tables.media.id} = ${tables.blogPosts.coverMediaId})`,
  coverBytes: sql<
    number | null
  >`(select ${tables.media.size} from ${tables.media} where ${tables.media.id} = ${tables.blogPosts.coverMediaId})`,
};

/** The columns `toPublicItem` reads, for a `select`. */
export const publicItemColumns = {
  slug: tables.blogPosts.slug,
  title: tables.blogPosts.title,
  summary: tables.blogPosts.summary,
  coverMediaId: tables.blogPosts.coverMediaId,
  publishedAt: tables.blogPosts.publishedAt,
  content: tables.blogPosts.content,
  ...coverFileColumns,
};

type PublicItemRow = Pick<PostRow, "slug" | "title" | "summary" | "coverMediaId" | "publishedAt" | "content"> & {
  coverMime: string | null;
  coverBytes: number | null;
};

/** A live post in a list: what `/blog`, "Artikel lainnya" and the RSS feed show. */
export function toPublicItem(row: PublicItemRow): PublicBlogPostItem {
  const hasFile = row.coverMediaId && row.coverMime !== null && row.coverBytes !== null;
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImageUrl: row.coverMediaId ? imageUrl(row.coverMediaId) : null,
    coverImageFile: hasFile ? { mime: row.coverMime as string, bytes: Number(row.coverBytes) } : null,
    publishedAt: (row.publishedAt as Date).toISOString(),
    readingMinutes: readingMinutes(row.content),
  };
}

import { tables } from "@lapak/db";
import type { BlogPostBody } from "@lapak/shared/schemas/blog";
import { and, eq, inArray } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { imageIdsIn, sanitizeRichText } from "../../lib/rich-text";
import { requireFreeBlogSlug, uniqueBlogSlug } from "./blog-slug";

type PostRow = typeof tables.blogPosts.$inferSelect;

/**
 * The column values a create or update writes, from the admin's `body` (validated by
 * `blogPostBodySchema`): the content sanitized with the post allow-list (lib/rich-text.ts), the
 * slug (given: must be free; left out: kept on an update — links to the post keep working — and
 * made unique from the title on a create), the cover and every image in
 * the content checked to be images the admin uploaded (or already on this post, when another admin
 * wrote it), and the publication time:
 * - `draft` → not published, `publishedAt` null;
 * - `published` → now, or the time it was first published (editing a live post keeps its date);
 * - `scheduled` → `publishAt` (a time already past simply publishes it then).
 * Throws 422 with field errors (`slug`, `coverImageId`, `content`).
 */
export async function preparePost(
  { db }: Pick<Deps, "db">,
  { authorId, body, current }: { authorId: string; body: BlogPostBody; current?: PostRow },
) {
  let slug: string;
  if (body.slug) {
    await requireFreeBlogSlug({ db }, body.slug, current?.id);
    slug = body.slug;
  } else {
    slug =
      current && current.title === body.title ? current.slug : await uniqueBlogSlug({ db }, body.title, current?.id);
  }

  const content = sanitizeRichText(body.content, "post");
  const imageIds = imageIdsIn(content);
  const known = new Set([...(current?.imageIds ?? []), ...(current?.coverMediaId ? [current.coverMediaId] : [])]);
  const coverMediaId = body.coverImageId ?? null;
  const toCheck = [...new Set([...imageIds, ...(coverMediaId ? [coverMediaId] : [])])].filter((id) => !known.has(id));
  if (toCheck.length) {
    const owned = await db
      .select({ id: tables.media.id })
      .from(tables.media)
      .where(
        and(inArray(tables.media.id, toCheck), eq(tables.media.ownerId, authorId), eq(tables.media.kind, "image")),
      );
    const ownedIds = new Set(owned.map((row) => row.id));
    if (coverMediaId && toCheck.includes(coverMediaId) && !ownedIds.has(coverMediaId)) {
      throw fieldError("coverImageId", "Gambar sampul tidak ditemukan. Unggah ulang gambarnya.");
    }
    if (imageIds.some((id) => toCheck.includes(id) && !ownedIds.has(id))) {
      throw fieldError("content", "Ada gambar di artikel yang tidak ditemukan. Unggah gambar lewat tombol Gambar.");
    }
  }

  const now = new Date();
  let publishedAt: Date | null = null;
  if (body.status === "published") {
    const wasLive = current?.status === "published" && current.publishedAt && current.publishedAt <= now;
    publishedAt = wasLive ? (current.publishedAt as Date) : now;
  } else if (body.status === "scheduled") {
    publishedAt = new Date(body.publishAt as string);
  }

  return {
    slug,
    title: body.title,
    content,
    imageIds,
    summary: body.summary,
    seoTitle: body.seoTitle,
    seoDescription: body.seoDescription,
    coverMediaId,
    status: body.status === "draft" ? ("draft" as const) : ("published" as const),
    publishedAt,
    updatedAt: now,
  };
}

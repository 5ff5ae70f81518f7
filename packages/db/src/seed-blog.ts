/**
 * Seeds the blog's first three posts (`seed-blog-posts.ts`) so `/blog` is never empty on a fresh
 * start (ADR 0012). Idempotent: it writes only while `blog_posts` is empty, and each insert skips a
 * slug that exists. Covers are drawn like the demo store's and owned by the demo seller; without
 * the demo seller or a storage (some tests) the posts go in without covers.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { newId } from "./ids";
import { blogPosts, media, users } from "./schema";
import type { SeedStorage } from "./seed";
import { SEED_POSTS } from "./seed-blog-posts";
import { renderCover } from "./seed-images";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the seed posts when there are no posts at all; returns how many it wrote. */
export async function seedBlogPosts(
  db: Db,
  { storage, demoUsername = "demo" }: { storage?: SeedStorage; demoUsername?: string } = {},
): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
  if (count > 0) return 0;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, demoUsername)).limit(1);

  const mediaRows: (typeof media.$inferInsert)[] = [];
  const postRows: (typeof blogPosts.$inferInsert)[] = [];
  const now = Date.now();
  for (const post of SEED_POSTS) {
    let coverMediaId: string | null = null;
    if (storage && demo) {
      const image = await renderCover(post.cover);
      coverMediaId = newId();
      mediaRows.push({
        id: coverMediaId,
        ownerId: demo.id,
        kind: "image",
        storageKey: await storage.save("images", image.bytes),
        name: `${post.slug}.webp`,
        mime: "image/webp",
        size: image.bytes.byteLength,
        width: image.width,
        height: image.height,
      });
    }
    const publishedAt = new Date(now - post.daysAgo * DAY_MS);
    postRows.push({
      id: newId(),
      slug: post.slug,
      title: post.title,
      content: post.content,
      summary: post.summary,
      seoDescription: post.seoDescription,
      coverMediaId,
      status: "published",
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }

  const written = await db.transaction(async (tx) => {
    if (mediaRows.length) await tx.insert(media).values(mediaRows);
    return tx
      .insert(blogPosts)
      .values(postRows)
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning({ id: blogPosts.id });
  });
  return written.length;
}

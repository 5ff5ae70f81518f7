import { tables } from "@lapak/db";
import type { PublicBlogPost } from "@lapak/shared/schemas/blog";
import { and, desc, eq, ne } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { keywordsOf } from "./extractive-summary";
import { coverFileColumns, isLive, publicItemColumns, toPublicItem } from "./post-view";
import { leadOf } from "./summary-lead";

const RELATED = 3;
/** How many recent posts the related ones are chosen from. */
const CANDIDATES = 50;

/**
 * `GET /v1/blogs/{slug}` (SPEC §7, public): a live post with its reading time and up to three
 * related posts — the recent live posts sharing the most content words of its title and summary
 * (Indonesian stop words left out), newest first among equals. A draft, a scheduled post before
 * its time and an unknown slug all answer 404.
 */
export async function getLivePost({ db }: Pick<Deps, "db">, { slug }: { slug: string }): Promise<PublicBlogPost> {
  const p = tables.blogPosts;
  const [row] = await db
    .select({ post: p, authorName: tables.users.name, ...coverFileColumns })
    .from(p)
    .leftJoin(tables.users, eq(tables.users.id, p.authorId))
    .where(and(eq(p.slug, slug.toLowerCase()), isLive))
    .limit(1);
  if (!row) throw notFound("Artikel tidak ditemukan");
  const post = row.post;

  const others = await db
    .select(publicItemColumns)
    .from(p)
    .where(and(isLive, ne(p.id, post.id)))
    .orderBy(desc(p.publishedAt))
    .limit(CANDIDATES);
  const words = keywordsOf(`${post.title} ${post.summary}`);
  const overlap = (text: string) => [...keywordsOf(text)].filter((word) => words.has(word)).length;
  const related = others
    .map((other, index) => ({ other, index, score: overlap(`${other.title} ${other.summary}`) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED)
    .map(({ other }) => toPublicItem(other));

  return {
    ...toPublicItem({ ...post, coverMime: row.coverMime, coverBytes: row.coverBytes }),
    content: post.content,
    lead: leadOf(post.summary, post.content),
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    updatedAt: post.updatedAt.toISOString(),
    authorName: row.authorName ?? null,
    related,
  };
}

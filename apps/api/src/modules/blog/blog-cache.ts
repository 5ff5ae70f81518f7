/**
 * Keeps the cached public blog pages true (DESIGN §6): `/blog` and `/blog/{slug}` are cached under
 * the tag `blog` (`BLOG_PAGE_CACHE_TAG`), so every write drops them through `app.storefrontEvents`,
 * and a timer drops them again the moment the next scheduled post's time comes — a scheduled post
 * shows up on time, not when the cache happens to expire. One timer per process (each instance has
 * its own page cache).
 */
import { tables } from "@lapak/db";
import { BLOG_PAGE_CACHE_TAG } from "@lapak/shared/page-cache";
import { and, eq, gt, min, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../lib/deps";

/** setTimeout's largest delay (about 24.8 days); a later time re-arms when it fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface BlogCache {
  /** Drops the cached blog pages and re-arms the timer; call after any write. */
  changed(): Promise<void>;
}

export function blogCache(app: FastifyInstance, { db }: Pick<Deps, "db">): BlogCache {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const arm = async () => {
    clearTimeout(timer);
    if (closed) return;
    const p = tables.blogPosts;
    const [next] = await db
      .select({ at: min(p.publishedAt) })
      .from(p)
      .where(and(eq(p.status, "published"), gt(p.publishedAt, sql`now()`)));
    if (!next?.at || closed) return;
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, new Date(next.at).getTime() - Date.now()) + 1000);
    timer = setTimeout(() => void cache.changed().catch((err) => app.log.warn({ err }, "blog cache timer")), delay);
    timer.unref();
  };

  const cache: BlogCache = {
    async changed() {
      app.storefrontEvents.emit("changed", { sellerId: "", username: BLOG_PAGE_CACHE_TAG });
      await arm();
    },
  };
  app.addHook("onReady", async () => {
    await arm().catch((err) => app.log.warn({ err }, "blog cache timer"));
  });
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
  return cache;
}

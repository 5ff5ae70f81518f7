/**
 * Where anonymous storefront and product pages live (DESIGN §6, ADR 0011, ADR 0015): this process's
 * LRU (`PageCache`, answered before Fastify) first, Redis second when `REDIS_URL` is set
 * (`SharedPageStore`), so a page rendered on one instance is a hit on every other one.
 *
 * - **One render per page at a time** on an instance: concurrent misses of one path wait for the
 *   first one's render (or Redis read) and are answered with its page.
 * - **Invalidation everywhere at once**: a store change (`app.storefrontEvents`) drops the tag here,
 *   deletes its pages from Redis, and is published (pub/sub) to the other instances, which drop it
 *   from their memory. Renders that started before an invalidation are not stored (sequence marks,
 *   in memory and in Redis). A change made while Redis is away is sent again when it returns; an
 *   instance whose subscription was cut clears its memory, since it may have missed some.
 * - **Redis away**: pages render and are kept in this instance's memory, as without Redis.
 * - **Finer brotli later**: a stored page was compressed at a fast brotli quality for the request
 *   that rendered it; its brotli copy is then redone at quality 11 in the background (`finerPage`)
 *   and swapped in, here and in Redis, only where the same page is still stored (ADR 0028).
 */
import type { FastifyBaseLogger } from "fastify";
import type { PubSub, Unsubscribe } from "../integrations/pubsub/pubsub";
import type { RedisConnections } from "../integrations/redis/connections";
import { type CachedPage, finerPage, type PageCache, type PageCacheStats } from "./page-cache";
import { SharedPageStore } from "./shared-page-store";

/** The pub/sub channel of page invalidations: `{ tag }`. */
export const PAGE_INVALIDATION_CHANNEL = "page-cache:invalidate";

/** A render the caller owes: store its page (or abandon it) exactly once. */
export interface PageLease {
  /** Keeps `page` if no invalidation of its tag happened since the render began; returns whether it did. */
  store(page: CachedPage): Promise<boolean>;
  /** Nothing to store (not a cacheable answer, or the render failed): waiting requests render themselves. */
  abandon(): void;
}

/** What `begin` found: a page to send, or a render to do (with a lease when its page may be stored). */
export type PageLookup = { page: CachedPage; lease?: undefined } | { page?: undefined; lease: PageLease | undefined };

/** The two cache levels, their single-flight and their invalidation. */
export class PageStore {
  private readonly flights = new Map<string, Promise<CachedPage | undefined>>();
  private readonly shared: SharedPageStore | undefined;
  /** Invalidations not yet applied in Redis (it was away): sent again when it is back. */
  private readonly unsent = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  /** Stored pages whose brotli copy is being redone at quality 11. */
  private readonly refining = new Set<Promise<void>>();
  private readonly stops: Unsubscribe[] = [];

  constructor(
    readonly memory: PageCache,
    private readonly options: { redis?: RedisConnections; pubsub?: PubSub; log?: FastifyBaseLogger } = {},
  ) {
    const { redis, pubsub } = options;
    if (!redis || !pubsub) return;
    this.shared = new SharedPageStore(redis, memory.maxAge);
    this.stops.push(
      pubsub.subscribe(PAGE_INVALIDATION_CHANNEL, (message) => {
        const tag = (message as { tag?: unknown }).tag;
        if (typeof tag === "string") memory.invalidate(tag);
      }),
      pubsub.onGap(() => memory.clear()),
    );
    const resend = () => {
      for (const tag of this.unsent) this.track(this.spread(tag));
    };
    redis.client.on("ready", resend);
    this.stops.push(() => redis.client.off("ready", resend));
  }

  /**
   * For a cacheable request the memory level missed: the page from Redis or from a render of the
   * same path already running here, or a lease to render it (none when that render produced nothing
   * to store: render this one for yourself). Never throws. Counts into `stats` (the pages' by
   * default; the public JSON reads keep their own, `PageCache.jsonStats`).
   */
  async begin(key: string, stats: PageCacheStats = this.memory.stats): Promise<PageLookup> {
    const flight = this.flights.get(key);
    if (flight) {
      const page = await flight;
      if (!page) return { lease: undefined };
      stats.coalesced += 1;
      return { page };
    }
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    const promise = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    this.flights.set(key, promise);
    const finish = (page: CachedPage | undefined) => {
      if (this.flights.get(key) === promise) this.flights.delete(key);
      settle(page);
    };
    const since = this.memory.mark();
    try {
      const found = await this.shared?.get(key);
      if (found && this.memory.set(key, found, since)) {
        stats.sharedHits += 1;
        finish(found);
        return { page: found };
      }
      const sharedSince = await this.shared?.mark();
      stats.misses += 1;
      return { lease: this.lease(key, since, sharedSince, finish) };
    } catch (error) {
      finish(undefined);
      this.options.log?.error({ err: error }, "page cache lookup failed");
      return { lease: undefined };
    }
  }

  private lease(
    key: string,
    since: number,
    sharedSince: number | undefined,
    finish: (page: CachedPage | undefined) => void,
  ): PageLease {
    let done = false;
    return {
      store: async (page) => {
        if (done) return false;
        done = true;
        let kept = true;
        try {
          // Redis decides when it can (it saw every instance's invalidations); memory checks its own.
          if (this.shared && sharedSince !== undefined)
            kept = (await this.shared.put(key, page, sharedSince)) !== "stale";
          kept = kept && this.memory.set(key, page, since);
        } finally {
          finish(kept ? page : undefined);
        }
        if (kept) this.refine(key, page, sharedSince);
        return kept;
      },
      abandon: () => {
        if (done) return;
        done = true;
        finish(undefined);
      },
    };
  }

  /** Drops `tag`'s pages here at once, and on every instance and in Redis as soon as Redis takes it. */
  invalidate(tag: string): void {
    this.memory.invalidate(tag);
    if (this.shared) this.track(this.spread(tag));
  }

  /** Whether invalidations are still on their way to Redis. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Resolves when every invalidation begun so far has reached Redis (or failed to). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Resolves when every brotli copy being redone at quality 11 is in place (or was dropped). */
  async refined(): Promise<void> {
    await Promise.all([...this.refining]);
  }

  /**
   * Redoes `page`'s brotli copy at quality 11 and puts the result where `page` is still stored: in
   * memory only if the entry is still this very page; in Redis only if its tag was not invalidated
   * since the render's mark (the same check as the first store). A failure keeps the fast copy.
   */
  private refine(key: string, page: CachedPage, sharedSince: number | undefined): void {
    // Pages only: a public JSON read is a few KB, where quality 11 saves next to nothing.
    if (!page.headers["content-type"]?.startsWith("text/html")) return;
    const work = finerPage(page)
      .then(async (finer) => {
        if (this.memory.get(key) !== page) return;
        if (this.shared && sharedSince !== undefined && (await this.shared.put(key, finer, sharedSince)) === "stale")
          return;
        this.memory.replace(key, page, finer);
      })
      .catch((error) => this.options.log?.warn({ err: error }, "page cache: brotli 11 failed"))
      .finally(() => this.refining.delete(work));
    this.refining.add(work);
  }

  /** Stops listening to other instances. */
  close(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  private async spread(tag: string): Promise<void> {
    const { pubsub } = this.options;
    if (!this.shared || !pubsub) return;
    if (!(await this.shared.invalidate(tag))) {
      this.unsent.add(tag);
      return;
    }
    this.unsent.delete(tag);
    await pubsub.publish(PAGE_INVALIDATION_CHANNEL, { tag }).catch(() => this.unsent.add(tag));
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}

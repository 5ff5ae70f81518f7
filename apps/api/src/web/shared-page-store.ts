/**
 * The page cache's second level with `REDIS_URL` (ADR 0015): a page rendered by one instance is
 * served by the others without rendering it again. Each page is a Redis hash under
 * `<prefix>page:<path>` holding its HTML, br and gzip bytes and a JSON `meta` (status, tag, headers,
 * stored-at), expiring with the cache's age bound; `<prefix>page-tag:<tag>` lists a tag's paths.
 *
 * Invalidation and storing are Lua scripts, each atomic in Redis: an invalidation takes the next
 * number of `<prefix>page-seq`, records it as the tag's latest (`page-inv:<tag>`) and deletes the
 * tag's pages; a render reads that sequence before it starts (`mark`), and its page is stored only if
 * its tag was not invalidated since — so a render that began before a seller's change, on any
 * instance, can never put the old page back. (Keys of one page span hash slots: a single Redis or a
 * Sentinel pair, not Redis Cluster.)
 *
 * Every call degrades instead of failing: while Redis is away, reads miss, marks are unknown and
 * nothing is stored here (the instance's own LRU carries on).
 */
import type { Redis } from "ioredis";
import type { RedisConnections } from "../integrations/redis/connections";
import { assemblePage, type CachedPage } from "./page-cache";

/** How long an invalidation is remembered against renders in flight, in ms (renders take seconds). */
const INVALIDATION_MEMORY_MS = 60 * 60_000;

const STORE = `
local invalidated = tonumber(redis.call('GET', KEYS[3]) or '0')
if invalidated > tonumber(ARGV[1]) then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'identity', ARGV[4], 'br', ARGV[5], 'gzip', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[7])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1`;

const INVALIDATE = `
local sequence = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], sequence, 'PX', ARGV[2])
for _, path in ipairs(redis.call('SMEMBERS', KEYS[3])) do redis.call('DEL', ARGV[1] .. path) end
redis.call('DEL', KEYS[3])
return sequence`;

type Scripted = Redis & {
  lapakStorePage(...args: (string | Buffer | number)[]): Promise<number>;
  lapakInvalidatePages(...args: (string | number)[]): Promise<number>;
};

interface Meta {
  status: number;
  tag: string;
  headers: Record<string, string>;
  storedAt: number;
}

/** What `put` did: stored, refused because the tag changed since the mark, or Redis was away. */
export type SharedPutResult = "stored" | "stale" | "unavailable";

/** The Redis level of the page cache. */
export class SharedPageStore {
  private readonly client: Scripted;
  private readonly prefix: string;

  /** `maxAgeMs`: how long a stored page lives in Redis (the LRU's age bound). */
  constructor(
    private readonly redis: RedisConnections,
    private readonly maxAgeMs: number,
  ) {
    const client = redis.client;
    if (!("lapakStorePage" in client)) {
      // EVALSHA with the script's hash, loading it once per connection (ioredis `defineCommand`).
      client.defineCommand("lapakStorePage", { numberOfKeys: 3, lua: STORE });
      client.defineCommand("lapakInvalidatePages", { numberOfKeys: 3, lua: INVALIDATE });
    }
    this.client = client as Scripted;
    this.prefix = `${redis.prefix}page`;
  }

  /** The page stored under `path`, or undefined (none, or Redis is away). */
  async get(path: string): Promise<CachedPage | undefined> {
    if (!this.redis.isReady()) return undefined;
    try {
      const [meta, identity, br, gzip] = await this.client.hmgetBuffer(
        `${this.prefix}:${path}`,
        "meta",
        "identity",
        "br",
        "gzip",
      );
      if (!meta || !identity || !br || !gzip) return undefined;
      const { status, tag, headers, storedAt } = JSON.parse(meta.toString("utf8")) as Meta;
      return assemblePage({ status, tag, headers, storedAt, body: identity, br, gzip });
    } catch (error) {
      this.redis.reportFailure(error, "page cache read");
      return undefined;
    }
  }

  /** The invalidation sequence now, to pass to `put` after rendering; undefined while Redis is away. */
  async mark(): Promise<number | undefined> {
    if (!this.redis.isReady()) return undefined;
    try {
      return Number((await this.client.get(`${this.prefix}-seq`)) ?? 0);
    } catch (error) {
      this.redis.reportFailure(error, "page cache mark");
      return undefined;
    }
  }

  /** Stores `page` under `path` unless its tag was invalidated after `since` (a `mark()`). */
  async put(path: string, page: CachedPage, since: number): Promise<SharedPutResult> {
    if (!this.redis.isReady()) return "unavailable";
    const meta: Meta = { status: page.status, tag: page.tag, headers: page.headers, storedAt: page.storedAt };
    const ttl = Math.max(1, this.maxAgeMs - (Date.now() - page.storedAt));
    try {
      const stored = await this.client.lapakStorePage(
        `${this.prefix}:${path}`,
        `${this.prefix}-tag:${page.tag}`,
        `${this.prefix}-inv:${page.tag}`,
        since,
        ttl,
        JSON.stringify(meta),
        page.variants.identity.body,
        page.variants.br.body,
        page.variants.gzip.body,
        path,
      );
      return stored === 1 ? "stored" : "stale";
    } catch (error) {
      this.redis.reportFailure(error, "page cache store");
      return "unavailable";
    }
  }

  /** Deletes every page of `tag` and refuses renders of it marked before now. False if Redis is away. */
  async invalidate(tag: string): Promise<boolean> {
    if (!this.redis.isReady()) return false;
    try {
      await this.client.lapakInvalidatePages(
        `${this.prefix}-seq`,
        `${this.prefix}-inv:${tag}`,
        `${this.prefix}-tag:${tag}`,
        `${this.prefix}:`,
        INVALIDATION_MEMORY_MS,
      );
      return true;
    } catch (error) {
      this.redis.reportFailure(error, "page cache invalidation");
      return false;
    }
  }
}

/**
 * Two instances on one database and one Redis (ADR 0015, DESIGN §2 "stateless instances"): a page
 * rendered by one is a hit on the other, a seller's change on one drops the other's page at once, a
 * payment confirmed through one reaches the payment page streaming from the other, and pages keep
 * being served while Redis is away. Real sockets (the page cache's front door and SSE need them) and
 * the production web build. Runs only when TEST_REDIS_URL names a Redis (`.ci/run` sets it); every
 * run uses its own key prefix, so parallel files and reruns never meet.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRedisPubSub } from "../../src/integrations/pubsub/redis-pubsub";
import { createRedisConnections } from "../../src/integrations/redis/connections";
import { mountWeb } from "../../src/web/mount-web";
import { PageCache, storedPage } from "../../src/web/page-cache";
import { PageStore } from "../../src/web/page-store";
import { bearer } from "../helpers/accounts";
import { openEventStream } from "../helpers/event-stream";
import { checkoutOk, publishDownload, type Seller, sellerStore } from "../helpers/payments";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { createTestApp, type TestApp } from "../helpers/test-app";

const redisUrl = process.env.TEST_REDIS_URL;
const buildDir = join(import.meta.dirname, "../../../web/build");
const built = existsSync(join(buildDir, "server", "index.js"));
const prefix = `lapak-test-${randomBytes(4).toString("hex")}:`;

interface Instance {
  t: TestApp;
  port: number;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** A GET over the socket to `instance`, as an anonymous visitor; the body decoded. */
function get(instance: Instance, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": "br, gzip" };
    const req = httpRequest({ host: "127.0.0.1", port: instance.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const html = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, html: html.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** An instance on the file's database and `url` (it shares the outbox of the others on that database). */
async function startInstance(url: string): Promise<Instance> {
  const t = await createTestApp({
    env: { REDIS_URL: url, REDIS_PREFIX: prefix },
    beforeReady: (app) => mountWeb(app, { buildDir }),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/**
 * Waits (at most 2 s) until `instance`'s memory no longer holds `key`. The writer's answer waits for
 * its PUBLISH to return, but Redis may write that reply to the writer before it writes the message to
 * the other instance's subscriber connection, so on a busy machine the next request can reach the
 * other instance a moment before the invalidation does (pub/sub has no cross-connection order).
 */
async function droppedOn(instance: Instance, key: string): Promise<void> {
  await vi.waitFor(() => expect(instance.t.app.pageCache.get(key)).toBeUndefined(), { timeout: 2000, interval: 5 });
}

/** A seller whose storefront shows one link product titled `title`; `rename` edits it on an instance. */
async function storeWith(via: Instance, title: string) {
  const seller: Seller = await sellerStore(via.t);
  const link = (newTitle: string) => ({ title: newTitle, url: "https://youtube.com/@sari", status: "published" });
  const created = await via.t.app.inject({
    method: "POST",
    url: "/v1/product/external-urls",
    headers: bearer(seller.token),
    payload: link(title),
  });
  expect(created.statusCode).toBe(201);
  const product = created.json().data as { id: string };
  const rename = async (on: Instance, newTitle: string) => {
    const edited = await on.t.app.inject({
      method: "PUT",
      url: `/v1/product/external-urls/${product.id}`,
      headers: bearer(seller.token),
      payload: link(newTitle),
    });
    expect(edited.statusCode).toBe(200);
  };
  return { path: `/${seller.username}`, rename };
}

describe.skipIf(!redisUrl || !built)("two instances on one database and one Redis", () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await startInstance(redisUrl as string);
    b = await startInstance(redisUrl as string);
  }, 180_000);
  afterAll(async () => {
    await a?.t.close();
    await b?.t.close();
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("serves on B a page rendered on A, without rendering it again", async () => {
    const store = await storeWith(a, "Kelas Gitar Dasar");
    const rendered = await get(a, store.path);
    expect(rendered.headers["x-page-cache"]).toBe("miss");
    const before = { ...b.t.app.pageCache.stats };

    const shared = await get(b, store.path);
    expect(shared.status).toBe(200);
    expect(shared.headers["x-page-cache"]).toBe("hit");
    expect(shared.html).toBe(rendered.html);
    expect(shared.headers.etag).toBe(rendered.headers.etag);
    expect(b.t.app.pageCache.stats.sharedHits).toBe(before.sharedHits + 1);
    expect(b.t.app.pageCache.stats.misses).toBe(before.misses);
    // B keeps it in memory now: the next hit is answered before Fastify.
    expect((await get(b, store.path)).headers["x-page-cache"]).toBe("hit");
    expect(b.t.app.pageCache.stats.hits).toBe(before.hits + 1);
  });

  it("drops B's page at once when the seller edits a product on A", async () => {
    const store = await storeWith(a, "Preset Lightroom Lama");
    await get(a, store.path);
    expect((await get(b, store.path)).html).toContain("Preset Lightroom Lama");
    expect((await get(b, store.path)).headers["x-page-cache"]).toBe("hit");

    await store.rename(a, "Preset Lightroom Baru");
    await droppedOn(b, store.path);

    const onB = await get(b, store.path);
    expect(onB.headers["x-page-cache"]).toBe("miss");
    expect(onB.html).toContain("Preset Lightroom Baru");
    expect(onB.html).not.toContain("Preset Lightroom Lama");
    // B's render is now the shared copy: A, whose own copy was dropped too, reads it from Redis.
    const onA = await get(a, store.path);
    expect(onA.headers["x-page-cache"]).toBe("hit");
    expect(onA.html).toBe(onB.html);
  });

  it("shares a store's public JSON between instances and drops it everywhere when the seller edits (ADR 0029)", async () => {
    const store = await storeWith(a, "Kelas Vokal Lama");
    const path = `/v1/sellers${store.path}/products`;
    expect((await get(a, path)).headers["x-page-cache"]).toBe("miss");
    const before = { ...b.t.app.pageCache.jsonStats };
    const shared = await get(b, path);
    expect(shared.headers["x-page-cache"]).toBe("hit");
    expect(shared.html).toContain("Kelas Vokal Lama");
    expect(b.t.app.pageCache.jsonStats.sharedHits).toBe(before.sharedHits + 1);

    await store.rename(a, "Kelas Vokal Baru");
    await droppedOn(b, path);
    const onB = await get(b, path);
    expect(onB.headers["x-page-cache"]).toBe("miss");
    expect(onB.html).toContain("Kelas Vokal Baru");
    expect((await get(a, path)).html).toBe(onB.html);
  });

  it("renders a page once for many simultaneous first visitors", async () => {
    const store = await storeWith(a, "Template Undangan");
    const before = b.t.app.pageCache.stats.misses;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(b, store.path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
    expect(b.t.app.pageCache.stats.misses).toBe(before + 1);
  });

  it("pushes a payment confirmed through B to the payment page streaming from A", async () => {
    const seller = await sellerStore(a.t);
    const sale = await checkoutOk(a.t, (await publishDownload(a.t, seller)).id);
    const stream = await openEventStream(a.port, `/v1/transactions/${sale.id}/events`);
    expect(JSON.parse((await stream.next()).data)).toEqual({ id: sale.id, status: "pending" });

    const paid = await b.t.app.inject({ method: "POST", url: `/v1/payments/sandbox/${sale.id}/pay` });
    expect(paid.statusCode).toBe(200);

    expect(JSON.parse((await stream.next()).data)).toEqual({ id: sale.id, status: "paid" });
    await stream.ended;
  });
});

describe.skipIf(!redisUrl || !built)("an instance whose Redis goes away", () => {
  let proxy: TcpProxy;
  let direct: Instance;
  let cut: Instance;
  beforeAll(async () => {
    const target = new URL(redisUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    direct = await startInstance(redisUrl as string);
    cut = await startInstance(proxy.through(redisUrl as string));
  }, 180_000);
  afterAll(async () => {
    await cut?.t.close();
    await direct?.t.close();
    await proxy?.close();
  });

  it("keeps serving pages from its own memory, and sends its missed changes when Redis returns", async () => {
    const store = await storeWith(cut, "E-book Kopi Lama");
    expect((await get(cut, store.path)).headers["x-page-cache"]).toBe("miss");
    expect((await get(direct, store.path)).html).toContain("E-book Kopi Lama");

    await proxy.stop();
    await store.rename(cut, "E-book Kopi Baru");
    const rendered = await get(cut, store.path);
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain("E-book Kopi Baru");
    expect((await get(cut, store.path)).headers["x-page-cache"]).toBe("hit");

    await proxy.start();
    // Once reconnected, the change made meanwhile reaches Redis and the other instance.
    await expect
      .poll(async () => (await get(direct, store.path)).html, { timeout: 10_000, interval: 200 })
      .toContain("E-book Kopi Baru");
  });
});

describe.skipIf(!redisUrl)("the shared page store's race with an invalidation", () => {
  const log = pino({ level: "silent" });
  const open = () => {
    const redis = createRedisConnections({ url: redisUrl as string, prefix, log });
    const pubsub = createRedisPubSub(redis);
    return { redis, store: new PageStore(new PageCache(), { redis, pubsub, log }) };
  };
  const page = (html: string) =>
    storedPage({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(html), tag: "balapan" });

  it("never stores a page whose render began on one instance before a change made on another", async () => {
    const one = open();
    const two = open();
    try {
      await expect.poll(() => one.redis.isReady() && two.redis.isReady()).toBe(true);
      const slow = await one.store.begin("/balapan");
      two.store.invalidate("balapan");
      await two.store.settled();
      expect(await slow.lease?.store(await page("<p>sebelum perubahan</p>"))).toBe(false);

      const fresh = await two.store.begin("/balapan");
      expect(fresh.page).toBeUndefined();
      expect(await fresh.lease?.store(await page("<p>sesudah perubahan</p>"))).toBe(true);
      const read = await one.store.begin("/balapan");
      expect(read.page?.variants.identity.body.toString()).toBe("<p>sesudah perubahan</p>");
    } finally {
      for (const side of [one, two]) {
        side.store.close();
        await side.redis.close();
      }
    }
  });

  it("puts a stored page's quality-11 brotli copy in Redis too, unless its store changed meanwhile", async () => {
    const one = open();
    const two = open();
    const html = `<main>${Array.from({ length: 300 }, (_, i) => `<p>Produk ${i * 7919}</p>`).join("")}</main>`;
    try {
      await expect.poll(() => one.redis.isReady() && two.redis.isReady()).toBe(true);
      const first = await one.store.begin("/halus");
      const fast = await page(html);
      expect(await first.lease?.store(fast)).toBe(true);
      await one.store.refined();
      const read = await two.store.begin("/halus");
      expect(read.page?.variants.br.body.length).toBeLessThan(fast.variants.br.body.length);
      expect(brotliDecompressSync(read.page?.variants.br.body ?? Buffer.alloc(0)).toString()).toBe(html);

      const again = await one.store.begin("/balapan-halus");
      expect(await again.lease?.store(await page(html))).toBe(true);
      two.store.invalidate("balapan");
      await two.store.settled();
      await one.store.refined();
      const gone = await two.store.begin("/balapan-halus");
      expect(gone.page).toBeUndefined();
      gone.lease?.abandon();
    } finally {
      for (const side of [one, two]) {
        side.store.close();
        await side.redis.close();
      }
    }
  });
});

/**
 * What the page cache may store, and under which key (ADR 0011): a render that read a
 * session cookie is never stored, however the Cookie header spells it; a store or product path is
 * kept only in its canonical spelling, and every other spelling answers 301 to it. Drives the real
 * app with the production web build over a real socket (the front door is the request listener).
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import type { TestApp } from "../helpers/test-app";
import { buildDir, decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("web-cache-rules.test.ts");

let t: TestApp;
let port: number;

const get = (path: string, headers: Record<string, string> = {}) => getOverSocket(port, path, headers);

/** A seller with a username and one published, cacheable product titled "Some Slug" (`some-slug`). */
async function store() {
  const seller = await signUp(t);
  const username = `toko_${randomBytes(3).toString("hex")}`;
  await t.app.inject({ method: "PUT", url: "/v1/auth/profile", headers: bearer(seller.token), payload: { username } });
  const created = await t.app.inject({
    method: "POST",
    url: "/v1/product/collect-emails",
    headers: bearer(seller.token),
    payload: { title: "Some Slug", price: 0, rewardUrl: "https://contoh.id/hadiah", status: "published" },
  });
  expect(created.json().data.slug).toBe("some-slug");
  return { ...seller, username };
}

/**
 * The pages the cache holds: a render's own reads of the public JSON (`/v1/sellers/…`, ADR 0029)
 * are kept beside them under their canonical `/v1/` keys, and are not pages.
 */
const pageCount = () => [...t.app.pageCache.keys()].filter((key) => !key.startsWith("/v1/")).length;

/** What the cache holds and has done so far, to see that a request added nothing. */
const cacheState = () => ({ size: pageCount(), misses: t.app.pageCache.stats.misses });

describe.skipIf(!built)("the page cache's rules", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp());
  }, 180_000);
  afterAll(() => t?.close());

  it("never stores a page rendered for a session cookie whose name the Cookie header pads with spaces", async () => {
    const seller = await store();
    for (const path of ["/", "/help", "/terms", "/blog"]) {
      t.app.pageCache.clear();
      const signedIn = await get(path, { cookie: `theme=terang; access_token =${seller.token}` });
      expect(signedIn.status, path).toBe(200);
      // The web app reads this cookie as the session: the page is the seller's…
      expect(decoded(signedIn), path).toContain("Buka Dasbor");
      expect(signedIn.headers["x-page-cache"], path).toBe("bypass");
      expect(signedIn.headers["cache-control"], path).toBe("private, no-store");
      // …so the next visitor, anonymous, must not be handed it.
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(200);
      expect(decoded(anonymous), path).not.toContain("Buka Dasbor");
      expect(decoded(anonymous), path).toContain("Masuk");
    }
    // Any page rendered for a session says so, for the page cache and any CDN in front.
    const privatePage = await get("/tidak-ada/sama", { cookie: `access_token=${seller.token}` });
    expect(privatePage.status).toBe(404);
    expect(privatePage.headers["cache-control"]).toBe("private");
    // A hit is not given to that cookie either (it would show a guest page to a signed-in seller).
    expect((await get("/blog")).headers["x-page-cache"]).toBe("hit");
    const again = await get("/blog", { cookie: `access_token =${seller.token}` });
    expect(again.headers["x-page-cache"]).toBe("bypass");
  });

  it("answers 301 to the canonical path for other spellings of a store or product path, storing nothing", async () => {
    const { username } = await store();
    const upper = username.toUpperCase();
    const capitalised = `T${username.slice(1)}`;
    const cases: [string, string][] = [
      [`/${capitalised}`, `/${username}`],
      [`/${upper}`, `/${username}`],
      [`/${username}/`, `/${username}`],
      [`/%74${username.slice(1)}`, `/${username}`],
      [`/%54%4F${upper.slice(2)}/`, `/${username}`],
      [`/${upper}/Some-Slug`, `/${username}/some-slug`],
      [`/${username}/some-slug/`, `/${username}/some-slug`],
      [`/${username}/%73ome%2Dslug`, `/${username}/some-slug`],
      [`/${capitalised}?utm_source=instagram&x=%41`, `/${username}?utm_source=instagram&x=%41`],
      [`/${upper}/Some-Slug/?ref=bio`, `/${username}/some-slug?ref=bio`],
    ];
    const before = cacheState();
    for (const [path, location] of cases) {
      const answer = await get(path, { "accept-encoding": "gzip, br" });
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
      expect(cacheState(), path).toEqual(before);
    }

    // The canonical paths themselves are rendered once and then answered from the cache.
    for (const path of [`/${username}`, `/${username}/some-slug`]) {
      expect((await get(path)).headers["x-page-cache"], path).toBe("miss");
      expect((await get(`${path}?utm_source=instagram`)).headers["x-page-cache"], path).toBe("hit");
    }
    expect(pageCount()).toBe(before.size + 2);
  });

  it("keeps reserved paths working, and never stores other non-canonical spellings of a cached page", async () => {
    const { username } = await store();
    const assets = readdirSync(join(buildDir, "client", "assets"));
    const script = assets.find((name) => name.endsWith(".js"));
    const expected: [string, number][] = [
      ["/login", 200],
      ["/dashboard", 302],
      ["/Dashboard", 302],
      [`/v1/sellers/${username}`, 200],
      [`/assets/${script}`, 200],
      ["/favicon.svg", 200],
      ["/robots.txt", 200],
      ["/build.json", 200],
      ["/checkout/some-slug", 404],
    ];
    for (const [path, status] of expected) expect((await get(path)).status, path).toBe(status);

    t.app.pageCache.clear();
    const before = cacheState();
    // Landing and blog pages are cached, but these spellings are rendered without being stored.
    for (const path of ["/Help", "/help/", "/%68elp", "/BLOG", "/blog/", `/x/../${username}`]) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(301);
      expect(answer.headers["x-page-cache"], path).not.toBe("hit");
      expect(pageCount(), path).toBe(before.size);
    }
    // A path read as another host answers 301 to its single-slash form before the cache is asked (DESIGN §5).
    const doubled = await get(`//${username}`);
    expect(doubled.status).toBe(301);
    expect(doubled.headers.location).toBe(`/${username}`);
    expect(pageCount()).toBe(before.size);
    expect((await get("/help")).headers["x-page-cache"]).toBe("miss");
    expect((await get("/help")).headers["x-page-cache"]).toBe("hit");
  });
});

/**
 * How the web app's bytes leave the server (DESIGN §6, ADR 0011): cached storefront pages answered
 * before Fastify, compressed once, with ETags; precompressed immutable assets; rendered HTML
 * compressed per response. Drives the real app with the production web build over a real socket
 * (the cache's front door is the server's request listener, which `inject` does not pass through).
 * Needs `npm run build` (scripts/test.mjs builds before the tests; CI fails without a build).
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from "../../src/web/mount-web";
import { bearer, signUp } from "../helpers/accounts";
import type { TestApp } from "../helpers/test-app";
import { buildDir, decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("web-serving.test.ts");

let t: TestApp;
let port: number;

const get = (path: string, headers: Record<string, string> = {}) => getOverSocket(port, path, headers);

/** A seller with a username and one published link product. */
async function store(title = "Kelas di YouTube") {
  const seller = await signUp(t);
  const username = `toko_${randomBytes(3).toString("hex")}`;
  await t.app.inject({ method: "PUT", url: "/v1/auth/profile", headers: bearer(seller.token), payload: { username } });
  const product = (
    await t.app.inject({
      method: "POST",
      url: "/v1/product/external-urls",
      headers: bearer(seller.token),
      payload: { title, url: "https://youtube.com/@sari", status: "published" },
    })
  ).json().data;
  return { ...seller, username, product };
}

describe.skipIf(!built)("serving the web app", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp());
  }, 180_000);
  afterAll(() => t?.close());

  it("answers a cached storefront with the same HTML as the render, as br, gzip or plain as asked", async () => {
    const s = await store();
    const miss = await get(`/${s.username}`, { "accept-encoding": "gzip, deflate, br" });
    expect(miss.status).toBe(200);
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("br");
    const html = decoded(miss);
    expect(html).toContain("Kelas di YouTube");

    const br = await get(`/${s.username}?utm_source=instagram`, { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get(`/${s.username}`, { "accept-encoding": "gzip" });
    const plain = await get(`/${s.username}`);
    for (const [answer, encoding] of [
      [br, "br"],
      [gzip, "gzip"],
      [plain, undefined],
    ] as const) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(decoded(answer)).toBe(html);
    }
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    // The stored page carries the headers its render had: CSP with hashes (no nonce), helmet's.
    expect(br.headers["content-security-policy"]).toBe(miss.headers["content-security-policy"]);
    expect(br.headers["content-security-policy"]).not.toContain("nonce-");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(br.headers["cache-control"]).toContain("s-maxage=60");
  });

  it("answers 304 to a client that holds the page, with no body", async () => {
    const s = await store();
    const first = await get(`/${s.username}`, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get(`/${s.username}`, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await get(`/${s.username}`, { "accept-encoding": "br", "if-none-match": '"sesuatu-lain"' });
    expect(other.status).toBe(200);
  });

  it("renders the storefront again after the seller edits a product", async () => {
    const s = await store("Kelas Lama");
    await get(`/${s.username}`);
    expect((await get(`/${s.username}`)).headers["x-page-cache"]).toBe("hit");

    const edited = await t.app.inject({
      method: "PUT",
      url: `/v1/product/external-urls/${s.product.id}`,
      headers: bearer(s.token),
      payload: { title: "Kelas Baru", url: "https://youtube.com/@sari", status: "published" },
    });
    expect(edited.statusCode).toBe(200);

    const after = await get(`/${s.username}`, { "accept-encoding": "gzip" });
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(decoded(after)).toContain("Kelas Baru");
    expect(decoded(after)).not.toContain("Kelas Lama");
  });

  it("never answers someone with a session cookie from the cache, nor stores their page", async () => {
    const s = await store();
    await get(`/${s.username}`);
    const anonymous = await get(`/${s.username}`);
    expect(anonymous.headers["x-page-cache"]).toBe("hit");

    const signedIn = await get(`/${s.username}`, { cookie: `access_token=${s.token}`, "accept-encoding": "gzip" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["x-page-cache"]).toBe("bypass");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    // Rendered for this visitor and compressed on the way out.
    expect(signedIn.headers["content-encoding"]).toBe("gzip");
    expect(decoded(signedIn)).toContain("Kelas di YouTube");
    // Any session cookie bypasses, valid or not.
    const stale = await get(`/${s.username}`, { cookie: "theme=x; access_token=kedaluwarsa" });
    expect(stale.headers["x-page-cache"]).not.toBe("hit");
    expect((await get(`/${s.username}`)).body.equals(anonymous.body)).toBe(true);
  });

  it("sends hashed assets precompressed and immutable, other files for an hour", async () => {
    const assets = readdirSync(join(buildDir, "client", "assets"));
    const script = assets.find((name) => name.endsWith(".js") && assets.includes(`${name}.br`));
    expect(script).toBeDefined();
    const br = await get(`/assets/${script}`, { "accept-encoding": "gzip, br" });
    const plain = await get(`/assets/${script}`);
    expect(br.status).toBe(200);
    expect(br.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(decoded(br)).toBe(plain.body.toString("utf8"));
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const favicon = await get("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe(SHORT_CACHE_CONTROL);
  });

  it("compresses rendered HTML of pages that are not cached, and leaves the API's JSON alone", async () => {
    const login = await get("/login", { "accept-encoding": "gzip" });
    expect(login.status).toBe(200);
    expect(login.headers["content-encoding"]).toBe("gzip");
    expect(login.headers["x-page-cache"]).toBeUndefined();
    expect(decoded(login)).toContain("<html");

    const s = await store();
    const json = await get(`/v1/sellers/${s.username}/products`, { "accept-encoding": "gzip, br" });
    expect(json.status).toBe(200);
    expect(json.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the security headers on every kind of answer: cached page, rendered page, asset, API, 404", async () => {
    const s = await store("Kelas Header");
    await get(`/${s.username}`); // fills the cache
    const assets = readdirSync(join(buildDir, "client", "assets"));
    const answers = {
      "cached storefront": await get(`/${s.username}`, { "accept-encoding": "gzip" }),
      "rendered login": await get("/login"),
      "rendered register": await get("/register"),
      asset: await get(`/assets/${assets.find((name) => name.endsWith(".css"))}`),
      "API JSON": await get(`/v1/sellers/${s.username}/products`),
      "API 404": await get("/v1/tidak-ada"),
      "page 404": await get("/tidak/ada/sama/sekali"),
    };
    expect(answers["cached storefront"].headers["x-page-cache"]).toBe("hit");
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers["x-powered-by"], what).toBeUndefined();
      expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
      expect(String(answer.headers["strict-transport-security"]), what).toMatch(/max-age=\d{7,}/);
      // Both framing headers say the same: never framed (nothing in the app frames its own pages).
      expect(answer.headers["x-frame-options"], what).toBe("DENY");
      if (what !== "asset") {
        expect(answer.headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
        expect(answer.headers["content-security-policy"], what).toContain("object-src 'none'");
      }
    }
  });

  it("keeps sign-in, sign-up and dashboard pages out of every cache, and public pages' caching as it was", async () => {
    const s = await store("Kelas Cache");
    const session = { cookie: `access_token=${s.token}` };
    const pages = {
      "/login": await get("/login"),
      "/register": await get("/register"),
      "/forgot-password": await get("/forgot-password"),
      "/onboard/profile": await get("/onboard/profile", session),
      // Not onboarded yet: sent on to /onboard/profile, privately too.
      "/dashboard/sales": await get("/dashboard/sales", session),
    };
    for (const [path, answer] of Object.entries(pages)) {
      expect(answer.status, path).toBe(path === "/dashboard/sales" ? 302 : 200);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
    }
    // An anonymous storefront stays cacheable; a hashed asset stays immutable, with a session too.
    expect((await get(`/${s.username}`)).headers["cache-control"]).toContain("s-maxage=60");
    const css = readdirSync(join(buildDir, "client", "assets")).find((name) => name.endsWith(".css"));
    expect((await get(`/assets/${css}`, session)).headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
  });
});

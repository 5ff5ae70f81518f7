/**
 * A page's URL is APP_URL's origin + the path, whatever the request target says (DESIGN §5): a
 * target that starts with `//`, `/\`, or a percent-encoded or dot-segment spelling of either, is
 * answered with a 301 to its single-slash form (GET, HEAD) or a 404, and no page, header or script
 * leads off the app's origin — in particular the in-app-browser escape (`intent://…`,
 * `x-safari-https://…`) names APP_URL's host only. Drives the real server over a socket: the raw
 * request target must reach it as sent (fetch and `inject` normalise it first). Needs `npm run build`.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, startNginx } from "../helpers/nginx";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import { TEST_APP_URL, type TestApp } from "../helpers/test-app";
import { type Answer, decoded, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("web-request-target.test.ts");

const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 Instagram 312.0.0.34.111 Android";
const TIKTOK_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 " +
  "musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/id Region/ID BytedanceWebview/d8a21c6";
const APP_HOST = new URL(TEST_APP_URL).host;

/** `page` (`/login`) behind another host, in every spelling a URL parser or router may read as one. */
function spellings(page: string): string[] {
  return [
    `//evil.example${page}`,
    `///evil.example${page}`,
    `/\\evil.example${page}`,
    `/\\/evil.example${page}`,
    `/%2F%2Fevil.example${page}`,
    `/%2f/evil.example${page}`,
    `/%5Cevil.example${page}`,
    `/%5c%2fevil.example${page}`,
    `/.//evil.example${page}`,
    `/%2e//evil.example${page}`,
    `/x/..//evil.example${page}`,
  ];
}

/** A request with exactly this target and these headers to port `to`; the body as it came. */
function send(method: string, path: string, headers: Record<string, string>, to = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: to, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** `text` with HTML entities, JSON `\u` escapes and percent-escapes undone (three rounds). */
function unescaped(text: string): string {
  let out = text;
  for (let round = 0; round < 3; round++) {
    out = out
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return out;
}

/**
 * Every place `answer` could send a browser to evil.example: a URL or network-path reference
 * (`scheme://host`, `//host`, `\\host`, `host//…`) anywhere in its headers or body.
 */
function leadsToEvil(answer: Answer): string[] {
  const text = unescaped(`${JSON.stringify(answer.headers)}\n${decoded(answer)}`).replace(/\\/g, "/");
  return [...text.matchAll(/.{0,40}\/\/+evil\.example.{0,20}/g)].map(([match]) => match);
}

/** The webview escape's link on `answer`'s page, if it has one. */
function escapeHref(answer: Answer): string | null {
  const html = unescaped(decoded(answer));
  return /href="((?:intent|x-safari-https):\/\/[^"]*)"/.exec(html)?.[1] ?? null;
}

let t: TestApp;
let port: number;
let pages: string[];

describe.skipIf(!built)("a request target that names another host", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp());
    const { product } = await sellerWithDownload(t);
    const order = await checkoutOk(t, product.id);
    await payWithSandbox(t, order.id);
    pages = ["/login", "/register", `/checkout/${product.id}`, `/my-order/${order.id}`];
  }, 180_000);
  afterAll(() => t?.close());

  it("escapes an in-app browser to APP_URL's host on the page's own path", async () => {
    const android = await send("GET", "/login", { "user-agent": INSTAGRAM_ANDROID, host: "evil.example" });
    expect(android.status).toBe(200);
    expect(escapeHref(android)).toBe(
      `intent://${APP_HOST}/login?utm_source=instagram#Intent;scheme=https;package=com.android.chrome;` +
        `S.browser_fallback_url=${TEST_APP_URL}/login?utm_source=instagram;end`,
    );
    const ios = await send("GET", "/register", { "user-agent": TIKTOK_IOS });
    expect(escapeHref(ios)).toBe(`x-safari-https://${APP_HOST}/register?utm_source=tiktok`);
  });

  it("answers 301 to the single-slash path, never a page or a header that leads off the origin", async () => {
    for (const userAgent of [INSTAGRAM_ANDROID, TIKTOK_IOS]) {
      for (const page of pages) {
        for (const target of spellings(page)) {
          const label = `${target} (${userAgent === TIKTOK_IOS ? "TikTok" : "Instagram"})`;
          const answer = await send("GET", target, { "user-agent": userAgent });
          expect(leadsToEvil(answer), label).toEqual([]);
          expect(answer.status, label).toBe(301);
          const location = String(answer.headers.location);
          expect(location, label).toBe(`/evil.example${page}`);

          const landed = await send("GET", location, { "user-agent": userAgent });
          expect(leadsToEvil(landed), `${label} → ${location}`).toEqual([]);
          const href = escapeHref(landed);
          if (href) expect(href, label).toMatch(new RegExp(`^(?:intent|x-safari-https)://${APP_HOST}/evil\\.example/`));
        }
      }
    }
  }, 120_000);

  it("keeps the query on the redirect and ignores a Host header naming another site", async () => {
    const answer = await send("GET", "//evil.example/login?redirectTo=%2Fdashboard", {
      "user-agent": INSTAGRAM_ANDROID,
      host: "evil.example",
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/evil.example/login?redirectTo=%2Fdashboard");
    expect(leadsToEvil(answer)).toEqual([]);
  });

  it("answers 404 to other methods, which a redirect would turn into a GET", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      for (const target of spellings("/login")) {
        const answer = await send(method, target, { "user-agent": INSTAGRAM_ANDROID, "content-length": "0" });
        expect(answer.status, `${method} ${target}`).toBe(404);
        expect(leadsToEvil(answer), `${method} ${target}`).toEqual([]);
      }
    }
    // The absolute form a client may send to a server (RFC 9112 §3.2.2) names a host too.
    const absolute = await send("GET", "http://evil.example/login", { "user-agent": INSTAGRAM_ANDROID });
    expect(absolute.status).toBe(404);
    expect(leadsToEvil(absolute)).toEqual([]);
  });

  it.skipIf(!NGINX)("answers the same behind deploy/nginx-lapak.conf, which passes the target on as sent", async () => {
    const proxy = await startNginx([`127.0.0.1:${port}`]);
    const proxyPort = Number(new URL(proxy.url).port);
    try {
      for (const target of spellings("/login")) {
        const answer = await send("GET", target, { "user-agent": INSTAGRAM_ANDROID }, proxyPort);
        expect(answer.status, target).toBe(301);
        expect(answer.headers.location, target).toBe("/evil.example/login");
        expect(leadsToEvil(answer), target).toEqual([]);
      }
      // nginx turns the absolute form into its path, with the named host as Host: the app ignores Host.
      const absolute = await send("GET", "http://evil.example/login", { "user-agent": INSTAGRAM_ANDROID }, proxyPort);
      expect(absolute.status).toBe(200);
      expect(escapeHref(absolute)).toMatch(new RegExp(`^intent://${APP_HOST}/login\\?`));
      expect(leadsToEvil(absolute)).toEqual([]);
    } finally {
      await proxy.stop();
    }
  });
});

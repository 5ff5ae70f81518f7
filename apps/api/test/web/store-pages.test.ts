/**
 * The storefront and product pages rendered by their own React Router handler (ADR 0030,
 * apps/api/src/web/store-pages.ts) answer exactly what the whole build answers: same status, same
 * headers, same HTML, byte for byte — for the demo store, each of its product pages, an unknown
 * store and an unknown product. Needs `npm run build` (scripts/test.mjs builds before the tests).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEMO_USERNAME, seedDemoStore } from "@lapak/db";
import type { ApiCaller, LapakLoadContext } from "@lapak/shared/load-context";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePages } from "../../src/web/store-pages";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";
import { buildDir, webBuilt } from "../helpers/web-build";

const built = webBuilt("store-pages.test.ts");

let t: TestApp;
let build: ServerBuild;

/** The API in-process, as mount-web.ts's loaders reach it (without the caller's IP and headers). */
const api: ApiCaller = async (path, init = {}) => {
  const response = await t.app.inject({ method: init.method ?? "GET", url: `/v1${path}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

function context(): LapakLoadContext {
  return {
    api,
    publicConfig: {
      appUrl: TEST_APP_URL,
      googleClientId: null,
      paymentGateway: "sandbox",
      platformFeePercent: 5,
      holdDays: 7,
      whatsappAvailable: false,
      buildId: build.assets.version,
    },
    cspNonce: "nonce-store-pages",
  };
}

describe.skipIf(!built)("store pages on their own routes", () => {
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoStore(t.db);
    build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  }, 180_000);
  afterAll(() => t?.close());

  it("renders every store page exactly as the whole build does", async () => {
    const whole = createRequestHandler(build, "production");
    const pages = storePages(build);
    const own = createRequestHandler(pages.build, "production");
    const products = (await api<{ data: { slug: string }[] }>(`/sellers/${DEMO_USERNAME}/products`)).body.data;
    expect(products.length).toBeGreaterThanOrEqual(2);
    const paths = [
      `/${DEMO_USERNAME}`,
      ...products.map((product) => `/${DEMO_USERNAME}/${product.slug}`),
      `/${DEMO_USERNAME}?utm_source=instagram`,
      "/toko-yang-tidak-ada",
      `/${DEMO_USERNAME}/produk-yang-tidak-ada`,
    ];
    const statuses: number[] = [];
    for (const path of paths) {
      expect(pages.claims("GET", path), path).toBe(true);
      const request = () => new Request(`${TEST_APP_URL}${path}`, { headers: { "user-agent": "Mozilla/5.0" } });
      const expected = await whole(request(), context() as unknown as Record<string, unknown>);
      const actual = await own(request(), context() as unknown as Record<string, unknown>);
      statuses.push(actual.status);
      expect(actual.status, path).toBe(expected.status);
      expect(Object.fromEntries(actual.headers), path).toEqual(Object.fromEntries(expected.headers));
      const html = await actual.text();
      expect(html, path).toBe(await expected.text());
      if (actual.status === 200 || actual.status === 404) expect(html, path).toContain('<html lang="id"');
    }
    // The store, its download page, the unknown store and product (a link product may redirect).
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(-2)).toEqual([404, 404]);
  });
});

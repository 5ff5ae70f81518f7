/**
 * Issue 23, browser pixels: only a seller's own public pages load their pixels, and only those
 * pages' Content-Security-Policy allows the pixel hosts; the cached store page changes as soon as the
 * seller changes the pixel. Needs the web build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "./helpers/accounts";
import { checkoutOk, payWithSandbox, publishDownload, sellerStore } from "./helpers/payments";
import type { TestApp } from "./helpers/test-app";
import { decoded, getOverSocket, startWebApp, webBuilt } from "./helpers/web-build";

const built = webBuilt("pixel-pages.test.ts");

let t: TestApp;
let port: number;
const get = (path: string) => getOverSocket(port, path, { "accept-encoding": "identity" });

const META_PIXEL = "123456789012345";
const TIKTOK_PIXEL = "COQDA8RC77U2TMR44LI0";

describe.skipIf(!built)("a seller's pixels on their public pages", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp());
  }, 180_000);
  afterAll(() => t?.close());

  it("loads the pixels and allows their hosts on the seller's store, product, checkout and order pages only", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 50_000 });
    const other = await sellerStore(t);
    await publishDownload(t, other);
    const before = await get(`/${seller.username}`);
    expect(before.headers["x-page-cache"]).toBe("miss");
    expect(decoded(before)).not.toContain("data-pixels");

    const saved = await t.app.inject({
      method: "PUT",
      url: "/v1/account/tracking",
      headers: bearer(seller.token),
      payload: { metaPixelId: META_PIXEL, tiktokPixelId: TIKTOK_PIXEL },
    });
    expect(saved.statusCode).toBe(200);

    // The cached store page was dropped by the save: the next visit renders it with the pixels.
    const storePage = await get(`/${seller.username}`);
    expect(storePage.headers["x-page-cache"]).toBe("miss");
    const html = decoded(storePage);
    expect(html).toContain(`data-meta="${META_PIXEL}"`);
    expect(html).toContain(`data-tiktok="${TIKTOK_PIXEL}"`);
    expect(html).toMatch(/src="\/assets\/enhance-pixels-[\w-]+\.js"/);
    const csp = String(storePage.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net[^;]*https:\/\/analytics\.tiktok\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
    expect(storePage.headers["x-lapak-pixels"]).toBeUndefined();
    const hit = await get(`/${seller.username}`);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["content-security-policy"]).toBe(csp);

    const productPage = await get(`/${seller.username}/${await slugOf(product.id)}`);
    expect(decoded(productPage)).toContain('data-event="ViewContent"');
    expect(String(productPage.headers["content-security-policy"])).toContain("https://connect.facebook.net");

    const checkoutPage = await get(`/checkout/${product.id}`);
    expect(decoded(checkoutPage)).toContain('data-event="InitiateCheckout"');
    expect(String(checkoutPage.headers["content-security-policy"])).toContain("https://analytics.tiktok.com");

    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);
    const orderPage = await get(`/my-order/${sale.id}`);
    const orderHtml = decoded(orderPage);
    expect(orderHtml).toContain('data-event="Purchase"');
    expect(orderHtml).toContain(`data-event-id="${sale.id}"`);

    // Another store, and every other page, carry no pixel and keep the strict policy.
    for (const path of [`/${other.username}`, "/", "/login"]) {
      const page = await get(path);
      expect(decoded(page)).not.toContain("data-pixels");
      expect(String(page.headers["content-security-policy"])).not.toContain("facebook");
    }
  });
});

async function slugOf(productId: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/v1/products/${productId}` });
  return response.json().data.slug;
}

/**
 * Browser pixels (ADR 0022): only a seller's own public pages load their pixels, and only those
 * pages' Content-Security-Policy allows the pixel hosts; the cached store page changes as soon as the
 * seller changes the pixel; the order page reports the sale without giving its key away (ADR 0026).
 * Needs the web build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import {
  checkoutOk,
  deliverNotification,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  sandboxNotification,
  sellerStore,
} from "../helpers/payments";
import type { TestApp } from "../helpers/test-app";
import { decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("pixel-pages.test.ts");

let t: TestApp;
let port: number;
const get = (path: string, headers: Record<string, string> = {}) =>
  getOverSocket(port, path, { "accept-encoding": "identity", ...headers });

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
    expect(decoded(orderPage)).toContain('data-event="Purchase"');
    expect(String(orderPage.headers["content-security-policy"])).toContain("https://connect.facebook.net");

    // Another store, and every other page, carry no pixel and keep the strict policy.
    for (const path of [`/${other.username}`, "/", "/login"]) {
      const page = await get(path);
      expect(decoded(page)).not.toContain("data-pixels");
      expect(String(page.headers["content-security-policy"])).not.toContain("facebook");
    }
  });

  it("reports the sale under a derived event id and an address without the transaction id, which a reload in the same browser still opens", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 50_000 });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/v1/account/tracking",
      headers: bearer(seller.token),
      payload: { metaPixelId: META_PIXEL, tiktokPixelId: TIKTOK_PIXEL },
    });
    expect(saved.statusCode).toBe(200);
    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);

    const orderPage = await get(`/my-order/${sale.id}`);
    expect(orderPage.status).toBe(200);
    const html = decoded(orderPage);
    const eventId = await pixelEventIdOf(sale.id);
    expect(eventId).not.toContain(sale.id);
    expect(html).toContain('data-event="Purchase"');
    expect(html).toContain(`data-event-id="${eventId}"`);
    // The address the pixels may see, and no referrer from this page to any request its scripts make.
    expect(html).toContain(`data-page-url="/my-order/${sale.code}"`);
    expect(orderPage.headers["referrer-policy"]).toBe("no-referrer");
    const cookie = setCookies(orderPage).find((one) => one.startsWith(`lapak_order_${sale.code}=`)) ?? "";
    expect(cookie).toContain(`=${sale.id};`);
    expect(cookie).toMatch(/; Path=\/my-order;.*HttpOnly; SameSite=Lax/);

    // A reload of /my-order/{code} in the browser that holds the cookie: the same order and event.
    const reload = await get(`/my-order/${sale.code}`, { cookie: cookie.split(";")[0] ?? "" });
    expect(reload.status).toBe(200);
    const reloaded = decoded(reload);
    expect(reloaded).toContain("Terima kasih atas pembelian Anda");
    expect(reloaded).toContain(`data-event-id="${eventId}"`);
    expect(reload.headers["cache-control"]).toBe("private, no-store");

    // The code alone, or with the cookie of another order, opens nothing.
    const other = await checkoutOk(t, product.id);
    await payWithSandbox(t, other.id);
    for (const cookieHeader of [undefined, `lapak_order_${sale.code}=${other.id}`]) {
      const elsewhere = await get(`/my-order/${sale.code}`, cookieHeader ? { cookie: cookieHeader } : {});
      expect(elsewhere.status).toBe(404);
      const page = decoded(elsewhere);
      expect(page).toContain("Buka pesanan dari email Anda");
      expect(page).not.toContain("/v1/downloads/");
      expect(page).not.toContain("data-pixels");
    }

    // A lead magnet's sign-up reports Lead the same way.
    const magnet = await publishLeadMagnet(t, seller);
    const lead = await checkoutOk(t, magnet.id, { paymentMethod: undefined });
    const leadPage = decoded(await get(`/my-order/${lead.id}`));
    expect(leadPage).toContain('data-event="Lead"');
    expect(leadPage).toContain(`data-event-id="${await pixelEventIdOf(lead.id)}"`);
    expect(leadPage).toContain(`data-page-url="/my-order/${lead.code}"`);
    expect(leadPage).not.toContain(`data-event-id="${lead.id}"`);

    // A store without pixels: its order page stays as it was, with no cookie and no second address.
    const plainSeller = await sellerStore(t);
    const plainSale = await checkoutOk(t, (await publishDownload(t, plainSeller)).id);
    await payWithSandbox(t, plainSale.id);
    const plainPage = await get(`/my-order/${plainSale.id}`);
    expect(decoded(plainPage)).toContain("Terima kasih atas pembelian Anda");
    expect(decoded(plainPage)).not.toContain("data-pixels");
    expect(setCookies(plainPage).some((one) => one.startsWith("lapak_order_"))).toBe(false);

    // An expired order reports nothing, so its page (whose address is the id) loads no pixel.
    const expired = await checkoutOk(t, product.id);
    const expiry = sandboxNotification(t, { transactionId: expired.id, amount: expired.amount, status: "expired" });
    expect((await deliverNotification(t, expiry)).statusCode).toBe(200);
    const expiredPage = await get(`/my-order/${expired.id}`);
    expect(expiredPage.status).toBe(200);
    expect(decoded(expiredPage)).not.toContain("data-pixels");
    expect(String(expiredPage.headers["content-security-policy"])).not.toContain("facebook");
    expect(setCookies(expiredPage).some((one) => one.startsWith("lapak_order_"))).toBe(false);
  });
});

/** The event id a paid transaction's pixels and server events report (`delivery.pixelEventId`). */
async function pixelEventIdOf(transactionId: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/v1/transactions/${transactionId}` });
  return response.json().data.delivery.pixelEventId;
}

function setCookies(answer: { headers: Record<string, string | string[] | undefined> }): string[] {
  const value = answer.headers["set-cookie"];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

async function slugOf(productId: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/v1/products/${productId}` });
  return response.json().data.slug;
}

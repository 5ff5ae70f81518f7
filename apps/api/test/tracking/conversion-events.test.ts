/**
 * Conversion APIs (ADR 0022), server side: a paid sale of a seller with a pixel and a
 * token becomes exactly one Meta `Purchase` and one TikTok `CompletePayment`, sent as background
 * jobs against local fakes built from the providers' documented examples (fixtures/meta-capi,
 * fixtures/tiktok-events), and neither carries the transaction id nor the order page (ADR 0022).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../src/integrations/ads/conversion-event";
import { isValidDownloadSignature } from "../../src/modules/downloads/download-links";
import { pixelEventId } from "../../src/modules/tracking/pixel-event-id";
import { bearer } from "../helpers/accounts";
import { adsFixture, type FakeAds, startFakeAds } from "../helpers/fake-ads";
import {
  checkoutOk,
  deliverNotification,
  payWithSandbox,
  publishDownload,
  sandboxNotification,
  sellerStore,
  sellerWithDownload,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let ads: FakeAds;
beforeAll(async () => {
  ads = await startFakeAds();
  t = await createTestApp({
    env: { META_GRAPH_URL: ads.url, TIKTOK_API_URL: ads.url, JOBS_RETRY_DELAY_SECONDS: "1" },
  });
});
afterAll(async () => {
  await t.close();
  await ads.close();
});

const META_PIXEL = "123456789012345";
const META_TOKEN = "EAAGm0PX4ZCpsBAKZBs1exampleTokenForTests0123456789";
const TIKTOK_PIXEL = "COQDA8RC77U2TMR44LI0";
const TIKTOK_TOKEN = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0";
const LANDED_AT = 1_764_000_000_000;

async function sellerWithPixels(price = 150_000) {
  const seller = await sellerStore(t);
  const product = await publishDownload(t, seller, { price });
  const saved = await t.app.inject({
    method: "PUT",
    url: "/v1/account/tracking",
    headers: bearer(seller.token),
    payload: {
      metaPixelId: META_PIXEL,
      metaAccessToken: META_TOKEN,
      tiktokPixelId: TIKTOK_PIXEL,
      tiktokAccessToken: TIKTOK_TOKEN,
    },
  });
  expect(saved.statusCode).toBe(200);
  return { seller, product };
}

/** What the fake received for one sale, told apart by the order code each event carries. */
function sentFor(sale: { code: string }) {
  return {
    meta: ads.requests.filter((r) => r.network === "meta" && r.body?.data?.[0]?.custom_data?.order_id === sale.code),
    tiktok: ads.requests.filter((r) => r.network === "tiktok" && r.body?.data?.[0]?.properties?.order_id === sale.code),
  };
}

async function slugOf(productId: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/v1/products/${productId}` });
  return response.json().data.slug;
}

async function until(check: () => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the fakes follow the documented examples", () => {
  it("hashes a phone number as Meta's documented example does (digits with country code)", () => {
    const [vector] = adsFixture("meta-capi/purchase-request.json").hash_vectors as { input: string; sha256: string }[];
    expect(sha256(vector?.input ?? "")).toBe(vector?.sha256);
  });
});

describe("the event id a sale is reported under", () => {
  it("is derived from the transaction id: the same each time, another under another secret, never a download signature", () => {
    const id = "0b7e4c1a-5f2d-4c8e-9a3b-6d1f2e3a4b5c";
    const eventId = pixelEventId("a-secret-of-at-least-32-characters!!", id);
    expect(eventId).toMatch(/^[\w-]{43}$/);
    expect(pixelEventId("a-secret-of-at-least-32-characters!!", id)).toBe(eventId);
    expect(pixelEventId("another-secret-of-32-characters-or-more", id)).not.toBe(eventId);
    expect(eventId).not.toContain(id.replaceAll("-", "").slice(0, 8));
    const expires = String(Math.floor(Date.now() / 1000) + 600);
    expect(
      isValidDownloadSignature("a-secret-of-at-least-32-characters!!", {
        transactionId: id,
        mediaId: id,
        expires,
        signature: eventId,
      }),
    ).toBe(false);
  });
});

describe("a paid sale of a seller with pixels", () => {
  it("sends exactly one Purchase and one CompletePayment, even when the payment webhook arrives twice", async () => {
    const { product } = await sellerWithPixels();
    const sale = await checkoutOk(t, product.id, {
      email: "  Budi.Santoso@Example.com ",
      phone: "0812-3456-7890",
      attribution: {
        utmSource: "instagram",
        fbclid: "IwAR2abcDEF123",
        ttclid: "E.C.P.abc123",
        landedAt: LANDED_AT,
        fbp: "fb.1.1764000000000.1098115397",
      },
    });
    const notification = sandboxNotification(t, { transactionId: sale.id, amount: sale.amount, eventId: "paid-1" });
    expect((await deliverNotification(t, notification)).statusCode).toBe(200);
    expect((await deliverNotification(t, notification)).statusCode).toBe(200);
    const again = sandboxNotification(t, { transactionId: sale.id, amount: sale.amount, eventId: "paid-2" });
    expect((await deliverNotification(t, again)).statusCode).toBe(200);
    await t.app.jobs.drain();

    const { meta, tiktok } = sentFor(sale);
    expect(meta).toHaveLength(1);
    expect(tiktok).toHaveLength(1);

    const email = createHash("sha256").update("budi.santoso@example.com").digest("hex");
    expect(meta[0]?.path).toBe(`/v21.0/${META_PIXEL}/events`);
    expect(meta[0]?.token).toBe(META_TOKEN);
    const purchase = meta[0]?.body.data[0];
    expect(purchase).toMatchObject({
      event_name: "Purchase",
      action_source: "website",
      user_data: {
        em: [email],
        ph: [createHash("sha256").update("6281234567890").digest("hex")],
        fbc: `fb.1.${LANDED_AT}.IwAR2abcDEF123`,
        fbp: "fb.1.1764000000000.1098115397",
        client_ip_address: "127.0.0.1",
      },
      custom_data: { value: 150_000, currency: "IDR", content_ids: [product.id] },
    });
    expect(purchase.user_data.client_user_agent).toBeTypeOf("string");
    expect(Math.abs(purchase.event_time - Date.now() / 1000)).toBeLessThan(120);

    expect(tiktok[0]?.path).toBe("/open_api/v1.3/event/track/");
    expect(tiktok[0]?.token).toBe(TIKTOK_TOKEN);
    expect(tiktok[0]?.body).toMatchObject({
      event_source: "web",
      event_source_id: TIKTOK_PIXEL,
      data: [
        {
          event: "CompletePayment",
          event_id: purchase.event_id,
          user: {
            email,
            phone: createHash("sha256").update("+6281234567890").digest("hex"),
            ttclid: "E.C.P.abc123",
            ip: "127.0.0.1",
          },
          properties: { value: 150_000, currency: "IDR", contents: [{ content_id: product.id, quantity: 1 }] },
        },
      ],
    });
  });

  it("never sends the transaction id or its order page: a derived event id, the product page and the order code", async () => {
    const { seller, product } = await sellerWithPixels(95_000);
    const sale = await checkoutOk(t, product.id, {
      attribution: { utmSource: "instagram", fbclid: "IwAR2abcDEF123", ttclid: "E.C.P.abc123", landedAt: LANDED_AT },
    });
    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    await t.app.jobs.drain();

    const { meta, tiktok } = sentFor(sale);
    expect(meta).toHaveLength(1);
    expect(tiktok).toHaveLength(1);
    // Every field of every request (path, token, body): no transaction id in any spelling, no order page.
    for (const request of [...meta, ...tiktok]) {
      const sent = JSON.stringify(request);
      expect(sent).not.toContain(sale.id);
      expect(sent).not.toContain(sale.id.replaceAll("-", ""));
      expect(sent).not.toContain("/my-order");
    }

    const productUrl = `${t.config.appUrl}/${seller.username}/${await slugOf(product.id)}`;
    const purchase = meta[0]?.body.data[0];
    expect(purchase.event_source_url).toBe(productUrl);
    expect(purchase.custom_data.order_id).toBe(sale.code);
    const payment = tiktok[0]?.body.data[0];
    expect(payment.page.url).toBe(productUrl);
    expect(payment.properties.order_id).toBe(sale.code);

    // One event id on both networks, the one the order page's pixels report (so each deduplicates).
    const order = await t.app.inject({ method: "GET", url: `/v1/transactions/${sale.id}` });
    const eventId = order.json().data.delivery.pixelEventId;
    expect(eventId).toMatch(/^[\w-]{43}$/);
    expect(purchase.event_id).toBe(eventId);
    expect(payment.event_id).toBe(eventId);
  });

  it("retries a provider that fails, and the sale is reported once it answers", async () => {
    const { product } = await sellerWithPixels(80_000);
    ads.failNext("meta", 1);
    const sale = await checkoutOk(t, product.id);
    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);

    // The failed attempt, then pg-boss's retry after JOBS_RETRY_DELAY_SECONDS with backoff.
    await until(() => sentFor(sale).meta.length >= 2);
    await t.app.jobs.drain(); // a third report would be sent by now
    const { meta, tiktok } = sentFor(sale);
    expect(meta).toHaveLength(2);
    expect(new Set(meta.map((request) => request.body.data[0].event_id)).size).toBe(1);
    expect(tiktok).toHaveLength(1);
  });

  it("sends nothing for a free order, for an unpaid one, or for a seller without a token", async () => {
    const before = ads.requests.length;
    const withPixels = await sellerWithPixels(0);
    await checkoutOk(t, withPixels.product.id);
    const paidLater = await sellerWithPixels(50_000);
    await checkoutOk(t, paidLater.product.id);

    const { seller, product } = await sellerWithDownload(t, { price: 60_000 });
    await t.app.inject({
      method: "PUT",
      url: "/v1/account/tracking",
      headers: bearer(seller.token),
      payload: { metaPixelId: META_PIXEL, tiktokPixelId: TIKTOK_PIXEL },
    });
    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);
    await t.app.jobs.drain();

    expect(ads.requests.length).toBe(before);
  });
});

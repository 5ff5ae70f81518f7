/**
 * Attribution (ADR 0022): the landing's UTM values and click ids travel with the checkout, are
 * stored on the transaction, and show in the sale's detail, the sales CSV and "Penjualan per
 * Sumber" (`GET /v1/transactions/sources`). The checkout's IP, User-Agent and `_fbp` are cleared 7
 * days after the payment by the `purge-checkout-clients` job (ADR 0022).
 */
import { tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeCheckoutClients } from "../../src/modules/tracking/purge-checkout-clients";
import { bearer } from "../helpers/accounts";
import { parseCsv } from "../helpers/csv";
import { checkout, checkoutOk, payWithSandbox, sellerWithDownload, transactionRow } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const instagram = {
  utmSource: "instagram",
  utmMedium: "paid_social",
  utmCampaign: "promo-akhir-tahun",
  utmContent: "reel-1",
  utmTerm: "ebook resep",
  fbclid: "IwAR2abcDEF123",
  landedAt: 1_764_000_000_000,
  fbp: "fb.1.1764000000000.1234567890",
};

function get(url: string, token: string) {
  return t.app.inject({ method: "GET", url, headers: bearer(token) });
}

/** A paid sale of `productId` with `attribution` (none for a direct visit). */
async function paidSale(productId: string, attribution?: Record<string, unknown>) {
  const sale = await checkoutOk(t, productId, attribution ? { attribution } : {});
  expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  return sale;
}

describe("a sale that came from an ad", () => {
  it("carries its UTM values into the sale's detail and the sales CSV", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 75_000 });
    const sale = await paidSale(product.id, instagram);

    const row = await transactionRow(t.db, sale.id);
    expect(row.attribution).toEqual({
      utmSource: "instagram",
      utmMedium: "paid_social",
      utmCampaign: "promo-akhir-tahun",
      utmContent: "reel-1",
      utmTerm: "ebook resep",
      fbclid: "IwAR2abcDEF123",
      landedAt: 1_764_000_000_000,
    });
    expect(row.checkoutClient).toMatchObject({ ip: "127.0.0.1", fbp: instagram.fbp });

    const detail = (await get(`/v1/transactions/${sale.id}/detail`, seller.token)).json().data;
    expect(detail.attribution).toEqual({
      source: "instagram",
      medium: "paid_social",
      campaign: "promo-akhir-tahun",
      content: "reel-1",
      term: "ebook resep",
      clickId: "fbclid",
    });

    const csv = parseCsv((await get("/v1/transactions/export.csv", seller.token)).body);
    const header = csv[0] ?? [];
    expect(header.slice(-5)).toEqual(["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"]);
    expect(csv[1]?.slice(-5)).toEqual(["instagram", "paid_social", "promo-akhir-tahun", "reel-1", "ebook resep"]);
  });

  it("keeps the source when the buyer changes the payment method before paying", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 75_000 });
    const first = await checkoutOk(t, product.id, { attribution: instagram });
    const switched = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${first.id}/change-method`,
      payload: { paymentMethod: "bca_va" },
    });
    expect(switched.statusCode).toBe(201);
    const second = switched.json().data.id;
    expect(second).not.toBe(first.id);
    expect((await payWithSandbox(t, second)).statusCode).toBe(200);

    const detail = (await get(`/v1/transactions/${second}/detail`, seller.token)).json().data;
    expect(detail.attribution).toMatchObject({ source: "instagram", campaign: "promo-akhir-tahun", clickId: "fbclid" });
    const row = await transactionRow(t.db, second);
    expect(row.attribution?.landedAt).toBe(instagram.landedAt);
    expect(row.checkoutClient).toMatchObject({ ip: "127.0.0.1", fbp: instagram.fbp });
  });

  it("shows a direct sale as Langsung, cuts long landing values and drops a malformed _fbp", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const direct = await paidSale(product.id);
    expect((await get(`/v1/transactions/${direct.id}/detail`, seller.token)).json().data.attribution).toMatchObject({
      source: "Langsung",
      campaign: null,
      clickId: null,
    });

    const odd = await checkout(t, {
      productId: product.id,
      paymentMethod: "qris",
      name: "Budi Santoso",
      email: "budi.odd@example.com",
      attribution: { utmSource: "ig", utmCampaign: "x".repeat(500), fbp: "bukan-fbp" },
    });
    expect(odd.statusCode).toBe(201);
    const row = await transactionRow(t.db, odd.json().data.id);
    expect(row.attribution?.utmCampaign).toHaveLength(200);
    expect(row.checkoutClient?.fbp).toBeUndefined();

    // A control character is refused like in any field (PostgreSQL text cannot hold a NUL).
    const nul = await checkout(t, {
      productId: product.id,
      paymentMethod: "qris",
      name: "Budi Santoso",
      email: "budi.nul@example.com",
      attribution: { utmSource: "ig\u0000" },
    });
    expect(nul.statusCode).toBe(422);
  });
});

describe("GET /v1/transactions/sources (Penjualan per Sumber)", () => {
  it("counts paid sales and their rupiah per source and campaign, direct visits as Langsung", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 50_000 });
    await paidSale(product.id, instagram);
    await paidSale(product.id, { ...instagram, fbp: undefined });
    await paidSale(product.id, { utmSource: "instagram", utmCampaign: "bio" });
    await paidSale(product.id, { ttclid: "E.C.P.abc123" });
    await paidSale(product.id);
    // Checked out from an ad but never paid: not a sale.
    await checkoutOk(t, product.id, { attribution: { utmSource: "instagram", utmCampaign: "bio" } });

    const response = await get("/v1/transactions/sources", seller.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { source: "instagram", campaign: "promo-akhir-tahun", sales: 2, revenue: 100_000 },
      { source: "instagram", campaign: "bio", sales: 1, revenue: 50_000 },
      { source: "Langsung", campaign: null, sales: 1, revenue: 50_000 },
      { source: "tiktok", campaign: null, sales: 1, revenue: 50_000 },
    ]);
  });

  it("counts only the days asked, by the WIB day of payment", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 30_000 });
    const old = await paidSale(product.id, { utmSource: "tiktok" });
    await t.db
      .update(tables.transactions)
      .set({ paidAt: new Date("2026-10-01T10:00:00+07:00"), createdAt: new Date("2026-10-01T09:59:00+07:00") })
      .where(eq(tables.transactions.id, old.id));
    await paidSale(product.id, { utmSource: "tiktok" });

    const today = wibDay(new Date());
    const recent = (await get(`/v1/transactions/sources?from=${today}&to=${today}`, seller.token)).json().data;
    expect(recent).toEqual([{ source: "tiktok", campaign: null, sales: 1, revenue: 30_000 }]);
    const october = (await get("/v1/transactions/sources?from=2026-10-01&to=2026-10-01", seller.token)).json().data;
    expect(october).toEqual([{ source: "tiktok", campaign: null, sales: 1, revenue: 30_000 }]);
    const backwards = await get("/v1/transactions/sources?from=2026-10-02&to=2026-10-01", seller.token);
    expect(backwards.statusCode).toBe(422);
  });

  it("shows a seller only their own sales, and nobody without signing in", async () => {
    const a = await sellerWithDownload(t);
    const b = await sellerWithDownload(t);
    await paidSale(a.product.id, { utmSource: "instagram" });

    expect((await get("/v1/transactions/sources", b.seller.token)).json().data).toEqual([]);
    expect((await get("/v1/transactions/sources", a.seller.token)).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/v1/transactions/sources" })).statusCode).toBe(401);
  });
});

describe("purge-checkout-clients (ADR 0022: the checkout's browser is kept 7 days)", () => {
  const DAY = 24 * 60 * 60 * 1000;

  /** A sale with a landing and a `_fbp`, its checkout dated `createdDaysAgo` and, when given, paid `paidDaysAgo`. */
  async function agedSale(productId: string, createdDaysAgo: number, paidDaysAgo?: number) {
    const sale = await checkoutOk(t, productId, { attribution: instagram });
    if (paidDaysAgo !== undefined) expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    const createdAt = new Date(Date.now() - createdDaysAgo * DAY);
    const paidAt = paidDaysAgo === undefined ? null : new Date(Date.now() - paidDaysAgo * DAY);
    await t.db
      .update(tables.transactions)
      .set({ createdAt, paidAt, updatedAt: paidAt ?? createdAt })
      .where(eq(tables.transactions.id, sale.id));
    expect((await transactionRow(t.db, sale.id)).checkoutClient).toMatchObject({ ip: "127.0.0.1", fbp: instagram.fbp });
    return sale;
  }

  it("clears IP, User-Agent and _fbp 7 days after the payment, or the checkout when unpaid, and keeps the rest", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const paidLongAgo = await agedSale(product.id, 8, 8);
    const unpaidLongAgo = await agedSale(product.id, 8);
    const paidLate = await agedSale(product.id, 9, 6);
    const paidRecently = await agedSale(product.id, 6, 6);
    const today = await agedSale(product.id, 0, 0);
    const pendingToday = await agedSale(product.id, 0);
    const before = await transactionRow(t.db, paidLongAgo.id);

    const first = await purgeCheckoutClients(t.db);
    expect(first.cleared).toBeGreaterThanOrEqual(2);
    for (const sale of [paidLongAgo, unpaidLongAgo]) {
      expect((await transactionRow(t.db, sale.id)).checkoutClient).toBeNull();
    }
    for (const sale of [paidLate, paidRecently, today, pendingToday]) {
      expect((await transactionRow(t.db, sale.id)).checkoutClient).toMatchObject({
        ip: "127.0.0.1",
        fbp: instagram.fbp,
      });
    }
    // Only the browser goes: the landing, the status and its time stay, and the seller still sees the source.
    const after = await transactionRow(t.db, paidLongAgo.id);
    expect(after).toEqual({ ...before, checkoutClient: null });
    const detail = (await get(`/v1/transactions/${paidLongAgo.id}/detail`, seller.token)).json().data;
    expect(detail.attribution).toMatchObject({ source: "instagram", campaign: "promo-akhir-tahun" });

    // Idempotent; a day later the sale paid 6 days ago has had its 7 days too.
    expect((await purgeCheckoutClients(t.db)).cleared).toBe(0);
    await purgeCheckoutClients(t.db, new Date(Date.now() + 1.5 * DAY));
    expect((await transactionRow(t.db, paidLate.id)).checkoutClient).toBeNull();
    expect((await transactionRow(t.db, paidRecently.id)).checkoutClient).toBeNull();
    expect((await transactionRow(t.db, today.id)).checkoutClient).not.toBeNull();
  });
});

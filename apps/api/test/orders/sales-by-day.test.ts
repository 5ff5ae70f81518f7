import { tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function salesDaily(token: string, query = "") {
  return t.app.inject({ method: "GET", url: `/v1/transactions/daily${query}`, headers: bearer(token) });
}

/** A paid sale of `productId`, its payment confirmed at `paidAt` (checked out a minute before). */
async function saleAt(productId: string, paidAt: string) {
  const sale = await checkoutOk(t, productId);
  expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  const paid = new Date(paidAt);
  await t.db
    .update(tables.transactions)
    .set({ paidAt: paid, createdAt: new Date(paid.getTime() - 60_000) })
    .where(eq(tables.transactions.id, sale.id));
  return sale;
}

describe("GET /v1/transactions/daily", () => {
  it("sums a seller's paid sales per WIB day of payment, 0 on days without one", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 100_000 });
    // 23:30 WIB on 10 Nov is 16:30 UTC: it belongs to 10 Nov, not to the UTC day it shares with 11 Nov's 00:10.
    const lateEvening = await saleAt(product.id, "2026-11-10T23:30:00+07:00");
    const afterMidnight = await saleAt(product.id, "2026-11-11T00:10:00+07:00");
    const noon = await saleAt(product.id, "2026-11-11T12:00:00+07:00");
    // Just outside the range on both sides.
    await saleAt(product.id, "2026-11-08T23:59:59+07:00");
    await saleAt(product.id, "2026-11-12T00:00:00+07:00");
    // Checked out in the range but never paid: not a sale.
    const unpaid = await checkoutOk(t, product.id);
    await t.db
      .update(tables.transactions)
      .set({ createdAt: new Date("2026-11-10T10:00:00+07:00") })
      .where(eq(tables.transactions.id, unpaid.id));

    const response = await salesDaily(seller.token, "?from=2026-11-09&to=2026-11-11");

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { date: "2026-11-09", paidCount: 0, freeCount: 0, amount: 0, sellerNet: 0 },
      { date: "2026-11-10", paidCount: 1, freeCount: 0, amount: 100_000, sellerNet: lateEvening.sellerNet },
      {
        date: "2026-11-11",
        paidCount: 2,
        freeCount: 0,
        amount: 200_000,
        sellerNet: afterMidnight.sellerNet + noon.sellerNet,
      },
    ]);
  });

  it("shows a seller only their own sales", async () => {
    const a = await sellerWithDownload(t);
    const b = await sellerWithDownload(t);
    await saleAt(a.product.id, "2026-11-05T09:00:00+07:00");

    const own = (await salesDaily(b.seller.token, "?from=2026-11-05&to=2026-11-05")).json().data;
    expect(own).toEqual([{ date: "2026-11-05", paidCount: 0, freeCount: 0, amount: 0, sellerNet: 0 }]);
    const theirs = (await salesDaily(a.seller.token, "?from=2026-11-05&to=2026-11-05")).json().data;
    expect(theirs[0].paidCount).toBe(1);
  });

  it("defaults to the 30 WIB days ending today, with a sale paid just now on the last one", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 25_000 });
    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);

    const days = (await salesDaily(seller.token)).json().data;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      date: wibDay(new Date()),
      paidCount: 1,
      freeCount: 0,
      amount: 25_000,
      sellerNet: sale.sellerNet,
    });
  });

  it("needs a session, and refuses a backwards or too long range with 422", async () => {
    const { seller } = await sellerWithDownload(t);
    expect((await t.app.inject({ method: "GET", url: "/v1/transactions/daily" })).statusCode).toBe(401);
    const backwards = await salesDaily(seller.token, "?from=2026-11-20&to=2026-11-01");
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.from).toEqual(["Tanggal awal harus sebelum tanggal akhir"]);
    expect((await salesDaily(seller.token, "?from=2024-01-01&to=2026-01-01")).statusCode).toBe(422);
  });
});

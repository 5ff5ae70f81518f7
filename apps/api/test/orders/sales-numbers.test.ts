/**
 * One definition per number (DASHBOARD-UX §2, §10): Beranda, Statistik, Penjualan and the sales CSV
 * give the same sales count, pendaftar, revenue (net of refunds, ADR 0020) and conversion for the
 * same data, each read the way its screen reads it (the same API calls, the same
 * `@lapak/shared/sales-metrics` arithmetic as the web loaders).
 */
import { tables } from "@lapak/db";
import { resolveRange } from "@lapak/shared/date-range";
import { conversionRate, formatConversion, sumSalesDays } from "@lapak/shared/sales-metrics";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { csvObjects } from "../helpers/csv";
import { checkoutOk, payWithSandbox, publishDownload, publishLeadMagnet, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const response = await t.app.inject({ method: "GET", url, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  return response;
};

interface Numbers {
  sales: number;
  signUps: number;
  amount: number;
  sellerNet: number;
  conversion: string;
}

type Range = { from: string; to: string };
const days = ({ from, to }: Range) => `from=${from}&to=${to}`;

/** The WIB days of a range chip (`today`, `7d`), as the screens resolve them. */
function preset(range: "today" | "7d"): Range {
  const { from, to } = resolveRange(new URLSearchParams({ range }));
  if (!from || !to) throw new Error(`no days for ${range}`);
  return { from, to };
}

async function visitors(token: string, range: Range) {
  const traffic = (await get(`/v1/traffics/daily?${days(range)}`, token)).json().data as { visitors: number }[];
  return traffic.reduce((sum, day) => sum + day.visitors, 0);
}

/** Beranda's tiles (`home.server.ts`): the paid sales summary of the range, visitors of the same days. */
async function beranda(token: string, range: Range): Promise<Numbers> {
  const summary = (await get(`/v1/transactions?status=paid&perPage=1&${days(range)}`, token)).json().meta.summary;
  return {
    sales: summary.paidCount,
    signUps: summary.freeCount,
    amount: summary.amount,
    sellerNet: summary.sellerNet,
    conversion: formatConversion(conversionRate(summary.paidCount, await visitors(token, range))),
  };
}

/** Statistik's tiles (`stat-tiles.tsx`): the daily sales summed, visitors of the same days. */
async function statistik(token: string, range: Range): Promise<Numbers> {
  const totals = sumSalesDays((await get(`/v1/transactions/daily?${days(range)}`, token)).json().data);
  return {
    sales: totals.paidCount,
    signUps: totals.freeCount,
    amount: totals.amount,
    sellerNet: totals.sellerNet,
    conversion: formatConversion(conversionRate(totals.paidCount, await visitors(token, range))),
  };
}

/** Penjualan's summary line with its default "Pembayaran Berhasil" filter (`sales-summary.tsx`). */
async function penjualan(token: string, range: Range): Promise<Omit<Numbers, "conversion">> {
  const summary = (await get(`/v1/transactions?status=paid&${days(range)}`, token)).json().meta.summary;
  return { sales: summary.paidCount, signUps: summary.freeCount, amount: summary.amount, sellerNet: summary.sellerNet };
}

/** The Unduh CSV of the same filter, summed as a spreadsheet would. */
async function csv(token: string, range: Range): Promise<Omit<Numbers, "conversion">> {
  const rows = csvObjects((await get(`/v1/transactions/export.csv?status=paid&${days(range)}`, token)).body);
  const sum = (column: string) => rows.reduce((total, row) => total + Number(row[column] || 0), 0);
  return {
    sales: rows.filter((row) => Number(row.Harga) > 0).length,
    signUps: rows.filter((row) => row.Status === "Pendaftar").length,
    amount: sum("Harga") - sum("Dana Dikembalikan"),
    sellerNet: sum("Pendapatan Bersih") - sum("Dikembalikan dari Pendapatan"),
  };
}

describe("one definition of a sale on every screen", () => {
  it("counts the same sales, pendaftar, net revenue and conversion on Beranda, Statistik, Penjualan and the CSV", async () => {
    const seller = await sellerStore(t);
    const ebook = await publishDownload(t, seller, { price: 100_000, title: "E-book Resep Nusantara" });
    const lead = await publishLeadMagnet(t, seller, { title: "Checklist Jualan Gratis" });

    // Two sales paid now, one of them partly refunded.
    const first = await checkoutOk(t, ebook.id, { paymentMethod: "qris" });
    await payWithSandbox(t, first.id);
    const second = await checkoutOk(t, ebook.id, { paymentMethod: "bca_va" });
    await payWithSandbox(t, second.id);
    const refund = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${second.id}/refunds`,
      headers: bearer(seller.token),
      payload: { amount: 30_000, reason: "Sebagian isi tidak sesuai" },
    });
    expect(refund.statusCode).toBe(201);
    // A sale checked out a minute before today's WIB midnight and paid a minute after: today's sale.
    const midnight = await checkoutOk(t, ebook.id, { paymentMethod: "qris" });
    await payWithSandbox(t, midnight.id);
    const today = preset("today");
    const startOfToday = new Date(`${today.from}T00:00:00+07:00`).getTime();
    await t.db
      .update(tables.transactions)
      .set({ createdAt: new Date(startOfToday - 60_000), paidAt: new Date(startOfToday + 60_000) })
      .where(eq(tables.transactions.id, midnight.id));
    // A free sign-up (pendaftar) and a payment still pending: neither is a sale.
    await checkoutOk(t, lead.id, { phone: undefined, paymentMethod: undefined });
    await checkoutOk(t, ebook.id, { paymentMethod: "gopay" });
    // Four people visit: the store, the e-book (two of them), the lead magnet.
    const paths = [`/${seller.username}`, `/${seller.username}/e-book-resep-nusantara`];
    for (const [i, path] of [paths[0], paths[1], paths[1], paths[0]].entries()) {
      const view = await t.app.inject({
        method: "POST",
        url: "/v1/traffics",
        remoteAddress: `114.124.200.${i + 1}`,
        headers: { "user-agent": "Mozilla/5.0 (Linux; Android 13) Chrome/124 Mobile" },
        payload: { path },
      });
      expect(view.statusCode).toBe(204);
    }

    const [a, b, c] = [first, second, midnight];
    const expected = {
      sales: 3,
      signUps: 1,
      amount: 300_000 - 30_000,
      // The refund takes back from the seller the net's share of Rp30.000 of Rp100.000.
      sellerNet: a.sellerNet + b.sellerNet + c.sellerNet - Math.round((b.sellerNet * 30_000) / 100_000),
      conversion: "75%",
    };
    const week = preset("7d");
    for (const range of [today, week]) {
      const home = await beranda(seller.token, range);
      expect(home, range.from).toEqual({ ...expected, sellerNet: home.sellerNet });
      // The seller's share of a refund is the ledger's rounding; every screen must show the same one.
      expect(Math.abs(home.sellerNet - expected.sellerNet)).toBeLessThanOrEqual(1);
      expect(await statistik(seller.token, range), range.from).toEqual(home);
      const { conversion: _, ...money } = home;
      expect(await penjualan(seller.token, range), range.from).toEqual(money);
      expect(await csv(seller.token, range), range.from).toEqual(money);
    }
  });
});

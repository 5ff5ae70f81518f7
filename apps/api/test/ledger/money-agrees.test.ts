/**
 * One definition of the seller's money on every screen (DASHBOARD-UX §1, DESIGN §4): net = gross −
 * fees − what refunds took from the seller. Saldo, Beranda and Penjualan (header and rows),
 * Statistik, Kode Promo, the sales CSV and the admin's Pendapatan give the same figures after sales,
 * a withdrawal and refunds, full and partial.
 */
import { wibDay } from "@lapak/shared/date";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller } from "../helpers/activation";
import { csvObjects } from "../helpers/csv";
import { discountOk } from "../helpers/discounts";
import { checkoutOk, payWithSandbox, publishDownload, type Seller } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.money-agrees@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const data = async (token: string, url: string) => (await call(token, "GET", url)).json();

/** What every screen of `seller` says, read through the API calls the screens make. */
async function screens(seller: Seller) {
  const today = wibDay(new Date());
  const balance = (await data(seller.token, "/v1/balance")).data;
  const sales = await data(seller.token, "/v1/transactions?status=paid&perPage=100");
  const daily = (await data(seller.token, `/v1/transactions/daily?from=${today}&to=${today}`)).data;
  const discounts = (await data(seller.token, "/v1/discounts")).data;
  const csv = csvObjects((await call(seller.token, "GET", "/v1/transactions/export.csv?status=paid")).body);
  const ledger = (await data(seller.token, "/v1/balance/ledger?perPage=100")).data;
  return { balance, sales, daily, discounts, csv, ledger };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const rupiah = (cell: string | undefined) => (cell ? Number(cell) : 0);

describe("the seller's money after a withdrawal and refunds", () => {
  it("reads the same on Saldo, Beranda, Penjualan, Statistik, Kode Promo, the CSV and Pendapatan", async () => {
    const seller = await activatedSeller(t, adminToken);
    const template = await publishDownload(t, seller, { price: 12_000, title: "Template Canva" });
    const course = await publishDownload(t, seller, {
      price: 40_000,
      title: "Kelas Desain",
      extra: { orderBump: { productId: template.id, price: 10_000, headline: "Template Canva" } },
    });
    const ebook = await publishDownload(t, seller, { price: 25_000, title: "E-book Resep" });
    const big = await publishDownload(t, seller, { price: 100_000, title: "Paket Lengkap" });
    await discountOk(t, seller, { code: "HEMAT", type: "fixed", value: 1_800 });

    // 48.200 gross (40.000 + a 10.000 bump − 1.800), 25.000, and 100.000 so a withdrawal fits.
    const first = await checkoutOk(t, course.id, { bumpProductIds: [template.id], discountCode: "HEMAT" });
    expect(first.amount).toBe(48_200);
    const second = await checkoutOk(t, ebook.id);
    const third = await checkoutOk(t, big.id);
    for (const sale of [first, second, third]) expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    const withdrawal = await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000, simulated: true });
    expect(withdrawal.statusCode).toBe(201);
    expect(
      (await call(seller.token, "POST", `/v1/transactions/${first.id}/refunds`, { reason: "Dobel" })).statusCode,
    ).toBe(201);
    const partial = await call(seller.token, "POST", `/v1/transactions/${second.id}/refunds`, {
      amount: 20_000,
      reason: "Sebagian",
    });
    expect(partial.statusCode).toBe(201);

    const s = await screens(seller);
    const net = s.sales.meta.summary.sellerNet;
    const gross = s.sales.meta.summary.amount;
    // Saldo's "Total pendapatan" is the same net as Penjualan's header and Beranda's tiles.
    expect(s.balance.totalEarned).toBe(net);
    // What is left = net − withdrawn, all of it in available + pending (no debt here).
    expect(s.balance.available + s.balance.pending).toBe(net - 50_000);
    expect(s.balance.debt).toBe(0);
    // The rows add up to the header: each row's net after its refunds.
    expect(
      sum(s.sales.data.map((row: { sellerNet: number; refundedNet: number }) => row.sellerNet - row.refundedNet)),
    ).toBe(net);
    expect(
      sum(s.sales.data.map((row: { amount: number; refundedAmount: number }) => row.amount - row.refundedAmount)),
    ).toBe(gross);
    // A search for one order: its header and its one row agree.
    const one = await data(seller.token, `/v1/transactions?q=${encodeURIComponent(first.code)}`);
    expect(one.data).toHaveLength(1);
    expect(one.meta.summary.sellerNet).toBe(one.data[0].sellerNet - one.data[0].refundedNet);
    expect(one.meta.summary.sellerNet).toBe(0);
    // Statistik's day: the same net.
    expect(sum(s.daily.map((day: { sellerNet: number }) => day.sellerNet))).toBe(net);
    // Kode Promo: the only order with the code was refunded in full.
    expect(s.discounts.find((d: { code: string }) => d.code === "HEMAT")).toMatchObject({ revenue: 0 });
    // The CSV: net column less what refunds took = the same net; the bump is on its line.
    expect(
      sum(s.csv.map((row) => rupiah(row["Pendapatan Bersih"]) - rupiah(row["Dikembalikan dari Pendapatan"]))),
    ).toBe(net);
    const firstRow = s.csv.find((row) => row["Kode Pesanan"] === first.code);
    expect(firstRow?.Produk).toBe("Kelas Desain + Template Canva");
    // Rincian saldo: a withdrawal's rows are signed as they move the money out of the balance.
    const withdrawn = s.ledger.filter((row: { kind: string }) => row.kind === "withdrawal");
    expect(withdrawn.map((row: { bucket: string; amount: number }) => [row.bucket, row.amount]).sort()).toEqual([
      ["available", -50_000],
      ["withdrawn", 50_000],
    ]);

    // The admin's Pendapatan: its lines add up, the simulated withdrawal included.
    const revenue = (await data(adminToken, "/v1/admin/revenue")).data;
    expect(revenue.sales - revenue.refunds).toBe(
      revenue.fees +
        revenue.gatewayCosts +
        revenue.sellersBalance +
        revenue.payouts +
        revenue.simulatedPayouts +
        revenue.payoutsInProcess -
        revenue.sellersDebt,
    );
  });
});

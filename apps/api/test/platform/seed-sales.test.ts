import { seedSales, tables } from "@lapak/db";
import { addDays, wibDay } from "@lapak/shared/date";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { balanceOf, publishDownload, publishLeadMagnet, sellerIdOf, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("seedSales (npm run seed:sales)", () => {
  it("writes paid sales the list, the daily statistics and the ledger's balance all count alike", async () => {
    const seller = await sellerStore(t);
    await publishDownload(t, seller, { title: "E-book Resep Nusantara" });
    await publishDownload(t, seller, { title: "Template Menu Warung", price: 99_000 });
    await publishLeadMagnet(t, seller);
    const sellerId = await sellerIdOf(t.db, seller.username);

    const seeded = await seedSales(t.db, { username: seller.username, sales: 500, days: 30 });
    expect(seeded).toMatchObject({ sales: 500, signUps: 25, expired: 50 });

    const list = (await get(seller.token, "/v1/transactions?status=paid&perPage=5")).json();
    expect(list.meta.total).toBe(525);
    expect(list.meta.summary).toMatchObject({ paidCount: 500, freeCount: 25, sellerNet: seeded.sellerNet });
    for (const sale of list.data) expect(sale.availableAt === null).toBe(sale.amount === 0);

    // A sale is paid up to `days` days and 70 minutes ago: soon after WIB midnight, that is 31 days back.
    const today = wibDay(new Date());
    const days = (await get(seller.token, `/v1/transactions/daily?from=${addDays(today, -31)}&to=${today}`)).json();
    expect(days.data.reduce((sum: number, day: { paidCount: number }) => sum + day.paidCount, 0)).toBe(500);

    const ledgerRows = async () =>
      (
        await t.db.select({ n: count() }).from(tables.ledgerEntries).where(eq(tables.ledgerEntries.sellerId, sellerId))
      )[0]?.n;
    const before = await ledgerRows();
    const balance = await balanceOf(t, seller.token);
    // The seed booked every release that was due: reading the balance books none.
    expect(await ledgerRows()).toBe(before);
    expect(balance.totalEarned).toBe(seeded.sellerNet);
    expect(balance.pending + balance.available).toBe(seeded.sellerNet);
    expect(balance.available).toBeGreaterThan(balance.pending);
    expect(balance.withdrawable).toBe(balance.available);

    const codes = (await get(seller.token, "/v1/transactions?perPage=100&q=HEMAT10")).json();
    expect(codes.meta.total).toBeGreaterThan(0);
    expect(codes.data.every((sale: { discountCode: string | null }) => sale.discountCode === "HEMAT10")).toBe(true);
    const customers = (await get(seller.token, "/v1/customers?perPage=1")).json();
    expect(customers.meta.total).toBeGreaterThan(10);
    expect(customers.meta.total).toBeLessThanOrEqual(100);
  });

  it("sums the same from the daily rollup as over the sales themselves, and pages by cursor without gaps", async () => {
    const seller = await sellerStore(t);
    await publishDownload(t, seller, { title: "Kelas Batik Tulis", price: 75_000 });
    await publishLeadMagnet(t, seller);
    await seedSales(t.db, { username: seller.username, sales: 200, days: 20 });

    // Every seeded buyer writes from @contoh.id: a search for it matches every row, summed directly.
    for (const filter of ["", "&status=paid", `&status=paid&from=${addDays(wibDay(new Date()), -6)}`]) {
      const rollup = (await get(seller.token, `/v1/transactions?perPage=1${filter}`)).json().meta;
      const direct = (await get(seller.token, `/v1/transactions?perPage=1${filter}&q=contoh.id`)).json().meta;
      expect(rollup.summary).toEqual(direct.summary);
      expect(rollup.total).toBe(direct.total);
    }

    const byPage: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const rows = (await get(seller.token, `/v1/transactions?perPage=100&page=${page}`)).json().data;
      byPage.push(...rows.map((row: { id: string }) => row.id));
    }
    const byCursor: string[] = [];
    let after = "";
    for (;;) {
      const rows = (await get(seller.token, `/v1/transactions?perPage=37${after && `&after=${after}`}`)).json().data;
      if (rows.length === 0) break;
      byCursor.push(...rows.map((row: { id: string }) => row.id));
      after = rows.at(-1).id;
    }
    expect(byCursor).toHaveLength(200 + 20 + 10);
    expect(new Set(byCursor).size).toBe(byCursor.length);
    expect(byCursor).toEqual(byPage);
  });

  it("refuses an unknown seller", async () => {
    await expect(seedSales(t.db, { username: "tidak_ada" })).rejects.toThrow(/tidak_ada/);
  });
});

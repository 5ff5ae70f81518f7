import { seedSales, tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/modules/traffics/day-range";
import { bearer } from "./helpers/accounts";
import { balanceOf, publishDownload, publishLeadMagnet, sellerStore } from "./helpers/payments";
import { createTestApp, type TestApp } from "./helpers/test-app";

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
    const [{ id: sellerId }] = await t.db
      .select({ id: tables.users.id })
      .from(tables.users)
      .where(eq(tables.users.username, seller.username));

    const seeded = await seedSales(t.db, { username: seller.username, sales: 500, days: 30 });
    expect(seeded).toMatchObject({ sales: 500, signUps: 25, expired: 50 });

    const list = (await get(seller.token, "/v1/transactions?status=paid&perPage=5")).json();
    expect(list.meta.total).toBe(525);
    expect(list.meta.summary).toMatchObject({ paidCount: 500, freeCount: 25, sellerNet: seeded.sellerNet });
    expect(list.data[0].availableAt).not.toBeNull();

    const today = wibDay(new Date());
    const days = (await get(seller.token, `/v1/transactions/daily?from=${addDays(today, -30)}&to=${today}`)).json();
    expect(days.data.reduce((sum: number, day: { paidCount: number }) => sum + day.paidCount, 0)).toBe(500);

    const ledgerRows = async () =>
      Number(
        (
          await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from ledger_entries where seller_id = ${sellerId}`,
          )
        ).rows[0]?.n,
      );
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

  it("refuses an unknown seller", async () => {
    await expect(seedSales(t.db, { username: "tidak_ada" })).rejects.toThrow(/tidak_ada/);
  });
});

import { seedTraffic } from "@lapak/db";
import { addDays, wibDay } from "@lapak/shared/date";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function stats(token: string, kind: "daily" | "page" | "city" | "source", query = "") {
  return t.app.inject({ method: "GET", url: `/v1/traffics/${kind}${query}`, headers: bearer(token) });
}

describe("seedTraffic (npm run seed:traffic)", () => {
  it("records exactly the asked views over the days, pages, cities and sources, the same on a rerun", async () => {
    const seller = await sellerStore(t);
    await publishDownload(t, seller, { title: "E-book Resep Nusantara" });
    const today = wibDay(new Date());
    const from = addDays(today, -9);

    const first = await seedTraffic(t.db, { username: seller.username, views: 20_000, days: 10, today });
    const again = await seedTraffic(t.db, { username: seller.username, views: 20_000, days: 10, today });

    expect(again).toEqual(first);
    expect(first).toMatchObject({ views: 20_000, pages: 2 });
    const range = `?from=${from}&to=${today}`;
    const daily = (await stats(seller.token, "daily", range)).json().data;
    expect(daily.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(20_000);
    expect(daily.every((day: { views: number; visitors: number }) => day.views > day.visitors)).toBe(true);
    expect(
      (await stats(seller.token, "daily", `?from=${addDays(from, -5)}&to=${addDays(from, -1)}`)).json().data,
    ).toSatisfy((days: { views: number }[]) => days.every((day) => day.views === 0));

    const pages = (await stats(seller.token, "page", range)).json().data;
    expect(pages.map((page: { kind: string }) => page.kind)).toEqual(["store", "product"]);
    const cities = (await stats(seller.token, "city", range)).json().data;
    expect(cities[0].city).toBe("Jakarta");
    expect(cities.length).toBeGreaterThan(30);
    const sources = (await stats(seller.token, "source", range)).json().data;
    expect(sources[0].source).toBe("instagram");
    expect(sources.map((source: { source: string }) => source.source)).toEqual(
      expect.arrayContaining(["tiktok", "whatsapp", "", "internal", "google"]),
    );
  });

  it("refuses an unknown seller", async () => {
    await expect(seedTraffic(t.db, { username: "tidak_ada", today: "2026-11-24" })).rejects.toThrow(/tidak_ada/);
  });
});

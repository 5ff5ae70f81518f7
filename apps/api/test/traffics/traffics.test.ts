import { tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pruneVisitorHashes } from "../../src/modules/traffics/record-view";
import { bearer } from "../helpers/accounts";
import { publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Mobile";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Safari";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** A Telkomsel address that geoip-lite places in Jakarta. */
const JAKARTA_IP = "114.124.200.1";

function beacon(
  payload: { path: string; referrer?: string; source?: string },
  { ip = JAKARTA_IP, userAgent = PHONE, token }: { ip?: string; userAgent?: string; token?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/v1/traffics",
    remoteAddress: ip,
    headers: { "user-agent": userAgent, ...(token ? bearer(token) : {}) },
    payload,
  });
}

function stats(token: string, kind: "daily" | "page" | "city" | "source", query = "") {
  return t.app.inject({ method: "GET", url: `/v1/traffics/${kind}${query}`, headers: bearer(token) });
}

async function storeWithProduct() {
  const seller = await sellerStore(t);
  const product = await publishDownload(t, seller, { title: "E-book Resep Nusantara" });
  return { seller, product, store: `/${seller.username}`, page: `/${seller.username}/e-book-resep-nusantara` };
}

describe("POST /v1/traffics", () => {
  it("counts views, visitors, cities and sources of a seller's store and product pages", async () => {
    const { seller, product, store, page } = await storeWithProduct();

    // One visitor from Instagram opens the store, then the product (an internal referrer), twice.
    expect((await beacon({ path: store, referrer: "https://l.instagram.com/?u=x" })).statusCode).toBe(204);
    await beacon({ path: page, referrer: `${t.config.appUrl}${store}` });
    await beacon({ path: page, referrer: `${t.config.appUrl}${store}` });
    // Another visitor, from a WhatsApp link with utm_source, on a laptop from another IP.
    await beacon({ path: page, source: "whatsapp" }, { ip: "10.1.2.3", userAgent: LAPTOP });

    const today = wibDay(new Date());
    const daily = (await stats(seller.token, "daily")).json().data;
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ date: today, views: 4, visitors: 2 });
    expect(daily[0].views).toBe(0);

    const pages = (await stats(seller.token, "page")).json().data;
    expect(pages).toEqual([
      {
        page,
        kind: "product",
        productId: product.id,
        title: "E-book Resep Nusantara",
        productType: "digital_download",
        views: 3,
        visitors: 2,
      },
      { page: store, kind: "store", productId: null, title: null, productType: null, views: 1, visitors: 1 },
    ]);

    const cities = (await stats(seller.token, "city")).json().data;
    expect(cities).toEqual([
      { city: "Jakarta", views: 3, visitors: 1 },
      { city: "", views: 1, visitors: 1 },
    ]);

    const sources = (await stats(seller.token, "source")).json().data;
    expect(sources).toEqual(
      expect.arrayContaining([
        { source: "internal", views: 2, visitors: 0 },
        { source: "instagram", views: 1, visitors: 1 },
        { source: "whatsapp", views: 1, visitors: 1 },
      ]),
    );
  });

  it("answers 204 and counts nothing for bots, the seller's own visits and unknown pages", async () => {
    const { seller, store, page } = await storeWithProduct();

    const answers = await Promise.all([
      beacon({ path: store }, { userAgent: GOOGLEBOT }),
      beacon({ path: page }, { userAgent: "facebookexternalhit/1.1" }),
      beacon({ path: store }, { token: seller.token }),
      beacon({ path: `${store}/tidak-ada` }),
      beacon({ path: "/pengguna-yang-tidak-ada" }),
      t.app.inject({ method: "POST", url: "/v1/traffics", payload: { path: store } }),
    ]);

    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
    const rows = await t.db.select().from(tables.trafficDaily).where(eq(tables.trafficDaily.sellerId, seller.user.id));
    expect(rows).toEqual([]);
  });

  it("stores no IP address, only a salted hash", async () => {
    const { seller, store } = await storeWithProduct();
    await beacon({ path: store }, { ip: "36.68.1.1" });

    const hashes = await t.db
      .select()
      .from(tables.trafficVisitors)
      .where(eq(tables.trafficVisitors.sellerId, seller.user.id));
    expect(hashes.length).toBeGreaterThan(0);
    expect(JSON.stringify(hashes)).not.toContain("36.68");
    const minutes = await t.db
      .select()
      .from(tables.trafficIpWindows)
      .where(eq(tables.trafficIpWindows.sellerId, seller.user.id));
    expect(minutes).toHaveLength(1);
    expect(JSON.stringify(minutes)).not.toContain("36.68");
  });

  it("counts every one of many concurrent views", async () => {
    const { seller, store } = await storeWithProduct();
    await Promise.all(Array.from({ length: 25 }, (_, i) => beacon({ path: store }, { ip: `36.68.1.${i + 1}` })));

    const today = (await stats(seller.token, "daily")).json().data.at(-1);
    expect(today).toMatchObject({ views: 25, visitors: 25 });
    // The detailed rollup and the per-dimension totals the endpoints read agree.
    const detail = await t.db
      .select()
      .from(tables.trafficDaily)
      .where(eq(tables.trafficDaily.sellerId, seller.user.id));
    expect(detail.reduce((sum, row) => sum + row.views, 0)).toBe(25);
  });
});

describe("visitors one IP can add", () => {
  afterEach(() => vi.useRealTimers());

  /** The store's visitors and views over the 30 days the screen shows. */
  async function totals(token: string) {
    const days: { views: number; visitors: number }[] = (await stats(token, "daily")).json().data;
    return days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), {
      views: 0,
      visitors: 0,
    });
  }
  /** A phone user agent no other beacon uses: a new visitor for the visitor hash. */
  const phone = (n: number) => `${PHONE} Build/${n}`;

  it("counts at most 3 new visitors a minute from one IP on one store, however many user agents it sends", async () => {
    const { seller, store, page } = await storeWithProduct();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => beacon({ path: i % 2 ? page : store }, { userAgent: phone(i) })),
    );
    // The script is not told: every beacon is answered as before, and its views still count.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(204));
    expect(await totals(seller.token)).toEqual({ views: 30, visitors: 3 });
    const pages = (await stats(seller.token, "page")).json().data;
    expect(pages.reduce((sum: number, p: { visitors: number }) => sum + p.visitors, 0)).toBe(3);

    // A visitor already counted today keeps counting their views, and adds no visitor.
    const counted = await t.db
      .select()
      .from(tables.trafficVisitors)
      .where(eq(tables.trafficVisitors.sellerId, seller.user.id));
    expect(counted.filter((row) => row.scope === "")).toHaveLength(3);

    // Another IP, and the same IP on another store, still count.
    await beacon({ path: store }, { ip: "36.68.9.9", userAgent: phone(100) });
    const other = await storeWithProduct();
    await beacon({ path: other.store }, { userAgent: phone(101) });
    expect(await totals(seller.token)).toEqual({ views: 31, visitors: 4 });
    expect(await totals(other.seller.token)).toEqual({ views: 1, visitors: 1 });
  });

  it("counts again once the minute is over, including someone the cap left out", async () => {
    const { seller, store } = await storeWithProduct();
    for (let i = 0; i < 6; i++) await beacon({ path: store }, { userAgent: phone(200 + i) });
    expect(await totals(seller.token)).toEqual({ views: 6, visitors: 3 });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    // Phone 205 was left out in the burst: it is counted now, and two more, then the cap again.
    for (let i = 5; i < 10; i++) await beacon({ path: store }, { userAgent: phone(200 + i) });
    expect(await totals(seller.token)).toEqual({ views: 11, visitors: 6 });

    // The minutes are kept an hour, then pruned with the visitor hashes.
    const minutes = () =>
      t.db.select().from(tables.trafficIpWindows).where(eq(tables.trafficIpWindows.sellerId, seller.user.id));
    expect((await minutes()).map((row) => row.visitors)).toEqual([3, 3]);
    await pruneVisitorHashes(t.db, new Date(Date.now() + 59 * 60_000));
    expect(await minutes()).toHaveLength(1);
    await pruneVisitorHashes(t.db, new Date(Date.now() + 61 * 60_000));
    expect(await minutes()).toEqual([]);
  });
});

describe("GET /v1/traffics/*", () => {
  it("shows a seller only their own statistics", async () => {
    const a = await storeWithProduct();
    const b = await storeWithProduct();
    await beacon({ path: a.store });

    for (const kind of ["daily", "page", "city", "source"] as const) {
      const own = (await stats(b.seller.token, kind)).json().data;
      expect(JSON.stringify(own)).not.toContain(a.seller.username);
      if (kind === "daily") expect(own.every((d: { views: number }) => d.views === 0)).toBe(true);
      else expect(own).toEqual([]);
    }
  });

  it("needs a session, and refuses a backwards or too long range with 422", async () => {
    const { seller } = await storeWithProduct();
    expect((await t.app.inject({ method: "GET", url: "/v1/traffics/daily" })).statusCode).toBe(401);

    const backwards = await stats(seller.token, "daily", "?from=2026-11-20&to=2026-11-01");
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.from).toEqual(["Tanggal awal harus sebelum tanggal akhir"]);
    expect((await stats(seller.token, "daily", "?from=2024-01-01&to=2026-01-01")).statusCode).toBe(422);
    expect((await stats(seller.token, "city", "?from=kemarin")).statusCode).toBe(422);

    const week = (await stats(seller.token, "daily", "?from=2026-11-01&to=2026-11-07")).json().data;
    expect(week.map((d: { date: string }) => d.date)).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
  });
});

describe("external-link clicks", () => {
  it("counts a person's click in the statistics and skips a link-preview bot", async () => {
    const seller = await sellerStore(t);
    await t.app.inject({
      method: "POST",
      url: "/v1/product/external-urls",
      headers: bearer(seller.token),
      payload: { title: "Kelas di YouTube", url: "https://youtube.com/@sari", status: "published" },
    });
    const click = (userAgent: string) =>
      t.app.inject({
        method: "POST",
        url: `/v1/sellers/${seller.username}/products/kelas-di-youtube/click`,
        remoteAddress: JAKARTA_IP,
        headers: { "user-agent": userAgent },
      });

    expect((await click(PHONE)).json().data.url).toBe("https://youtube.com/@sari");
    expect((await click("WhatsApp/2.23.20.0")).json().data.url).toBe("https://youtube.com/@sari");

    const pages = (await stats(seller.token, "page")).json().data;
    expect(pages).toMatchObject([{ kind: "click", title: "Kelas di YouTube", views: 1, visitors: 1 }]);
    const [product] = await t.db.select().from(tables.products).where(eq(tables.products.sellerId, seller.user.id));
    expect(product.clicks).toBe(1);
  });
});

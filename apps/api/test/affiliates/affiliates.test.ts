import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerBalance, releaseDueSales } from "../../src/modules/ledger/ledger";
import { bearer, signUp } from "../helpers/accounts";
import { csvObjects } from "../helpers/csv";
import {
  ledgerOf,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const call = (token: string | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

/** A seller with a Rp100.000 download in the programme at `percent` %. */
async function programme(percent = 20) {
  const seller = await sellerStore(t, { name: "Toko Sari" });
  const product = await publishDownload(t, seller, {
    price: 100_000,
    extra: { affiliate: { enabled: true, commissionPercent: percent } },
  });
  return { seller, product };
}

/** An account that joined `seller`'s programme, with its code. */
async function affiliateOf(seller: Seller, name = "Rina Afiliasi") {
  const account = await signUp(t, { name });
  const joined = await call(account.token, "POST", `/v1/affiliates/programs/${seller.username}/join`);
  expect(joined.statusCode).toBe(201);
  return { ...account, code: joined.json().data.code as string, link: joined.json().data.link as string };
}

/** Follows an affiliate link: the `lapak_ref` cookie it sets (null when none). */
async function click(path: string, userAgent = "Mozilla/5.0 (Linux; Android 13)") {
  const response = await t.app.inject({ method: "GET", url: path, headers: { "user-agent": userAgent } });
  expect(response.statusCode).toBe(302);
  const cookie = String(response.headers["set-cookie"] ?? "");
  return { location: response.headers.location, cookie, value: /lapak_ref=([^;]+)/.exec(cookie)?.[1] ?? null };
}

/** A paid sandbox checkout of `productId` with the `lapak_ref` cookie `code` (none when null). */
async function paidThrough(productId: string, code: string | null, email = `budi.${Math.random()}@contoh.id`) {
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/transactions",
    headers: code ? { cookie: `lapak_ref=${code}` } : {},
    payload: { productId, paymentMethod: "qris", name: "Budi Santoso", email },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as string;
  expect((await payWithSandbox(t, id)).statusCode).toBe(200);
  return transactionRow(t.db, id);
}

describe("affiliate programme", () => {
  it("joins once, never the own store, and only a store with a programme", async () => {
    const { seller } = await programme();
    const own = await call(seller.token, "POST", `/v1/affiliates/programs/${seller.username}/join`);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe("Anda tidak bisa menjadi afiliasi toko Anda sendiri");

    const closed = await sellerStore(t);
    await publishDownload(t, closed);
    const account = await signUp(t, { name: "Rina" });
    const none = await call(account.token, "POST", `/v1/affiliates/programs/${closed.username}/join`);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("Toko ini belum membuka program afiliasi");
    expect((await call(account.token, "POST", "/v1/affiliates/programs/tidak_ada_toko/join")).statusCode).toBe(404);
    expect((await call(null, "POST", `/v1/affiliates/programs/${seller.username}/join`)).statusCode).toBe(401);

    const first = await call(account.token, "POST", `/v1/affiliates/programs/${seller.username}/join`);
    const again = await call(account.token, "POST", `/v1/affiliates/programs/${seller.username}/join`);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.code).toBe(first.json().data.code);
    expect(first.json().data.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    const offer = await call(null, "GET", `/v1/affiliates/programs/${seller.username}`);
    expect(offer.json().data.products).toEqual([expect.objectContaining({ commissionPercent: 20 })]);
  });

  it("sets lapak_ref for 30 days on a link, counts human clicks and keeps the other query", async () => {
    const { seller } = await programme();
    const affiliate = await affiliateOf(seller);
    const visit = await click(`/${seller.username}?utm_source=ig&ref=${affiliate.code}`);
    expect(visit.location).toBe(`/${seller.username}?utm_source=ig`);
    expect(visit.value).toBe(affiliate.code);
    expect(visit.cookie).toContain("Max-Age=2592000");
    expect(visit.cookie).toContain("SameSite=Lax");
    await click(`/${seller.username}?ref=${affiliate.code}`, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    // Another store's code, or an unknown one: the page without `ref`, no cookie.
    const other = await programme();
    const stranger = await affiliateOf(other.seller, "Orang Lain");
    expect((await click(`/${seller.username}?ref=${stranger.code}`)).value).toBeNull();
    expect((await click(`/${seller.username}?ref=ZZZZZZZZ`)).value).toBeNull();
    const [row] = await t.db.select().from(tables.affiliates).where(eq(tables.affiliates.code, affiliate.code));
    expect(row?.clicks).toBe(1);
  });

  it("books the commission on both ledgers, held until the sale's hold ends", async () => {
    const { seller, product } = await programme(20);
    const affiliate = await affiliateOf(seller);
    const sale = await paidThrough(product.id, affiliate.code);
    expect(sale.affiliateId).not.toBeNull();
    expect(sale.commission).toBe(20_000);
    expect(sale.sellerNet).toBe(sale.amount - sale.fee - 20_000);

    const sellerRows = await ledgerOf(t.db, seller.user.id);
    expect(sellerRows.map((row) => [row.kind, row.bucket, row.amount])).toEqual([
      ["sale", "pending", sale.amount - sale.fee],
      ["commission", "pending", -20_000],
    ]);
    const affiliateBalance = await ledgerBalance(t.db, affiliate.user.id);
    expect(affiliateBalance).toMatchObject({ pending: 20_000, available: 0, totalEarned: 20_000 });
    expect((await ledgerBalance(t.db, seller.user.id)).pending).toBe(sale.sellerNet);

    const me = await call(affiliate.token, "GET", "/v1/affiliates/me");
    expect(me.json().data[0]).toMatchObject({ sales: 1, commissionPending: 20_000, commissionAvailable: 0 });

    // After the hold, both sides are released on their own, each once.
    const later = new Date(Date.now() + 8 * DAY_MS);
    await t.db.transaction((tx) => releaseDueSales(tx, affiliate.user.id, later));
    await t.db.transaction((tx) => releaseDueSales(tx, affiliate.user.id, later));
    expect(await ledgerBalance(t.db, affiliate.user.id)).toMatchObject({ pending: 0, available: 20_000 });
    expect((await ledgerBalance(t.db, seller.user.id)).pending).toBe(sale.sellerNet);
    await t.db.transaction((tx) => releaseDueSales(tx, seller.user.id, later));
    expect(await ledgerBalance(t.db, seller.user.id)).toMatchObject({ pending: 0, available: sale.sellerNet });
    const after = await call(affiliate.token, "GET", "/v1/affiliates/me");
    expect(after.json().data[0]).toMatchObject({ commissionPending: 0, commissionAvailable: 20_000 });

    // The sale's detail and the sales CSV name the affiliate and the commission.
    const detail = await call(seller.token, "GET", `/v1/transactions/${sale.id}/detail`);
    expect(detail.json().data.affiliate).toEqual({ name: "Rina Afiliasi", code: affiliate.code, commission: 20_000 });
    const csv = csvObjects((await call(seller.token, "GET", "/v1/transactions/export.csv")).body);
    expect(csv[0]).toMatchObject({ Afiliasi: `Rina Afiliasi (${affiliate.code})`, "Komisi Afiliasi": "20000" });

    const seen = await call(seller.token, "GET", "/v1/affiliates");
    expect(seen.json().data).toEqual([
      expect.objectContaining({
        name: "Rina Afiliasi",
        sales: 1,
        revenue: 100_000,
        commission: 20_000,
        removedAt: null,
      }),
    ]);
  });

  it("pays no commission to the seller, to the buyer's own address, without a cookie or once removed", async () => {
    const { seller, product } = await programme();
    const affiliate = await affiliateOf(seller);
    expect((await paidThrough(product.id, affiliate.code, affiliate.email)).commission).toBe(0);
    expect((await paidThrough(product.id, null)).commission).toBe(0);
    const booked = await paidThrough(product.id, affiliate.code);
    // Another seller cannot remove them.
    const other = await sellerStore(t);
    expect((await call(other.token, "DELETE", `/v1/affiliates/${booked.affiliateId}`)).statusCode).toBe(404);
    expect((await call(seller.token, "DELETE", `/v1/affiliates/${booked.affiliateId}`)).statusCode).toBe(204);
    expect((await paidThrough(product.id, affiliate.code)).commission).toBe(0);
    expect((await click(`/${seller.username}?ref=${affiliate.code}`)).value).toBeNull();
    // Booked commissions stay.
    expect((await ledgerBalance(t.db, affiliate.user.id)).pending).toBe(20_000);
    const again = await call(affiliate.token, "POST", `/v1/affiliates/programs/${seller.username}/join`);
    expect(again.statusCode).toBe(409);
  });

  it("lets the last click before the checkout win", async () => {
    const { seller, product } = await programme(10);
    const first = await affiliateOf(seller, "Pertama");
    const last = await affiliateOf(seller, "Terakhir");
    await click(`/${seller.username}?ref=${first.code}`);
    const latest = await click(`/${seller.username}?ref=${last.code}`);
    const sale = await paidThrough(product.id, latest.value);
    const [winner] = await t.db.select().from(tables.affiliates).where(eq(tables.affiliates.code, last.code));
    expect(sale.affiliateId).toBe(winner?.id);
    expect(sale.commission).toBe(10_000);
  });

  it("claws the commission back pro rata on refunds, from the affiliate's balance", async () => {
    const { seller, product } = await programme(30);
    const affiliate = await affiliateOf(seller);
    const sale = await paidThrough(product.id, affiliate.code);
    const partial = await call(seller.token, "POST", `/v1/transactions/${sale.id}/refunds`, {
      amount: 40_000,
      reason: "Sebagian",
    });
    expect(partial.statusCode).toBe(201);
    const [first] = await t.db.select().from(tables.refunds).where(eq(tables.refunds.transactionId, sale.id));
    expect(first?.affiliateAmount).toBe(12_000);
    expect((await ledgerBalance(t.db, affiliate.user.id)).pending).toBe(18_000);
    const rest = await call(seller.token, "POST", `/v1/transactions/${sale.id}/refunds`, { reason: "Semua" });
    expect(rest.statusCode).toBe(201);
    const refunds = await t.db.select().from(tables.refunds).where(eq(tables.refunds.transactionId, sale.id));
    expect(refunds.reduce((total, refund) => total + refund.affiliateAmount, 0)).toBe(30_000);
    expect(refunds.reduce((total, refund) => total + refund.sellerAmount, 0)).toBe(sale.sellerNet);
    expect(await ledgerBalance(t.db, affiliate.user.id)).toMatchObject({ pending: 0, available: 0, totalEarned: 0 });
    expect(await ledgerBalance(t.db, seller.user.id)).toMatchObject({ pending: 0, available: 0, totalEarned: 0 });
    // Released before the refund: taken from `available`.
    const released = await paidThrough(product.id, affiliate.code);
    const later = new Date(Date.now() + 8 * DAY_MS);
    await t.db.transaction((tx) => releaseDueSales(tx, affiliate.user.id, later));
    expect((await ledgerBalance(t.db, affiliate.user.id)).available).toBe(30_000);
    expect(
      (await call(seller.token, "POST", `/v1/transactions/${released.id}/refunds`, { reason: "Batal" })).statusCode,
    ).toBe(201);
    expect(await ledgerBalance(t.db, affiliate.user.id)).toMatchObject({ pending: 0, available: 0 });
  });

  it("gives the affiliate a yearly statement of commissions", async () => {
    const { seller, product } = await programme(25);
    const affiliate = await affiliateOf(seller);
    const sale = await paidThrough(product.id, affiliate.code);
    const year = new Date().getUTCFullYear();
    const response = await call(affiliate.token, "GET", `/v1/affiliates/me/statement.csv?year=${year}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const rows = csvObjects(response.body);
    expect(rows[0]).toMatchObject({
      Toko: "Toko Sari",
      "Kode Pesanan": sale.code,
      Komisi: "25000",
      "Komisi Bersih": "25000",
    });
    expect(rows.at(-1)).toMatchObject({ "Dibayar (WIB)": `Total ${year}`, Komisi: "25000" });
    expect((await call(affiliate.token, "GET", "/v1/affiliates/me/statement.csv?year=abc")).statusCode).toBe(422);
  });

  it("keeps a product's programme when an edit leaves it out, and checks the percent", async () => {
    const seller = await sellerStore(t);
    const bad = await call(seller.token, "POST", "/v1/product/digital-downloads", {
      title: "E-book",
      price: 50_000,
      affiliate: { enabled: true, commissionPercent: 95 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["affiliate.commissionPercent"]).toEqual(["Komisi maksimal 90%"]);
  });
});

import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerBalance } from "../../src/modules/ledger/ledger";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { buyer, checkout, checkoutOk, fetchTransaction, payWithSandbox, publishDownload } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.operator@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

describe("suspending a seller", () => {
  it("closes the store with 410, refuses checkout and withdrawals, tells the seller why, keeps paid downloads", async () => {
    const seller = await activatedSeller(t, adminToken);
    const product = await publishDownload(t, seller, { title: "Preset Foto" });
    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);
    const url = (await fetchTransaction(t, sale.id)).json().data.delivery.files[0].url;
    await creditAvailable(t, seller.user.id, 80_000);
    const slug = (await call(seller.token, "GET", `/v1/products/${product.id}`)).json().data.slug;

    const found = (await call(adminToken, "GET", `/v1/admin/sellers?q=${seller.username.toUpperCase()}`)).json();
    expect(found.data.map((s: { id: string }) => s.id)).toEqual([seller.user.id]);
    // Saldo on Penjual: the seller's Ditahan + Bisa ditarik, as their own Saldo screen sums it.
    const owed = await ledgerBalance(t.db, seller.user.id);
    expect(owed.pending + owed.available).toBeGreaterThan(80_000);
    expect(found.data[0].balance).toBe(owed.pending + owed.available);
    const byEmail = (await call(adminToken, "GET", `/v1/admin/sellers?q=${seller.email.split("@")[0]}`)).json();
    expect(byEmail.data[0]).toMatchObject({ id: seller.user.id, suspendedAt: null });

    const dropped: string[] = [];
    t.app.storefrontEvents.on("changed", ({ username }) => dropped.push(username));
    const suspended = await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, {
      reason: "Laporan penipuan dari pembeli",
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.suspendedReason).toBe("Laporan penipuan dari pembeli");
    expect(dropped).toContain(seller.username);
    expect(
      (await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, { reason: "Sekali lagi" }))
        .statusCode,
    ).toBe(409);

    const store = await call(null, "GET", `/v1/sellers/${seller.username}`);
    expect(store.statusCode).toBe(410);
    expect(store.json().message).toBe("Toko ini tidak tersedia");
    expect((await call(null, "GET", `/v1/sellers/${seller.username}/products`)).statusCode).toBe(410);
    expect((await call(null, "GET", `/v1/sellers/${seller.username}/storefront`)).statusCode).toBe(410);
    expect((await call(null, "GET", `/v1/sellers/${seller.username}/products/${slug}`)).statusCode).toBe(410);
    expect((await call(null, "GET", `/v1/products/${product.id}`)).statusCode).toBe(410);
    expect((await call(seller.token, "GET", `/v1/products/${product.id}`)).statusCode).toBe(200);
    const order = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer() });
    expect(order.statusCode).toBe(410);

    const withdrawal = await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 });
    expect(withdrawal.statusCode).toBe(403);
    expect(withdrawal.json().message).toContain("ditangguhkan");
    const me = (await call(seller.token, "GET", "/v1/auth/me")).json().data;
    expect(me.suspension).toMatchObject({ reason: "Laporan penipuan dari pembeli" });

    expect((await call(null, "GET", url)).statusCode).toBe(200);
    expect((await fetchTransaction(t, sale.id)).statusCode).toBe(200);

    expect((await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/unsuspend`)).statusCode).toBe(200);
    expect((await call(null, "GET", `/v1/sellers/${seller.username}`)).statusCode).toBe(200);
    expect((await call(seller.token, "GET", "/v1/auth/me")).json().data.suspension).toBeNull();
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(201);
  });

  it("is for admins only, and needs a reason", async () => {
    const seller = await activatedSeller(t, adminToken);
    expect(
      (await call(seller.token, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, { reason: "Coba-coba" }))
        .statusCode,
    ).toBe(403);
    const noReason = await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, { reason: "" });
    expect(noReason.statusCode).toBe(422);
    const [row] = await t.db.select().from(tables.users).where(eq(tables.users.id, seller.user.id));
    expect(row.suspendedAt).toBeNull();
  });
});

describe("the seller is told", () => {
  const mailsTo = (email: string, subject: string) =>
    t.outbox.messages().filter((m) => m.to === email && m.subject === subject);

  it("emails the seller the reason when the store is suspended, and again when it is reopened", async () => {
    const seller = await activatedSeller(t, adminToken);
    await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, {
      reason: "Produk melanggar hak cipta",
    });

    const [suspended] = mailsTo(seller.email, "Toko Lapak Anda ditangguhkan");
    expect(suspended.text).toContain("Produk melanggar hak cipta");
    expect(suspended.text).toContain(`/${seller.username}`);
    expect(suspended.text).toMatch(/penarikan/i);
    expect(suspended.html).toContain("Produk melanggar hak cipta");

    await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/unsuspend`);

    const [reopened] = mailsTo(seller.email, "Toko Lapak Anda dibuka kembali");
    expect(reopened.text).toContain("Produk melanggar hak cipta");
    expect(reopened.text).toContain(`/${seller.username}`);
    expect(mailsTo(seller.email, "Toko Lapak Anda ditangguhkan")).toHaveLength(1);
  });

  it("mails nothing when a suspension is refused", async () => {
    const seller = await activatedSeller(t, adminToken);
    await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, { reason: "" });
    await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/unsuspend`);

    expect(t.outbox.messages().filter((m) => m.to === seller.email && /Toko Lapak Anda/.test(m.subject))).toEqual([]);
  });
});

describe("the list of sellers", () => {
  it("does not list an admin's account, and an admin cannot be suspended", async () => {
    const admin = (await call(adminToken, "GET", "/v1/auth/me")).json().data;
    const listed = (await call(adminToken, "GET", `/v1/admin/sellers?q=${ADMIN_EMAIL.split("@")[0]}`)).json();
    expect(listed.data).toEqual([]);
    expect(listed.meta.total).toBe(0);
    const all = (await call(adminToken, "GET", "/v1/admin/sellers?perPage=100")).json();
    expect(all.data.map((s: { email: string }) => s.email)).not.toContain(ADMIN_EMAIL);

    const suspend = await call(adminToken, "POST", `/v1/admin/sellers/${admin.id}/suspend`, {
      reason: "Laporan penipuan",
    });
    expect(suspend.statusCode).toBe(404);
  });
});

describe("the platform's revenue", () => {
  it("adds up sales, fees, gateway costs, refunds and payouts, and owes sellers what their balances say", async () => {
    const before = (await call(adminToken, "GET", "/v1/admin/revenue")).json().data;
    const seller = await activatedSeller(t, adminToken);
    const product = await publishDownload(t, seller, { price: 100_000 });
    const sale = await checkoutOk(t, product.id);
    await payWithSandbox(t, sale.id);
    const [row] = await t.db.select().from(tables.transactions).where(eq(tables.transactions.id, sale.id));
    const refunded = (
      await call(seller.token, "POST", `/v1/transactions/${sale.id}/refunds`, { amount: 50_000, reason: "Separuh" })
    ).json().data;

    const after = (await call(adminToken, "GET", "/v1/admin/revenue")).json().data;
    expect(after.sales - before.sales).toBe(100_000);
    expect(after.refunds - before.refunds).toBe(50_000);
    // The gateway keeps its cost on the refunded part; the platform bears it (ADR 0020).
    expect(after.fees - before.fees).toBe(row.platformFee - refunded.platformFeeAmount - refunded.gatewayCostAmount);
    expect(after.gatewayCosts - before.gatewayCosts).toBe(row.methodFee);

    const sellerIds = await t.db.selectDistinct({ id: tables.ledgerEntries.sellerId }).from(tables.ledgerEntries);
    let owed = 0;
    for (const { id } of sellerIds) {
      const balance = await ledgerBalance(t.db, id);
      owed += balance.pending + balance.available;
    }
    expect(after.sellersBalance).toBe(owed);

    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const ranged = (await call(adminToken, "GET", `/v1/admin/revenue?from=${today}&to=${today}`)).json().data;
    expect(ranged).toMatchObject({ from: today, to: today });
    expect(ranged.sales).toBeGreaterThanOrEqual(100_000);
    expect((await call(adminToken, "GET", "/v1/admin/revenue?from=2026-02-01&to=2026-01-01")).statusCode).toBe(422);
    expect((await call(seller.token, "GET", "/v1/admin/revenue")).statusCode).toBe(403);
  });
});

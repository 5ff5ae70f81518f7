import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerBalance } from "../../src/modules/ledger/ledger";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { csvObjects } from "../helpers/csv";
import {
  checkoutOk,
  fetchTransaction,
  ledgerOf,
  mailsTo,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  transactionRow,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.refund@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const refund = (token: string, transactionId: string, body: { amount?: number; reason: string }) =>
  call(token, "POST", `/v1/transactions/${transactionId}/refunds`, body);

/** A paid sandbox sale of `price` rupiah by `seller` (a new seller when none is given). */
async function paidSale({ seller, price = 100_000 }: { seller?: Seller; price?: number } = {}) {
  const owner = seller ?? (await sellerStore(t));
  const product = await publishDownload(t, owner, { price });
  const sale = await checkoutOk(t, product.id);
  expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  return { seller: owner, product, sale };
}

/**
 * Moves a sale onto a real gateway (its money withdrawable, its refund manual) and ends its hold.
 * The ledger's trigger decides a row's kind of money when it is written, so the sandbox sale's rows
 * go before the gateway changes and come back after.
 */
async function asReleasedMidtransSale(transactionId: string) {
  const le = tables.ledgerEntries;
  const [credit] = await t.db.delete(le).where(eq(le.sourceId, transactionId)).returning();
  await t.db.update(tables.transactions).set({ gateway: "midtrans" }).where(eq(tables.transactions.id, transactionId));
  await t.db.insert(le).values({ ...credit, availableAt: new Date(Date.now() - 1000) });
}

/** Pending + available of `sellerId` less what they owe the platform, rupiah (releasing nothing). */
async function owedTo(sellerId: string) {
  const balance = await ledgerBalance(t.db, sellerId);
  return balance.pending + balance.available - balance.debt;
}

/** The ledger invariant of ADR 0020 for one seller: what is owed = sales − refunds − withdrawals. */
async function expectLedgerInvariant(sellerId: string) {
  const [sales] = await t.db
    .select({ net: sql<number>`coalesce(sum(seller_net), 0)::bigint`.mapWith(Number) })
    .from(tables.transactions)
    .where(sql`seller_id = ${sellerId} and status = 'paid'`);
  const [refunds] = await t.db
    .select({ net: sql<number>`coalesce(sum(seller_amount), 0)::bigint`.mapWith(Number) })
    .from(tables.refunds)
    .where(eq(tables.refunds.sellerId, sellerId));
  const [withdrawals] = await t.db
    .select({ amount: sql<number>`coalesce(sum(amount), 0)::bigint`.mapWith(Number) })
    .from(tables.withdrawals)
    .where(sql`seller_id = ${sellerId} and status <> 'failed'`);
  const [credited] = await t.db
    .select({ amount: sql<number>`coalesce(sum(amount), 0)::bigint`.mapWith(Number) })
    .from(tables.ledgerEntries)
    .where(sql`seller_id = ${sellerId} and kind = 'sale' and source_id not in (select id from transactions)`);
  expect(await owedTo(sellerId)).toBe(sales.net + credited.amount - refunds.net - withdrawals.amount);
}

describe("a seller refunds a sale", () => {
  it("refunds a whole sandbox sale at once: buyer sees Dana dikembalikan, seller gives back the net", async () => {
    const { seller, sale } = await paidSale();
    const row = await transactionRow(t.db, sale.id);

    const response = await refund(seller.token, sale.id, { reason: "Berkas rusak" });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      transactionId: sale.id,
      amount: 100_000,
      status: "succeeded",
      method: "gateway",
      sellerAmount: row.sellerNet,
    });
    const { platformFeeAmount, gatewayCostAmount } = response.json().data;
    expect(platformFeeAmount).toBe(row.platformFee);
    expect(row.sellerNet + platformFeeAmount + gatewayCostAmount).toBe(100_000);

    const view = (await fetchTransaction(t, sale.id)).json().data;
    expect(view).toMatchObject({ status: "paid", refundedAmount: 100_000, refundStatus: "refunded" });
    // Held sale: the refund comes out of pending, and its release later moves nothing.
    const balance = await ledgerBalance(t.db, seller.user.id);
    expect(balance).toMatchObject({ pending: 0, available: 0 });
    await t.db
      .update(tables.ledgerEntries)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(tables.ledgerEntries.sourceId, sale.id));
    const released = (await call(seller.token, "GET", "/v1/balance")).json().data;
    expect(released).toMatchObject({ pending: 0, available: 0 });

    await waitForMail(t, row.buyerEmail, "refund-buyer");
    const refundMail = mailsTo(t, row.buyerEmail, "refund-buyer")[0].text;
    expect(refundMail).toContain("Dana dikembalikan: Rp100.000");
    // How and when the money arrives (DESIGN §5).
    expect(refundMail).toContain("Dana kembali ke QRIS Anda, biasanya paling lambat 14 hari kerja");
    expect(mailsTo(t, seller.email, "refund-seller")).toHaveLength(1);
    await expectLedgerInvariant(seller.user.id);
  });

  it("refunds in parts, never more than what is left, and gives back exactly the net", async () => {
    const { seller, sale } = await paidSale({ price: 99_999 });
    const row = await transactionRow(t.db, sale.id);
    const first = await refund(seller.token, sale.id, { amount: 33_333, reason: "Sebagian isi tidak sesuai" });
    expect(first.statusCode).toBe(201);
    expect((await fetchTransaction(t, sale.id)).json().data).toMatchObject({
      refundedAmount: 33_333,
      refundStatus: "partially_refunded",
    });

    const tooMuch = await refund(seller.token, sale.id, { amount: 70_000, reason: "Kelebihan" });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain("Rp66.666");

    const rest = await refund(seller.token, sale.id, { reason: "Sisanya" });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data.amount).toBe(66_666);
    const refunds = await t.db.select().from(tables.refunds).where(eq(tables.refunds.transactionId, sale.id));
    expect(refunds.reduce((sum, r) => sum + r.sellerAmount, 0)).toBe(row.sellerNet);
    expect(refunds.reduce((sum, r) => sum + r.platformFeeAmount, 0)).toBe(row.platformFee);

    const nothingLeft = await refund(seller.token, sale.id, { reason: "Lagi" });
    expect(nothingLeft.statusCode).toBe(422);
    await expectLedgerInvariant(seller.user.id);
  });

  it("refunds once when two requests arrive at the same time", async () => {
    const { seller, sale } = await paidSale();
    const answers = await Promise.all([
      refund(seller.token, sale.id, { reason: "Pembayaran ganda" }),
      refund(seller.token, sale.id, { reason: "Pembayaran ganda" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const refunds = await t.db.select().from(tables.refunds).where(eq(tables.refunds.transactionId, sale.id));
    expect(refunds).toHaveLength(1);
    expect((await transactionRow(t.db, sale.id)).refundedAmount).toBe(100_000);
    const rows = (await ledgerOf(t.db, seller.user.id)).filter((r) => r.kind === "refund");
    expect(rows).toHaveLength(1);
    await expectLedgerInvariant(seller.user.id);
  });

  it("answers 410 for the downloads of a fully refunded order, not a partly refunded one", async () => {
    const { seller, sale } = await paidSale();
    const url = (await fetchTransaction(t, sale.id)).json().data.delivery.files[0].url;
    await refund(seller.token, sale.id, { amount: 10_000, reason: "Potongan" });
    expect((await call(null, "GET", url)).statusCode).toBe(200);
    await refund(seller.token, sale.id, { reason: "Semua" });
    const gone = await call(null, "GET", url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toContain("dikembalikan");
  });

  it("keeps other sellers and unpaid sales out", async () => {
    const { sale } = await paidSale();
    const stranger = await sellerStore(t);
    expect((await refund(stranger.token, sale.id, { reason: "Bukan milik saya" })).statusCode).toBe(404);
    expect((await call(null, "POST", `/v1/transactions/${sale.id}/refunds`, { reason: "x" })).statusCode).toBe(401);

    const owner = await sellerStore(t);
    const product = await publishDownload(t, owner);
    const unpaid = await checkoutOk(t, product.id);
    expect((await refund(owner.token, unpaid.id, { reason: "Belum dibayar" })).statusCode).toBe(409);
    const bad = await refund(owner.token, unpaid.id, { amount: 0, reason: "" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["amount", "reason"]);
    expect(await t.db.select().from(tables.refunds).where(eq(tables.refunds.transactionId, unpaid.id))).toEqual([]);
  });

  it("lets an admin refund any sale", async () => {
    const { sale } = await paidSale();
    const response = await refund(adminToken, sale.id, { amount: 5_000, reason: "Keluhan pembeli" });
    expect(response.statusCode).toBe(201);
  });
});

describe("the seller's sales screens after a refund", () => {
  it("show the refund in the list, detail, CSV and customers, with revenue net of it", async () => {
    const { seller, sale } = await paidSale();
    const other = await paidSale({ seller, price: 50_000 });
    const row = await transactionRow(t.db, sale.id);
    const otherRow = await transactionRow(t.db, other.sale.id);
    const given = (await refund(seller.token, sale.id, { amount: 40_000, reason: "Sebagian" })).json().data;

    const list = (await call(seller.token, "GET", "/v1/transactions?status=paid")).json();
    expect(list.meta.summary).toMatchObject({
      amount: 100_000 + 50_000 - 40_000,
      sellerNet: row.sellerNet + otherRow.sellerNet - given.sellerAmount,
      refundedAmount: 40_000,
    });
    // Kotor − Biaya = Bersih on Penjualan's summary line: the refunded part carries no fee.
    expect(list.meta.summary.fee).toBe(list.meta.summary.amount - list.meta.summary.sellerNet);
    expect(list.meta.summary.fee).toBeLessThan(row.fee + otherRow.fee);
    expect(list.data.find((s: { id: string }) => s.id === sale.id)).toMatchObject({
      refundedAmount: 40_000,
      refundStatus: "partially_refunded",
      sandbox: true, // test money: never withdrawable, so the screens show no hold date (ADR 0023)
    });

    const ids = async (query: string) =>
      (await call(seller.token, "GET", `/v1/transactions?status=paid&${query}`))
        .json()
        .data.map((s: { id: string }) => s.id);
    expect(await ids("refund=any")).toEqual([sale.id]);
    expect(await ids("refund=partially_refunded")).toEqual([sale.id]);
    expect(await ids("refund=refunded")).toEqual([]);
    expect((await call(seller.token, "GET", "/v1/transactions?refund=semua")).statusCode).toBe(422);

    const detail = (await call(seller.token, "GET", `/v1/transactions/${sale.id}/detail`)).json().data;
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({ amount: 40_000, reason: "Sebagian", status: "succeeded" });

    const csv = csvObjects((await call(seller.token, "GET", "/v1/transactions/export.csv")).body);
    const line = csv.find((r) => r["ID Transaksi"] === sale.id);
    expect(line).toMatchObject({
      Status: "Dikembalikan Sebagian",
      "Dana Dikembalikan": "40000",
      "Dikembalikan dari Pendapatan": String(given.sellerAmount),
    });

    const customers = (await call(seller.token, "GET", "/v1/customers")).json().data;
    expect(customers.find((c: { email: string }) => c.email === row.buyerEmail)).toMatchObject({ totalSpent: 60_000 });

    const daily = (await call(seller.token, "GET", "/v1/transactions/daily")).json().data;
    const total = daily.reduce((sum: number, day: { amount: number }) => sum + day.amount, 0);
    expect(total).toBe(110_000);
    await expectLedgerInvariant(seller.user.id);
  });
});

describe("manual refunds (virtual accounts, past the window)", () => {
  it("asks the buyer for a bank account, and the admin records the transfer", async () => {
    const { seller, sale } = await paidSale();
    await asReleasedMidtransSale(sale.id);
    const response = await refund(seller.token, sale.id, { reason: "Pembeli membatalkan" });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: "manual", method: "manual" });
    const refundId = response.json().data.id;
    const row = await transactionRow(t.db, sale.id);

    const [mail] = await waitForMail(t, row.buyerEmail, "refund-buyer");
    const link = mail.text.match(/\/refund-bank\/[^\s]+/)?.[0] ?? "";
    expect(link).toContain(refundId);
    const [path, query] = link.split("?");
    const forged = await call(null, "GET", `/v1${path}?signature=${"0".repeat(64)}`);
    expect(forged.statusCode).toBe(404);
    const form = await call(null, "GET", `/v1${path}?${query}`);
    expect(form.json().data).toMatchObject({ amount: 100_000, status: "manual", bankGiven: false });
    // Nothing to transfer to yet: recording a transfer is refused and changes nothing.
    const early = await call(adminToken, "POST", `/v1/admin/refunds/${refundId}/done`, { reference: "TRF-0000" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/belum mengisi rekening/);
    const saved = await call(null, "POST", `/v1${path}?${query}`, {
      bankCode: "bca",
      accountNumber: "1234567890",
      accountName: "Budi Santoso",
    });
    expect(saved.statusCode).toBe(200);

    const queue = (await call(adminToken, "GET", "/v1/admin/refunds")).json().data;
    const listed = queue.find((item: { id: string }) => item.id === refundId);
    expect(listed).toMatchObject({
      buyerBank: { bankCode: "bca", accountNumber: "1234567890", accountName: "Budi Santoso" },
      buyerEmail: row.buyerEmail,
    });
    expect((await call(seller.token, "GET", "/v1/admin/refunds")).statusCode).toBe(403);

    const done = await call(adminToken, "POST", `/v1/admin/refunds/${refundId}/done`, { reference: "TRF-0001" });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: "succeeded", reference: "TRF-0001" });
    expect(
      (await call(adminToken, "POST", `/v1/admin/refunds/${refundId}/done`, { reference: "x-2" })).statusCode,
    ).toBe(409);
    // Released money: the refund came out of available.
    expect(await ledgerBalance(t.db, seller.user.id)).toMatchObject({ pending: 0, available: 0 });
    await expectLedgerInvariant(seller.user.id);
  });

  it("refuses the seller's refund after a withdrawal; an admin's becomes a debt later sales settle", async () => {
    const seller = await activatedSeller(t, adminToken);
    const { sale } = await paidSale({ seller });
    await asReleasedMidtransSale(sale.id);
    const net = (await transactionRow(t.db, sale.id)).sellerNet;
    const withdrawn = await call(seller.token, "POST", "/v1/withdrawals", { amount: net });
    expect(withdrawn.statusCode).toBe(201);

    const refused = await refund(seller.token, sale.id, { reason: "Produk tidak terkirim" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount[0]).toContain("hubungi admin");
    const booked = await refund(adminToken, sale.id, { reason: "Produk tidak terkirim" });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ sellerAmount: net, debtAmount: net });
    const balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
    expect(balance).toMatchObject({ available: 0, withdrawable: 0, debt: net });
    // The sale's detail says which part became a debt, as the seller's email does.
    const detail = (await call(seller.token, "GET", `/v1/transactions/${sale.id}/detail`)).json().data;
    expect(detail.refunds).toMatchObject([{ sellerAmount: net, debtAmount: net }]);

    await t.db
      .update(tables.withdrawals)
      .set({ status: "paid" })
      .where(eq(tables.withdrawals.sellerId, seller.user.id));
    await creditAvailable(t, seller.user.id, 60_000);
    const blocked = await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors.amount[0]).toContain("Utang ke platform");
    // The Rp60.000 went to the debt first.
    expect((await call(seller.token, "GET", "/v1/balance")).json().data).toMatchObject({
      available: 0,
      debt: net - 60_000,
    });
    await expectLedgerInvariant(seller.user.id);

    await creditAvailable(t, seller.user.id, net + 50_000);
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(201);
    await expectLedgerInvariant(seller.user.id);
  });
});

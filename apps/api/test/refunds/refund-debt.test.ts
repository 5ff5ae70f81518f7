/**
 * A refund after a withdrawal (ADR 0027): a seller may only refund from money they still have; an
 * admin may book more, and the platform then carries a debt on the seller that the next sales
 * settle first. The ledger identity of DESIGN §4 holds at every step, on both engines.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller } from "../helpers/activation";
import {
  checkoutOk,
  payWithSandbox,
  publishDownload,
  type Seller,
  transactionRow,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.refund-debt@lapak.id";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const refund = (
  token: string,
  transactionId: string,
  body: { amount?: number; reason: string } = { reason: "Berkas rusak" },
) => call(token, "POST", `/v1/transactions/${transactionId}/refunds`, body);
const balanceOf = async (seller: Seller) => (await call(seller.token, "GET", "/v1/balance")).json().data;

/**
 * A paid sale of `price` rupiah on a real gateway whose hold has ended: its net is real money the
 * seller may withdraw (the sandbox's own money never is, ADR 0023). Returns the transaction id.
 */
async function releasedRealSale(seller: Seller, price = 50_000): Promise<string> {
  const product = await publishDownload(t, seller, { price });
  const sale = await checkoutOk(t, product.id);
  expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
  // Booked again as real money whose hold has ended: the ledger's trigger decides a row's kind of
  // money when it is written, so the sandbox sale's rows go before the gateway changes.
  const le = tables.ledgerEntries;
  const [credit] = await t.db.delete(le).where(eq(le.sourceId, sale.id)).returning();
  await t.db.update(tables.transactions).set({ gateway: "midtrans" }).where(eq(tables.transactions.id, sale.id));
  await t.db.insert(le).values({ ...credit, availableAt: new Date(Date.now() - 1000) });
  return sale.id;
}

/** The seller's ledger sums by kind and bucket, rupiah. */
async function ledgerSums(sellerId: string) {
  const rows = await t.db
    .select({
      kind: tables.ledgerEntries.kind,
      bucket: tables.ledgerEntries.bucket,
      amount: sql<number>`sum(${tables.ledgerEntries.amount})::bigint`.mapWith(Number),
    })
    .from(tables.ledgerEntries)
    .where(eq(tables.ledgerEntries.sellerId, sellerId))
    .groupBy(tables.ledgerEntries.kind, tables.ledgerEntries.bucket);
  const sum = (filter: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(filter).reduce((total, row) => total + row.amount, 0);
  return {
    pending: sum((row) => row.bucket === "pending"),
    available: sum((row) => row.bucket === "available"),
    withdrawn: sum((row) => row.bucket === "withdrawn"),
    debt: 0 - sum((row) => row.bucket === "debt"),
    debtSettled: sum((row) => row.kind === "settlement" && row.bucket === "debt"),
  };
}

/**
 * DESIGN §4's identity, from the source tables: sales' net − refunds taken from the balance −
 * withdrawals not failed − debt settled = available + pending; the refunds' seller part is what the
 * balance gave plus the debt booked; no bucket below zero.
 */
async function expectLedgerIdentity(sellerId: string) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await t.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0].n);
  const earned = await one(
    sql`select coalesce(sum(seller_net), 0) as n from transactions where seller_id = ${sellerId} and status = 'paid'`,
  );
  const refunded = await one(
    sql`select coalesce(sum(seller_amount), 0) as n from refunds where seller_id = ${sellerId}`,
  );
  const withdrawn = await one(
    sql`select coalesce(sum(amount), 0) as n from withdrawals where seller_id = ${sellerId} and status <> 'failed'`,
  );
  const debtBooked = await one(
    sql`select coalesce(-sum(amount), 0) as n from ledger_entries where seller_id = ${sellerId} and kind = 'refund' and bucket = 'debt'`,
  );
  const sums = await ledgerSums(sellerId);
  const fromBalance = refunded - debtBooked;
  expect(sums.available + sums.pending).toBe(earned - fromBalance - withdrawn - sums.debtSettled);
  expect(sums.debt).toBe(debtBooked - sums.debtSettled);
  expect(sums.withdrawn).toBe(withdrawn);
  expect(sums.pending).toBeGreaterThanOrEqual(0);
  expect(sums.available).toBeGreaterThanOrEqual(0);
  expect(sums.debt).toBeGreaterThanOrEqual(0);
  // Money the balance could cover never stays as debt once the balance is read.
  if (sums.debt > 0) expect(sums.available).toBe(0);
  return sums;
}

describe("a refund after a withdrawal", () => {
  it("refuses a seller's refund that would take the balance below zero", async () => {
    const seller = await activatedSeller(t, adminToken);
    const first = await releasedRealSale(seller);
    const second = await releasedRealSale(seller);
    const net = (await transactionRow(t.db, first)).sellerNet;
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(201);
    const before = await balanceOf(seller);
    expect(before).toMatchObject({ available: 2 * net - 50_000, pending: 0 });

    const refused = await refund(seller.token, first);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount).toEqual(["Saldo Anda tidak cukup untuk pengembalian dana ini; hubungi admin"]);
    expect(await balanceOf(seller)).toEqual(before);
    expect((await transactionRow(t.db, first)).refundedAmount).toBe(0);

    // A part the balance covers is still the seller's to give.
    const part = await refund(seller.token, second, { amount: 20_000, reason: "Sebagian" });
    expect(part.json()).toMatchObject({ data: { amount: 20_000 } });
    await expectLedgerIdentity(seller.user.id);
  });

  it("lets an admin book it: a debt the next sales settle first, and no withdrawal until then", async () => {
    const seller = await activatedSeller(t, adminToken);
    const first = await releasedRealSale(seller);
    const second = await releasedRealSale(seller);
    const net = (await transactionRow(t.db, first)).sellerNet;
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(201);
    await t.db
      .update(tables.withdrawals)
      .set({ status: "paid" })
      .where(eq(tables.withdrawals.sellerId, seller.user.id));

    expect((await refund(adminToken, first)).statusCode).toBe(201);
    expect((await refund(adminToken, second)).statusCode).toBe(201);
    const owed = 50_000;
    expect(await balanceOf(seller)).toMatchObject({ available: 0, pending: 0, withdrawable: 0, debt: owed });
    await expectLedgerIdentity(seller.user.id);

    const blocked = await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors.amount[0]).toContain("Utang ke platform");
    // The seller's email says what the balance gave and what became debt, and who booked it.
    const [, secondMail] = await waitForMail(t, seller.email, "refund-seller", 2);
    expect(secondMail.text).toContain("dikembalikan oleh admin Lapak");
    expect(secondMail.text).toMatch(/Rp[\d.]+ menjadi utang ke platform yang dipotong dari penjualan berikutnya/);

    // The next sale pays the debt first; what is left is the seller's again.
    const third = await releasedRealSale(seller, 100_000);
    const thirdNet = (await transactionRow(t.db, third)).sellerNet;
    expect(await balanceOf(seller)).toMatchObject({ available: thirdNet - owed, debt: 0 });
    const sums = await expectLedgerIdentity(seller.user.id);
    expect(sums.debtSettled).toBe(owed);
    expect(net).toBeGreaterThan(0);
  });
});

describe("an admin's refund by order code", () => {
  it("books it for any sale, beyond the balance; a seller may not use it; an unknown code is a field error", async () => {
    const seller = await activatedSeller(t, adminToken);
    const id = await releasedRealSale(seller, 100_000);
    const { code, sellerNet } = await transactionRow(t.db, id);
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(201);

    const body = { code: code.toLowerCase(), reason: "Pembeli membayar dua kali" };
    expect([403, 404]).toContain((await call(seller.token, "POST", "/v1/admin/refunds", body)).statusCode);
    const unknown = await call(adminToken, "POST", "/v1/admin/refunds", { ...body, code: "LPK-TIDAKADA" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.code).toEqual(["Tidak ada pesanan dengan kode ini."]);

    const booked = await call(adminToken, "POST", "/v1/admin/refunds", body);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ transactionId: id, sellerAmount: sellerNet });
    // The balance gave what was left after the withdrawal; the withdrawn Rp50.000 is owed.
    expect(await balanceOf(seller)).toMatchObject({ available: 0, debt: 50_000 });
    await expectLedgerIdentity(seller.user.id);
  });
});

describe("the ledger identity", () => {
  it("holds under 10 concurrent refunds and withdrawals", async () => {
    const seller = await activatedSeller(t, adminToken);
    const sales: string[] = [];
    for (let i = 0; i < 6; i++) sales.push(await releasedRealSale(seller, 60_000));
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 200_000 })).statusCode).toBe(201);
    await t.db
      .update(tables.withdrawals)
      .set({ status: "paid" })
      .where(eq(tables.withdrawals.sellerId, seller.user.id));
    const answers = await Promise.all([
      ...sales.map((id) => refund(seller.token, id)),
      ...Array.from({ length: 4 }, () => call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })),
    ]);
    for (const answer of answers) expect([201, 409, 422]).toContain(answer.statusCode);
    const sums = await expectLedgerIdentity(seller.user.id);
    expect(sums.debt).toBe(0);
    // Six sales of ≈ Rp57.000 net less Rp200.000 withdrawn cover two refunds (one when a
    // Rp50.000 withdrawal went first), never six.
    const refunded = answers.slice(0, 6).filter((answer) => answer.statusCode === 201).length;
    expect(refunded).toBeGreaterThanOrEqual(1);
    expect(refunded).toBeLessThanOrEqual(2);
  });

  it("holds over random sales, refunds, withdrawals, admin refunds and settlements", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("sale" as const), price: fc.integer({ min: 20_000, max: 120_000 }) }),
      fc.record({ kind: fc.constant("refund" as const), admin: fc.boolean(), pick: fc.nat(), part: fc.boolean() }),
      fc.record({ kind: fc.constant("withdraw" as const), amount: fc.integer({ min: 50_000, max: 150_000 }) }),
      fc.record({ kind: fc.constant("settle-withdrawal" as const), paid: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        const seller = await activatedSeller(t, adminToken);
        const sales: string[] = [];
        for (const s of steps) {
          if (s.kind === "sale") sales.push(await releasedRealSale(seller, s.price));
          else if (s.kind === "refund" && sales.length > 0) {
            const id = sales[s.pick % sales.length];
            const row = await transactionRow(t.db, id);
            const left = row.amount - row.refundedAmount;
            const amount = s.part && left > 2 ? Math.floor(left / 2) : undefined;
            const answer = await refund(s.admin ? adminToken : seller.token, id, { amount, reason: "Acak" });
            expect([201, 422]).toContain(answer.statusCode);
          } else if (s.kind === "withdraw") {
            const answer = await call(seller.token, "POST", "/v1/withdrawals", { amount: s.amount });
            expect([201, 409, 422]).toContain(answer.statusCode);
          } else if (s.kind === "settle-withdrawal") {
            const [pending] = await t.db
              .select({ id: tables.withdrawals.id })
              .from(tables.withdrawals)
              .where(sql`seller_id = ${seller.user.id} and status = 'pending'`);
            if (pending) {
              const outcome = s.paid ? "paid" : "failed";
              const body = s.paid ? { reference: "TRF-ACAK" } : { reason: "Rekening ditolak bank" };
              expect(
                (await call(adminToken, "POST", `/v1/admin/withdrawals/${pending.id}/${outcome}`, body)).statusCode,
              ).toBe(200);
            }
          }
          // Read as the seller would: the balance read settles what it can.
          await balanceOf(seller);
          await expectLedgerIdentity(seller.user.id);
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 120_000);
});

/**
 * A withdrawal is never paid twice (ADR 0017): with Xendit payouts configured, an
 * admin's manual settlement is refused while a payout may exist at the service (asked first, by id
 * or by reference when the create answer was lost), and a payout result that contradicts a settled
 * withdrawal re-books the ledger and flags it. Invariant at every step, for every seller here:
 * money paid out + available + held + in-flight withdrawals ≤ what the seller earned.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDisbursementService } from "../../src/integrations/disbursements/create-disbursement";
import { readPayout } from "../../src/integrations/disbursements/xendit-payouts";
import { applyPayout } from "../../src/modules/balance/payouts";
import { settleWithdrawal } from "../../src/modules/balance/settle-withdrawal";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { type FakePayouts, fakePayoutsEnv, startFakePayouts } from "../helpers/fake-payouts";
import type { Seller } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.dobel@lapak.id";
const EARNED = 141_450;
const AMOUNT = 100_000;
let fake: FakePayouts;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakePayouts();
  t = await createTestApp({ env: fakePayoutsEnv(fake, ADMIN_EMAIL) });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const markFailed = (id: string) =>
  call(adminToken, "POST", `/v1/admin/withdrawals/${id}/failed`, { reason: "Rekening ditutup" });
const markPaid = (id: string) =>
  call(adminToken, "POST", `/v1/admin/withdrawals/${id}/paid`, { reference: "TRF-MANUAL-1" });
const webhook = (payoutId: string) =>
  t.app.inject({
    method: "POST",
    url: "/v1/webhooks/disbursements/xendit",
    headers: { "content-type": "application/json", "x-callback-token": fake.callbackToken },
    payload: fake.webhook(payoutId),
  });
const withdrawalRow = async (id: string) =>
  (await t.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id)))[0];
const deps = () => ({
  db: t.db,
  config: t.config,
  mailer: t.app.mailer,
  disbursement: createDisbursementService(t.config),
  log: t.app.log,
});

/**
 * The invariant: what actually left (payouts the service SUCCEEDED, transfers an admin recorded by
 * hand) + available + held + withdrawals still in flight ≤ earned.
 */
async function expectNoMoneyCreated(seller: Seller) {
  const balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
  const rows = await t.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.sellerId, seller.user.id));
  let paidOut = 0;
  let inFlight = 0;
  for (const row of rows) {
    const payout = fake.byReference(row.id);
    const byService = payout?.status === "SUCCEEDED";
    if (byService) paidOut += row.amount;
    if (row.status === "paid" && row.reference !== payout?.id) paidOut += row.amount; // by hand
    if (row.status === "pending" && !byService) inFlight += row.amount;
  }
  expect(paidOut + balance.available + balance.pending + inFlight).toBeLessThanOrEqual(EARNED);
  return balance;
}

/** A seller with Rp141.450 earned who withdraws Rp100.000; the submit-payout job has run. */
async function withdrawing(overrides: Record<string, unknown> = {}) {
  const seller = await activatedSeller(t, adminToken, overrides);
  await creditAvailable(t, seller.user.id, EARNED);
  const requested = await call(seller.token, "POST", "/v1/withdrawals", { amount: AMOUNT });
  expect(requested.statusCode).toBe(201);
  const id: string = requested.json().data.id;
  await vi.waitFor(async () => expect((await withdrawalRow(id)).payoutAttemptedAt).toBeTruthy(), { timeout: 5000 });
  return { seller, id };
}

async function sentPayout(id: string) {
  await vi.waitFor(async () => expect((await withdrawalRow(id)).payoutId).toBeTruthy(), { timeout: 5000 });
  const payout = fake.byReference(id);
  if (!payout) throw new Error("no payout at the fake");
  return payout;
}

describe("an admin's manual settlement while a payout may exist", () => {
  it("refuses Tandai Gagal on a payout in flight, and the later SUCCEEDED settles it paid (the reported path)", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);

    const refused = await markFailed(id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Transfer otomatis sedang diproses layanan transfer. Tunggu hasilnya; status penarikan diperbarui otomatis.",
    );
    expect((await withdrawalRow(id)).status).toBe("pending");
    expect((await expectNoMoneyCreated(seller)).available).toBe(EARNED - AMOUNT);
    expect((await markPaid(id)).statusCode).toBe(409);

    fake.setStatus(payout.id, "SUCCEEDED");
    expect((await webhook(payout.id)).statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({ status: "paid", reference: payout.id, flag: null });
    const balance = await expectNoMoneyCreated(seller);
    expect(balance).toMatchObject({ available: EARNED - AMOUNT, withdrawn: AMOUNT, withdrawable: EARNED - AMOUNT });
    // Not withdrawable a second time.
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: EARNED })).statusCode).toBe(422);
  });

  it("finds a payout whose create answer was lost by its reference before refusing", async () => {
    fake.failNext("http500-after-create");
    const { seller, id } = await withdrawing();
    expect((await withdrawalRow(id)).payoutId).toBeNull();

    const refused = await markFailed(id);

    expect(refused.statusCode).toBe(409);
    expect(fake.requests.some((r) => r.method === "GET" && r.path === `/v2/payouts?reference_id=${id}`)).toBe(true);
    expect((await withdrawalRow(id)).payoutId).toBe(fake.byReference(id)?.id);
    await expectNoMoneyCreated(seller);
  });

  it("applies what the service reports instead, when it has already settled the payout", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    fake.setStatus(payout.id, "SUCCEEDED"); // its webhook never came

    const refused = await markFailed(id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Layanan transfer melaporkan transfer ini berhasil; status penarikan sudah diperbarui.",
    );
    expect(await withdrawalRow(id)).toMatchObject({ status: "paid", reference: payout.id });
    expect((await expectNoMoneyCreated(seller)).available).toBe(EARNED - AMOUNT);
  });

  it("refuses while the service cannot be asked", async () => {
    const { seller, id } = await withdrawing();
    await sentPayout(id);
    fake.failNext("down");

    const refused = await markFailed(id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("belum bisa diperiksa");
    expect((await withdrawalRow(id)).status).toBe("pending");
    await expectNoMoneyCreated(seller);
  });

  it("lets the admin settle by hand once the service has no payout and the attempt is old, and never sends it after", async () => {
    fake.failNext("down"); // the create call never reaches Xendit
    const { seller, id } = await withdrawing();
    expect(fake.byReference(id)).toBeUndefined();

    const tooSoon = await markFailed(id);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/^Transfer otomatis baru saja dikirim .* Coba lagi dalam [1-5] menit\.$/);

    await t.db
      .update(tables.withdrawals)
      .set({ payoutAttemptedAt: sql`now() - interval '6 minutes'` })
      .where(eq(tables.withdrawals.id, id));
    const settled = await markFailed(id);
    expect(settled.statusCode).toBe(200);
    expect((await expectNoMoneyCreated(seller)).available).toBe(EARNED);

    // A retry of the payout (the job's, or an admin's) finds it settled and sends nothing.
    expect((await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/disburse`)).statusCode).toBe(409);
    expect(fake.byReference(id)).toBeUndefined();
  });

  it("settles a bank the service does not pay by hand, as before", async () => {
    const seller = await activatedSeller(t, adminToken, { bankCode: "jago" });
    await creditAvailable(t, seller.user.id, EARNED);
    const id = (await call(seller.token, "POST", "/v1/withdrawals", { amount: AMOUNT })).json().data.id;

    expect((await markPaid(id)).statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({
      status: "paid",
      reference: "TRF-MANUAL-1",
      payoutAttemptedAt: null,
    });
    await expectNoMoneyCreated(seller);
  });
});

describe("a payout result that contradicts a settled withdrawal", () => {
  it("takes the money back out of available when SUCCEEDED comes after the withdrawal was marked failed", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    // Settled failed behind the service's back (as the old admin route allowed).
    await settleWithdrawal(deps(), { id, adminId: null, outcome: { status: "failed", reason: "Ditandai gagal" } });
    expect((await call(seller.token, "GET", "/v1/balance")).json().data.available).toBe(EARNED);

    fake.setStatus(payout.id, "SUCCEEDED");
    expect((await webhook(payout.id)).statusCode).toBe(200);
    expect((await webhook(payout.id)).statusCode).toBe(200); // Xendit's retry: re-booked once

    expect(await withdrawalRow(id)).toMatchObject({
      status: "paid",
      reference: payout.id,
      flag: expect.stringContaining("ternyata BERHASIL setelah penarikan ditandai gagal"),
    });
    expect(await expectNoMoneyCreated(seller)).toMatchObject({ available: EARNED - AMOUNT, withdrawn: AMOUNT });
    const queue = (await call(adminToken, "GET", "/v1/admin/withdrawals?status=paid")).json().data;
    expect(queue.find((w: { id: string }) => w.id === id).flag).toContain("Rp100.000");
    const corrections = await t.db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.sourceId, id));
    expect(corrections.filter((row) => row.kind === "correction")).toHaveLength(2);
  });

  it("books a payout on top of a manual transfer (paid twice) and may leave available below zero", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    await settleWithdrawal(deps(), { id, adminId: null, outcome: { status: "paid", reference: "TRF-MANUAL-9" } });

    fake.setStatus(payout.id, "SUCCEEDED");
    expect(await applyPayout(deps(), readPayout(fake.payouts.get(payout.id)))).toBe("corrected");
    expect(await applyPayout(deps(), readPayout(fake.payouts.get(payout.id)))).toBe("already-settled");

    expect((await withdrawalRow(id)).flag).toMatch(/^Dibayar dua kali: transfer manual \(ref TRF-MANUAL-9\)/);
    const balance = await expectNoMoneyCreated(seller);
    expect(balance).toMatchObject({ available: EARNED - 2 * AMOUNT, withdrawable: 0 });
    expect((await call(seller.token, "POST", "/v1/withdrawals", { amount: 50_000 })).statusCode).toBe(422);
  });
});

/**
 * Automatic withdrawals through Xendit's Payouts API v2 (ADR 0009), against a local fake that
 * answers with the documented examples (test/fixtures/disbursement-vectors): the request we send,
 * the webhook verified and confirmed with the service before money moves, each payout settled once,
 * failures and reversals returning the money, and a service that is down or loses its answer.
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDisbursementService } from "../../src/integrations/disbursements/create-disbursement";
import { createXenditPayouts, readPayout } from "../../src/integrations/disbursements/xendit-payouts";
import { InvalidSignatureError } from "../../src/integrations/payments/gateway";
import { reconcileWithdrawals } from "../../src/modules/balance/reconcile-withdrawals";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { type FakePayouts, fakePayoutsEnv, loadPayoutVector, startFakePayouts } from "../helpers/fake-payouts";
import type { Seller } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.payout@lapak.id";
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

const call = (token: string | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const webhook = (body: string, token = fake.callbackToken) =>
  t.app.inject({
    method: "POST",
    url: "/v1/webhooks/disbursements/xendit",
    headers: { "content-type": "application/json", "x-callback-token": token },
    payload: body,
  });

const withdrawalRow = async (id: string) =>
  (await t.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id)))[0];

const balanceOf = async (seller: Seller) => (await call(seller.token, "GET", "/v1/balance")).json().data;

/** A seller with Rp150.000 available who asks for Rp100.000; waits until the payout reached the fake. */
async function withdrawing(overrides: Record<string, unknown> = {}) {
  const seller = await activatedSeller(t, adminToken, overrides);
  await creditAvailable(t, seller.user.id, 150_000);
  const requested = await call(seller.token, "POST", "/v1/withdrawals", { amount: 100_000 });
  expect(requested.statusCode).toBe(201);
  const id: string = requested.json().data.id;
  return { seller, id };
}

async function sentPayout(id: string) {
  await vi.waitFor(async () => expect((await withdrawalRow(id)).payoutId).toBeTruthy(), { timeout: 5000 });
  const payout = fake.byReference(id);
  if (!payout) throw new Error("no payout at the fake");
  return payout;
}

describe("Xendit payouts adapter, against the documented examples", () => {
  it("reads the documented create answer and webhooks", () => {
    const accepted = readPayout(loadPayoutVector("xendit_payout_create_response_accepted.json").body);
    expect(accepted).toMatchObject({
      payoutId: "disb-b4de62fb-e6b4-4260-8346-96a162e18e15",
      referenceId: "test-transaction-010121",
      amount: 10_000,
      currency: "IDR",
      state: "processing",
      failureReason: null,
    });
    const adapter = createXenditPayouts({
      xendit: { secretKey: "k", callbackToken: "token-123", apiUrl: "http://127.0.0.1:9" },
      gatewayTimeoutMs: 1000,
    });
    const succeeded = loadPayoutVector("xendit_payout_webhook_succeeded.json");
    expect(
      adapter.parseNotification({
        headers: { "x-callback-token": "token-123" },
        rawBody: JSON.stringify(succeeded.body),
      }),
    ).toMatchObject({ event: "payout.succeeded", payoutId: "disb-571f3644d2b4edf0745e9703", state: "succeeded" });
    const failed = loadPayoutVector("xendit_payout_webhook_failed.json");
    expect(
      adapter.parseNotification({ headers: { "x-callback-token": "token-123" }, rawBody: JSON.stringify(failed.body) }),
    ).toMatchObject({ state: "failed", failureReason: expect.stringContaining("Nomor rekening tujuan tidak valid") });
    for (const headers of [{}, { "x-callback-token": "token-124" }, { "x-callback-token": "" }]) {
      expect(() => adapter.parseNotification({ headers, rawBody: JSON.stringify(succeeded.body) })).toThrow(
        InvalidSignatureError,
      );
    }
  });

  it("sends the documented request: Basic auth, Idempotency-key, channel code, account, IDR", async () => {
    const { seller, id } = await withdrawing();
    await sentPayout(id);
    const sent = fake.requests.find((r) => r.method === "POST" && r.body?.reference_id === id);
    const documented = loadPayoutVector("xendit_payout_create_request.json").body;
    expect(Object.keys(sent?.body).sort()).toEqual(Object.keys(documented).sort());
    expect(sent?.headers["idempotency-key"]).toBe(id);
    expect(sent?.body).toEqual({
      reference_id: id,
      channel_code: "ID_BCA",
      channel_properties: { account_number: "1234567890", account_holder_name: "SARI WULANDARI" },
      amount: 100_000,
      description: "Penarikan saldo Lapak",
      currency: "IDR",
    });
    expect(await balanceOf(seller)).toMatchObject({ available: 50_000, withdrawn: 100_000 });
  });
});

describe("automatic withdrawals", () => {
  it("settles paid only when the service confirms it, once, and emails the seller", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    const queue = (await call(adminToken, "GET", "/v1/admin/withdrawals")).json().data;
    expect(queue.find((w: { id: string }) => w.id === id)).toMatchObject({
      payoutId: payout.id,
      automatic: true,
      automaticAvailable: true,
      status: "pending",
    });

    // A body edited to SUCCEEDED with a wrong token: refused, nothing changes.
    expect((await webhook(fake.webhook(payout.id, { status: "SUCCEEDED" }), "wrong")).statusCode).toBe(401);
    // The right token but the service still says ACCEPTED (a leaked token, a forged body): nothing.
    expect((await webhook(fake.webhook(payout.id, { status: "SUCCEEDED" }))).statusCode).toBe(200);
    expect((await withdrawalRow(id)).status).toBe("pending");

    fake.setStatus(payout.id, "SUCCEEDED");
    const body = fake.webhook(payout.id);
    expect((await webhook(body)).statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({ status: "paid", reference: payout.id, processedBy: null });
    expect((await webhook(body)).statusCode).toBe(200); // Xendit's retry
    expect(t.outbox.messages().filter((m) => m.to === seller.email && m.kind === "withdrawal-paid")).toHaveLength(1);
    expect(await balanceOf(seller)).toMatchObject({ available: 50_000, withdrawn: 100_000, totalEarned: 150_000 });
    // An admin cannot settle it again by hand.
    expect(
      (await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/failed`, { reason: "Rekening salah" })).statusCode,
    ).toBe(409);
  });

  it("returns the money once when the payout fails, with the reason in Indonesian", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    fake.setStatus(payout.id, "FAILED", "INVALID_DESTINATION");
    const body = fake.webhook(payout.id);
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await webhook(body)).statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({ status: "failed", reason: expect.stringContaining("tidak valid") });
    expect(await balanceOf(seller)).toMatchObject({ available: 150_000, withdrawn: 0 });
    const returns = await t.db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.sourceId, id));
    expect(returns.filter((row) => row.kind === "return")).toHaveLength(2);
    expect(t.outbox.messages().filter((m) => m.to === seller.email && m.kind === "withdrawal-failed")).toHaveLength(1);
  });

  it("returns the money when a paid payout is reversed by the bank", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    fake.setStatus(payout.id, "SUCCEEDED");
    await webhook(fake.webhook(payout.id));
    fake.setStatus(payout.id, "REVERSED");
    expect((await webhook(fake.webhook(payout.id))).statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({ status: "failed", reference: payout.id });
    expect(await balanceOf(seller)).toMatchObject({ available: 150_000, withdrawn: 0 });
    expect((await webhook(fake.webhook(payout.id))).statusCode).toBe(200);
    expect(await balanceOf(seller)).toMatchObject({ available: 150_000, withdrawn: 0 });
  });

  it("ignores a report whose amount differs from the withdrawal", async () => {
    const { id } = await withdrawing();
    const payout = await sentPayout(id);
    fake.setStatus(payout.id, "SUCCEEDED");
    payout.amount = 1_000_000;
    expect((await webhook(fake.webhook(payout.id))).statusCode).toBe(200);
    expect((await withdrawalRow(id)).status).toBe("pending");
  });

  it("fails at once, money back, when the service refuses the account", async () => {
    const { seller, id } = await withdrawing({ bankAccountNumber: "0000000000" });
    await vi.waitFor(async () => expect((await withdrawalRow(id)).status).toBe("failed"), { timeout: 5000 });
    expect((await withdrawalRow(id)).reason).toContain("Nomor rekening tujuan tidak valid");
    expect(await balanceOf(seller)).toMatchObject({ available: 150_000, withdrawn: 0 });
    expect(fake.byReference(id)).toBeUndefined();
  });

  it("keeps the withdrawal pending when the service is down, and an admin's retry never pays twice", async () => {
    fake.failNext("down");
    const { id } = await withdrawing();
    await vi.waitFor(() => expect(fake.requests.some((r) => r.method === "POST" && r.body?.reference_id === id)), {
      timeout: 5000,
    });
    await t.app.jobs.drain();
    expect(await withdrawalRow(id)).toMatchObject({ status: "pending", payoutId: null });

    // The retry reaches Xendit, which makes the payout but loses its answer.
    fake.failNext("http500-after-create");
    const lost = await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/disburse`);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toContain("transfer manual");
    expect((await withdrawalRow(id)).payoutId).toBeNull();

    // The next retry sends the same Idempotency-key, is told it is a duplicate, and finds the payout.
    const retried = await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/disburse`);
    expect(retried.statusCode).toBe(200);
    const payouts = [...fake.payouts.values()].filter((payout) => payout.reference_id === id);
    expect(payouts).toHaveLength(1);
    expect((await withdrawalRow(id)).payoutId).toBe(payouts[0].id);
    expect((await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/disburse`)).statusCode).toBe(200);
    expect([...fake.payouts.values()].filter((payout) => payout.reference_id === id)).toHaveLength(1);
  });

  it("settles a payout whose webhook never came once the reconciliation job asks the service (ADR 0014)", async () => {
    const { seller, id } = await withdrawing();
    const payout = await sentPayout(id);
    fake.setStatus(payout.id, "SUCCEEDED");
    const deps = { ...t, mailer: t.app.mailer, disbursement: createDisbursementService(t.config), log: t.app.log };

    // Younger than 15 minutes: its webhook may still come.
    await reconcileWithdrawals(deps);
    expect((await withdrawalRow(id)).status).toBe("pending");

    const later = new Date(Date.now() + 16 * 60_000);
    expect((await reconcileWithdrawals(deps, { now: later })).settled).toBeGreaterThanOrEqual(1);
    expect(await withdrawalRow(id)).toMatchObject({ status: "paid", reference: payout.id });
    await reconcileWithdrawals(deps, { now: later });
    expect((await balanceOf(seller)).withdrawn).toBe(100_000);
    await t.app.jobs.drain();
    expect(t.outbox.messages().filter((m) => m.to === seller.email && m.kind === "withdrawal-paid")).toHaveLength(1);
  });

  it("leaves a bank without an automatic channel to the admin", async () => {
    const seller = await activatedSeller(t, adminToken, { bankCode: "jago" });
    await creditAvailable(t, seller.user.id, 80_000);
    const requested = await call(seller.token, "POST", "/v1/withdrawals", { amount: 60_000 });
    const id = requested.json().data.id;
    await t.app.jobs.drain();
    expect(fake.byReference(id)).toBeUndefined();
    const queue = (await call(adminToken, "GET", "/v1/admin/withdrawals")).json().data;
    expect(queue.find((w: { id: string }) => w.id === id)).toMatchObject({
      automatic: false,
      automaticAvailable: false,
    });
    const refused = await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/disburse`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("belum didukung");
  });

  it("answers 404 for a service that is not configured, and 400 for a body that is not a payout event", async () => {
    const other = await t.app.inject({
      method: "POST",
      url: "/v1/webhooks/disbursements/midtrans",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(other.statusCode).toBe(404);
    expect((await webhook(JSON.stringify({ event: "invoice.paid", data: {} }))).statusCode).toBe(400);
    expect((await webhook("not json")).statusCode).toBe(400);
  });
});

/**
 * A suspended seller's pending withdrawals are on hold (DESIGN §4 "Suspended stores", ADR 0027):
 * no payout is submitted, retried or recorded as paid until the admin lifts the suspension, which
 * sends it, or rejects the withdrawal, which returns the money.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SUBMIT_PAYOUT } from "../../src/modules/balance/payouts";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { type FakePayouts, fakePayoutsEnv, startFakePayouts } from "../helpers/fake-payouts";
import type { Seller } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.payout-hold@lapak.id";
let fake: FakePayouts;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakePayouts();
  // A failed payout is retried an hour later: within a test, a withdrawal whose first try met a
  // service that was down stays pending with no payout.
  t = await createTestApp({ env: { ...fakePayoutsEnv(fake, ADMIN_EMAIL), JOBS_RETRY_DELAY_SECONDS: "3600" } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const postsFor = (id: string) =>
  fake.requests.filter((request) => request.method === "POST" && request.body?.reference_id === id);
const withdrawalRow = async (id: string) =>
  (await t.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id)))[0];

/** A seller with a pending withdrawal of Rp100.000 whose first payout met a service that was down. */
async function heldBackWithdrawal(): Promise<{ seller: Seller; id: string }> {
  const seller = await activatedSeller(t, adminToken);
  await creditAvailable(t, seller.user.id, 150_000);
  fake.failNext("down");
  const response = await call(seller.token, "POST", "/v1/withdrawals", { amount: 100_000 });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as string;
  await vi.waitFor(() => expect(postsFor(id)).toHaveLength(1), { timeout: 5000 });
  expect(await withdrawalRow(id)).toMatchObject({ status: "pending", payoutId: null });
  // Past the minutes a create call may still be on its way (ADR 0017): an admin may settle by hand.
  await t.db
    .update(tables.withdrawals)
    .set({ payoutAttemptedAt: new Date(Date.now() - 10 * 60_000) })
    .where(eq(tables.withdrawals.id, id));
  const suspended = await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/suspend`, {
    reason: "Laporan penipuan dari pembeli",
  });
  expect(suspended.statusCode).toBe(200);
  return { seller, id };
}

describe("a suspended seller's pending withdrawal", () => {
  it("is on hold: no payout is sent by the job, a retry or the admin, and it cannot be marked paid", async () => {
    const { seller, id } = await heldBackWithdrawal();

    // The job's next try (what the queue's retry runs) sends nothing.
    await t.app.jobs.send(SUBMIT_PAYOUT, { id });
    await vi.waitFor(
      async () => {
        const jobs = await t.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${SUBMIT_PAYOUT} and data->>'id' = ${id} and state = 'completed'`,
        );
        expect((jobs as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    const disburse = await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/disburse`);
    expect(disburse.statusCode).toBe(409);
    expect(disburse.json().message).toContain("ditangguhkan");
    const paid = await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/paid`, { reference: "TRF-123" });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain("ditangguhkan");
    expect(postsFor(id)).toHaveLength(1);
    expect(await withdrawalRow(id)).toMatchObject({
      status: "pending",
      payoutId: null,
      payoutAttemptedAt: expect.any(Date),
    });

    const mine = (await call(seller.token, "GET", "/v1/withdrawals")).json().data;
    expect(mine[0]).toMatchObject({ id, status: "pending", onHold: true });
    const queue = (await call(adminToken, "GET", "/v1/admin/withdrawals?status=pending")).json().data;
    expect(queue.find((w: { id: string }) => w.id === id)).toMatchObject({ onHold: true });
  });

  it("is sent once the suspension is lifted", async () => {
    const { seller, id } = await heldBackWithdrawal();
    const reopened = await call(adminToken, "POST", `/v1/admin/sellers/${seller.user.id}/unsuspend`);
    expect(reopened.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await withdrawalRow(id)).payoutId).toBeTruthy(), { timeout: 10_000 });
    expect(postsFor(id)).toHaveLength(2);
    const mine = (await call(seller.token, "GET", "/v1/withdrawals")).json().data;
    expect(mine[0]).toMatchObject({ id, onHold: false });
  });

  it("can be rejected, and the money goes back to the balance", async () => {
    const { seller, id } = await heldBackWithdrawal();
    const failed = await call(adminToken, "POST", `/v1/admin/withdrawals/${id}/failed`, {
      reason: "Toko ditangguhkan karena laporan penipuan",
    });
    expect(failed.statusCode).toBe(200);
    expect(await withdrawalRow(id)).toMatchObject({ status: "failed" });
    const balance = (await call(seller.token, "GET", "/v1/balance")).json().data;
    expect(balance).toMatchObject({ available: 150_000, withdrawn: 0 });
    expect(postsFor(id)).toHaveLength(1);
  });
});

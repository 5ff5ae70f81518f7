/**
 * A withdrawal's automatic payout is a `submit-payout` job enqueued in the withdrawal's own DB
 * transaction (ADR 0009, ADR 0014): nothing the instance does after the commit can lose it, a
 * service that is down is tried again by the queue with backoff, and a retry never pays twice.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { type FakePayouts, fakePayoutsEnv, startFakePayouts } from "../helpers/fake-payouts";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.payout-job@lapak.id";
let fake: FakePayouts;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakePayouts();
  t = await createTestApp({
    // The first retry 1–2 s after a failure instead of 5–10 s.
    env: { ...fakePayoutsEnv(fake, ADMIN_EMAIL), JOBS_RETRY_DELAY_SECONDS: "1" },
  });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const withdrawalRow = async (id: string) =>
  (await t.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id)))[0];

const postsFor = (id: string) =>
  fake.requests.filter((request) => request.method === "POST" && request.body?.reference_id === id);

async function requestWithdrawal() {
  const seller = await activatedSeller(t, adminToken);
  await creditAvailable(t, seller.user.id, 150_000);
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/withdrawals",
    headers: bearer(seller.token),
    payload: { amount: 100_000 },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

describe("the submit-payout job", () => {
  it("is stored with the withdrawal, in the same commit", async () => {
    const id = await requestWithdrawal();
    const jobs = await t.db.execute(
      sql`select state from pgboss.job where name = 'submit-payout' and data->>'id' = ${id}`,
    );
    const rows = (jobs as unknown as { rows: { state: string }[] }).rows;
    expect(rows).toHaveLength(1);
    await vi.waitFor(async () => expect((await withdrawalRow(id)).payoutId).toBeTruthy(), { timeout: 5000 });
    expect(postsFor(id)).toHaveLength(1);
  });

  it("tries a service that is down again, and pays once", async () => {
    fake.failNext("down");
    const id = await requestWithdrawal();
    await vi.waitFor(() => expect(postsFor(id)).toHaveLength(1), { timeout: 5000 });
    expect(await withdrawalRow(id)).toMatchObject({ status: "pending", payoutId: null });

    // The queue's retry (after 1–2 s) reaches the service and records the payout.
    await vi.waitFor(async () => expect((await withdrawalRow(id)).payoutId).toBeTruthy(), {
      timeout: 15_000,
      interval: 200,
    });
    expect(postsFor(id)).toHaveLength(2);
    const payouts = [...fake.payouts.values()].filter((payout) => payout.reference_id === id);
    expect(payouts).toHaveLength(1);
    expect((await withdrawalRow(id)).payoutId).toBe(payouts[0].id);
  });
});

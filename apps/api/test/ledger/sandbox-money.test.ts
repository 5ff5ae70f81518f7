/**
 * Sandbox money (ADR 0023): sandbox money is reported apart from real money
 * (`sandboxPending`, `sandboxAvailable`, no release date), and while the instance runs the sandbox
 * gateway a seller may make a *simulated* withdrawal of it: paid at once by the sandbox payout,
 * labelled `simulated`, never handed to a disbursement service, never mixed with real money. Under
 * a real gateway sandbox money is never withdrawable. The ledger stays exact throughout.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../src/integrations/payments/sandbox";
import { bearer, signUp } from "../helpers/accounts";
import { activatedSeller, creditAvailable } from "../helpers/activation";
import { type FakePayouts, fakePayoutsEnv, startFakePayouts } from "../helpers/fake-payouts";
import { balanceOf, checkoutOk, ledgerOf, payWithSandbox, publishDownload, waitForMail } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.sandbox-money@lapak.id";
let fake: FakePayouts;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakePayouts();
  // The sandbox payment gateway, and Xendit payouts configured: a simulated withdrawal must never reach it.
  t = await createTestApp({ env: fakePayoutsEnv(fake, ADMIN_EMAIL) });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function withdraw(app: TestApp, token: string, payload: object) {
  return app.app.inject({ method: "POST", url: "/v1/withdrawals", headers: bearer(token), payload });
}

/** An activated seller (BCA, which Xendit pays) with two sandbox sales of Rp100.000, still held. */
async function sellerWithSandboxSales(app: TestApp) {
  const seller = await activatedSeller(app, adminToken);
  const product = await publishDownload(app, seller, { price: 100_000 });
  const sales = [await checkoutOk(app, product.id), await checkoutOk(app, product.id, { paymentMethod: "bca_va" })];
  for (const sale of sales) expect((await payWithSandbox(app, sale.id)).statusCode).toBe(200);
  return { seller, net: sales[0].sellerNet + sales[1].sellerNet };
}

/** pending + available = sales' net − refunds − withdrawals not failed (ADR 0020), from the ledger rows. */
async function expectLedgerExact(app: TestApp, sellerId: string) {
  const rows = await ledgerOf(app.db, sellerId);
  const sum = (filter: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(filter).reduce((total, row) => total + Number(row.amount), 0);
  const sales = sum((row) => row.kind === "sale");
  const withdrawals = await app.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.sellerId, sellerId));
  const out = withdrawals.filter((w) => w.status !== "failed").reduce((total, w) => total + w.amount, 0);
  expect(sum((row) => row.bucket === "pending" || row.bucket === "available")).toBe(sales - out);
  expect(sum((row) => row.bucket === "withdrawn")).toBe(out);
}

describe("sandbox money in the balance", () => {
  it("is reported apart, with no release date, and is not withdrawable", async () => {
    const { seller, net } = await sellerWithSandboxSales(t);
    expect(await balanceOf(t, seller.token)).toEqual({
      pending: net,
      available: 0,
      withdrawn: 0,
      totalEarned: net,
      withdrawable: 0,
      debt: 0,
      sandboxPending: net,
      sandboxAvailable: 0,
      sandboxWithdrawn: 0,
      sandboxEarned: net,
      simulatedWithdrawable: net,
      // Only real money gets a date ("semuanya cair …"): sandbox money never reaches a bank.
      nextReleaseAt: null,
      nextReleaseAmount: 0,
      fullyAvailableAt: null,
    });
  });
});

describe("a simulated withdrawal on the sandbox", () => {
  it("takes sandbox money at once, is paid by the sandbox payout and never by Xendit", async () => {
    const { seller, net } = await sellerWithSandboxSales(t);
    await creditAvailable(t, seller.user.id, 80_000); // real money from before, untouched

    const response = await withdraw(t, seller.token, { amount: 100_000, simulated: true });
    expect(response.statusCode).toBe(201);
    const withdrawal = response.json().data;
    expect(withdrawal).toMatchObject({ amount: 100_000, status: "paid", simulated: true });
    expect(withdrawal.reference).toMatch(/^SIMULASI-[0-9A-F]{8}$/);
    expect(response.json().message).toBe("Simulasi penarikan berhasil. Tidak ada uang yang dikirim.");

    expect(await balanceOf(t, seller.token)).toMatchObject({
      pending: 0,
      available: net - 100_000 + 80_000,
      withdrawn: 100_000,
      withdrawable: 80_000,
      debt: 0,
      sandboxPending: 0,
      sandboxAvailable: net - 100_000,
      sandboxWithdrawn: 100_000,
      simulatedWithdrawable: net - 100_000,
    });
    await expectLedgerExact(t, seller.user.id);

    // No payout job, no call to the disbursement service, and no way to send it there by hand.
    const jobs = await t.db.execute(
      sql`select id from pgboss.job where name = 'submit-payout' and data->>'id' = ${withdrawal.id}`,
    );
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect(fake.requests.filter((request) => request.body?.reference_id === withdrawal.id)).toHaveLength(0);
    const disburse = await t.app.inject({
      method: "POST",
      url: `/v1/admin/withdrawals/${withdrawal.id}/disburse`,
      headers: bearer(adminToken),
    });
    expect(disburse.statusCode).toBe(409);

    // Labelled everywhere: the seller's history, the admin's list, the email.
    const history = await t.app.inject({ method: "GET", url: "/v1/withdrawals", headers: bearer(seller.token) });
    expect(history.json().data[0]).toMatchObject({ id: withdrawal.id, simulated: true });
    const admin = await t.app.inject({
      method: "GET",
      url: "/v1/admin/withdrawals?status=paid&perPage=100",
      headers: bearer(adminToken),
    });
    expect(admin.json().data.find((w: { id: string }) => w.id === withdrawal.id)).toMatchObject({ simulated: true });
    // The platform's Pendapatan counts no payout: no money left (no real withdrawal is paid in this file).
    const revenue = await t.app.inject({ method: "GET", url: "/v1/admin/revenue", headers: bearer(adminToken) });
    expect(revenue.json().data.payouts).toBe(0);
    const [mail] = await waitForMail(t, seller.email, "withdrawal-simulated");
    expect(mail.subject).toBe("[Simulasi] Penarikan Rp100.000 berhasil disimulasikan");
    expect(mail.text).toContain("Tidak ada uang yang dikirim");
  });

  it("never mixes real and sandbox money: each kind of withdrawal sees only its own", async () => {
    const { seller, net } = await sellerWithSandboxSales(t);
    await creditAvailable(t, seller.user.id, 60_000);

    // More than the sandbox money, though sandbox + real would cover it.
    const tooMuch = await withdraw(t, seller.token, { amount: net + 10_000, simulated: true });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain("uang uji coba yang bisa ditarik (simulasi)");
    // A real withdrawal cannot take sandbox money either.
    const real = await withdraw(t, seller.token, { amount: 60_000 + 10_000 });
    expect(real.statusCode).toBe(422);
    expect(real.json().errors.amount).toEqual(["Jumlah melebihi saldo yang bisa ditarik (Rp60.000)."]);
    expect(await t.db.select().from(tables.withdrawals).where(eq(tables.withdrawals.sellerId, seller.user.id))).toEqual(
      [],
    );

    // Both at once, each from its own money.
    expect((await withdraw(t, seller.token, { amount: net, simulated: true })).statusCode).toBe(201);
    const realOk = await withdraw(t, seller.token, { amount: 60_000 });
    expect(realOk.statusCode).toBe(201);
    expect(realOk.json().data).toMatchObject({ status: "pending", simulated: false });
    expect(await balanceOf(t, seller.token)).toMatchObject({
      available: 0,
      withdrawable: 0,
      debt: 0,
      sandboxAvailable: 0,
      simulatedWithdrawable: 0,
      withdrawn: net + 60_000,
    });
    await expectLedgerExact(t, seller.user.id);
  });

  it("lets two simultaneous requests spend the sandbox money once", async () => {
    const { seller, net } = await sellerWithSandboxSales(t);
    const amount = Math.ceil((net * 0.6) / 1000) * 1000;
    const answers = await Promise.all([
      withdraw(t, seller.token, { amount, simulated: true }),
      withdraw(t, seller.token, { amount, simulated: true }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await balanceOf(t, seller.token)).toMatchObject({ sandboxAvailable: net - amount, withdrawn: amount });
    await expectLedgerExact(t, seller.user.id);
  });

  it("follows the real rules otherwise: an approved activation and the Rp50.000 minimum", async () => {
    const { seller } = await sellerWithSandboxSales(t);
    const small = await withdraw(t, seller.token, { amount: 10_000, simulated: true });
    expect(small.statusCode).toBe(422);
    const newcomer = await signUp(t, { email: `baru.${Date.now()}@contoh.id`, name: "Baru" });
    const notActivated = await withdraw(t, newcomer.token, { amount: 50_000, simulated: true });
    expect(notActivated.statusCode).toBe(403);
  });
});

describe("under a real gateway", () => {
  it("sandbox money is never withdrawable, simulated or not", async () => {
    // A stand-in for Midtrans: the sandbox adapter under Midtrans' name (what the instance reports).
    // Same file database as `t`, so its own admin.
    const liveAdmin = "admin.live-gateway@lapak.id";
    const live = await createTestApp({
      env: { ADMIN_EMAILS: liveAdmin },
      gateway: { ...createSandboxGateway({ sandboxWebhookSecret: "test-sandbox-webhook-secret" }), name: "midtrans" },
    });
    try {
      const admin = (await signUp(live, { email: liveAdmin, name: "Admin Lapak" })).token;
      const seller = await activatedSeller(live, admin);
      const product = await publishDownload(live, seller, { price: 100_000 });
      // A sale paid through the sandbox before the switch (as the books keep it).
      const sale = await checkoutOk(live, product.id);
      await live.db
        .update(tables.transactions)
        .set({ gateway: "sandbox", status: "paid", paidAt: new Date() })
        .where(eq(tables.transactions.id, sale.id));
      await live.db.insert(tables.ledgerEntries).values({
        id: sale.id,
        sellerId: seller.user.id,
        sourceId: sale.id,
        kind: "sale",
        bucket: "pending",
        amount: sale.sellerNet,
        availableAt: new Date(Date.now() - 1000),
      });
      expect(await balanceOf(live, seller.token)).toMatchObject({
        available: sale.sellerNet,
        withdrawable: 0,
        debt: 0,
        sandboxAvailable: sale.sellerNet,
        simulatedWithdrawable: 0,
      });
      const simulated = await withdraw(live, seller.token, { amount: 50_000, simulated: true });
      expect(simulated.statusCode).toBe(422);
      expect(simulated.json().errors.simulated[0]).toContain("Uang uji coba tidak bisa ditarik");
      const real = await withdraw(live, seller.token, { amount: 50_000 });
      expect(real.statusCode).toBe(422);
      const rows = await live.db
        .select()
        .from(tables.withdrawals)
        .where(eq(tables.withdrawals.sellerId, seller.user.id));
      expect(rows).toEqual([]);
    } finally {
      await live.close();
    }
  });
});

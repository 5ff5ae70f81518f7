/**
 * The scheduled jobs (ADR 0014), each an idempotent use case run here directly on this project's
 * engine (PGlite or PostgreSQL): expiring pending transactions, releasing held balance,
 * reconciling payments with the gateway's status API, and mailing sales whose emails were never
 * claimed. The schedules themselves are pg-boss cron rows.
 */
import { tables } from "@lapak/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEDULES } from "../../src/app-jobs";
import { createGateway } from "../../src/integrations/payments/create-gateway";
import { releaseHeldBalances } from "../../src/modules/balance/release-held-balances";
import { notifyUnnotifiedSales } from "../../src/modules/orders/notify-unnotified-sales";
import { expireTransactions } from "../../src/modules/payment-webhooks/expire-transactions";
import { reconcileTransactions } from "../../src/modules/payment-webhooks/reconcile-transactions";
import { uniqueEmail } from "../helpers/accounts";
import { type FakeGateway, startFakeGateway } from "../helpers/fake-gateway";
import {
  balanceOf,
  checkoutOk,
  deliverNotification,
  eventsOf,
  fetchTransaction,
  ledgerOf,
  mailsTo,
  payWithSandbox,
  sandboxNotification,
  sellerWithDownload,
  transactionRow,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const MINUTE = 60_000;

describe("scheduled jobs on the sandbox gateway", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("stores expired on a pending transaction past its deadline, and a late payment still delivers", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id);
    const deadline = new Date(Date.now() - 5 * MINUTE);
    await t.db.update(tables.transactions).set({ expiresAt: deadline }).where(eq(tables.transactions.id, sale.id));

    expect((await expireTransactions(t)).expired).toBeGreaterThanOrEqual(1);
    const row = await transactionRow(t.db, sale.id);
    expect(row.status).toBe("expired");
    expect(row.updatedAt.getTime()).toBe(deadline.getTime());
    expect((await fetchTransaction(t, sale.id)).json().data.status).toBe("expired");
    expect((await expireTransactions(t)).expired).toBe(0);

    // The buyer's money arrived after the deadline: deliver, never drop it (DESIGN §4).
    const paid = await deliverNotification(t, sandboxNotification(t, { transactionId: sale.id, amount: sale.amount }));
    expect(paid.statusCode).toBe(200);
    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
  });

  it("leaves a paid transaction paid and a pending one before its deadline pending", async () => {
    const { product } = await sellerWithDownload(t);
    const waiting = await checkoutOk(t, product.id);
    const paid = await checkoutOk(t, product.id);
    expect((await payWithSandbox(t, paid.id)).statusCode).toBe(200);
    await t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(tables.transactions.id, paid.id));

    await expireTransactions(t);
    expect((await transactionRow(t.db, waiting.id)).status).toBe("pending");
    expect((await transactionRow(t.db, paid.id)).status).toBe("paid");
  });

  it("releases a sale's held balance once its hold ends, once however often it runs", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id);
    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    await t.db
      .update(tables.ledgerEntries)
      .set({ availableAt: new Date(Date.now() - MINUTE) })
      .where(and(eq(tables.ledgerEntries.sourceId, sale.id), eq(tables.ledgerEntries.kind, "sale")));

    expect((await releaseHeldBalances(t)).released).toBeGreaterThanOrEqual(1);
    await releaseHeldBalances(t);
    const balance = await balanceOf(t, seller.token); // the read releases too: nothing is left for it
    expect(balance).toMatchObject({ pending: 0, available: sale.sellerNet });
    const releases = (await ledgerOf(t.db, seller.user.id)).filter((entry) => entry.kind === "release");
    expect(releases).toHaveLength(2);
  });

  it("mails a paid sale whose emails were never claimed, once", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const email = uniqueEmail("budi");
    const sale = await checkoutOk(t, product.id, { email });
    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    await waitForMail(t, email, "receipt");
    // As if the process had stopped between the payment's commit and the claim.
    await t.db
      .update(tables.transactions)
      .set({ notifiedAt: null, paidAt: new Date(Date.now() - 2 * MINUTE) })
      .where(eq(tables.transactions.id, sale.id));

    expect((await notifyUnnotifiedSales({ ...t, jobs: t.app.jobs, log: t.app.log })).notified).toBeGreaterThanOrEqual(
      1,
    );
    await notifyUnnotifiedSales({ ...t, jobs: t.app.jobs, log: t.app.log });
    await t.app.jobs.drain();
    expect(mailsTo(t, email, "receipt")).toHaveLength(2);
    expect(mailsTo(t, seller.email, "new_sale")).toHaveLength(2);
  });

  it("asks the sandbox nothing: it keeps no state of its own", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id);
    await t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(tables.transactions.id, sale.id));
    const deps = { ...t, jobs: t.app.jobs, gateway: createGateway(t.config), log: t.app.log };
    expect((await reconcileTransactions(deps)).settled).toBe(0);
  });
});

describe("reconciling with the Midtrans status API (local fake)", () => {
  const KEY = "SB-Mid-server-jobs-test";
  let fake: FakeGateway;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGateway({ midtransServerKey: KEY });
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: "midtrans",
        MIDTRANS_SERVER_KEY: KEY,
        MIDTRANS_API_URL: fake.url,
        GATEWAY_TIMEOUT_MS: "3000",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const reconcile = () =>
    reconcileTransactions({ ...t, jobs: t.app.jobs, gateway: createGateway(t.config), log: t.app.log });
  const pastDeadline = (id: string) =>
    t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(tables.transactions.id, id));

  it("settles a payment whose webhook never came, as the webhook would, once", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const email = uniqueEmail("budi");
    const sale = await checkoutOk(t, product.id, { email });
    fake.setMidtransStatus(sale.id, "settlement");
    await pastDeadline(sale.id);

    expect(await reconcile()).toMatchObject({ settled: 1 });
    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
    expect(await eventsOf(t.db, sale.id)).toHaveLength(1);
    await t.app.jobs.drain();
    expect(mailsTo(t, email, "receipt")).toHaveLength(1);

    expect(await reconcile()).toMatchObject({ settled: 0 });
    const sales = (await ledgerOf(t.db, seller.user.id)).filter((entry) => entry.kind === "sale");
    expect(sales).toHaveLength(1);
    expect(sales[0].amount).toBe(sale.sellerNet);
  });

  it("stores what the gateway says of an expired payment, and leaves a pending one alone", async () => {
    const { product } = await sellerWithDownload(t);
    const expired = await checkoutOk(t, product.id);
    const waiting = await checkoutOk(t, product.id);
    fake.setMidtransStatus(expired.id, "expire");
    await pastDeadline(expired.id);
    await pastDeadline(waiting.id);

    await reconcile();
    expect((await transactionRow(t.db, expired.id)).status).toBe("expired");
    expect((await transactionRow(t.db, waiting.id)).status).toBe("pending");
    expect(await eventsOf(t.db, waiting.id)).toHaveLength(0);
  });

  it("lets the gateway's refusal wait for the next run", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id);
    fake.setMidtransStatus(sale.id, "settlement");
    await pastDeadline(sale.id);
    fake.failNext("http500", 10);
    await reconcile();
    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
  });
});

describe("the schedules", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ schedules: true });
  });
  afterAll(() => t?.close());

  it("are pg-boss cron rows, one per scheduled job", async () => {
    const result = await t.db.execute(sql`select name, cron from pgboss.schedule`);
    const { rows } = result as unknown as { rows: { name: string; cron: string }[] };
    expect(Object.fromEntries(rows.map((row) => [row.name, row.cron]))).toEqual(SCHEDULES);
  });

  it("drop a schedule an older version left in the database", async () => {
    // An older version scheduled PGlite's nightly VACUUM (ADR 0043 retired it).
    await t.db.execute(
      sql`insert into pgboss.queue (name, policy) values ('vacuum-database', 'stately') on conflict do nothing`,
    );
    await t.db.execute(
      sql`insert into pgboss.schedule (name, cron, timezone) values ('vacuum-database', '7 20 * * *', 'UTC')`,
    );
    // A second app on this file's database, as the next version starting on it.
    const again = await createTestApp({ schedules: true });
    try {
      const result = await t.db.execute(sql`select name from pgboss.schedule where name = 'vacuum-database'`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

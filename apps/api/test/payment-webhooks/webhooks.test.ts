import { type Db, newId, ROLLUP_SHARDS, tables } from "@lapak/db";
import { count, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GatewayNotification } from "../../src/integrations/payments/gateway";
import { hmacSha256Hex } from "../../src/integrations/payments/sign";
import { creditSale } from "../../src/modules/ledger/ledger";
import { applyNotification } from "../../src/modules/payment-webhooks/apply-notification";
import { bearer } from "../helpers/accounts";
import { startFakeGateway } from "../helpers/fake-gateway";
import { fileDatabase, projectEngine } from "../helpers/file-database";
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seller with a pending QRIS transaction of Rp49.000. */
async function pendingSale() {
  const { seller, product } = await sellerWithDownload(t);
  const transaction = await checkoutOk(t, product.id);
  return { seller, product, transaction };
}

/** Midtrans' public demo sandbox server key (as in gateways.test.ts). */
const MIDTRANS_KEY = "SB-Mid-server-GwUP_WGbJPXsDzsNEBRs8IYA";

const allEvents = async () => Number((await t.db.select({ n: count() }).from(tables.paymentEvents))[0]?.n);

describe("a notification that is not the gateway's", () => {
  it("forged, unsigned or signed over another body: 401 and nothing changes", async () => {
    const { seller, transaction } = await pendingSale();
    const genuine = sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount });
    const events = await allEvents();

    const attempts = [
      { rawBody: genuine.rawBody, signature: hmacSha256Hex("tebakan-rahasia", genuine.rawBody) },
      { rawBody: genuine.rawBody },
      { rawBody: genuine.rawBody, signature: "a".repeat(64) },
      { rawBody: genuine.rawBody.replace('"paid"', '"paid" '), signature: genuine.signature },
      {
        rawBody: sandboxNotification(t, { transactionId: transaction.id, amount: 1000 }).rawBody,
        signature: genuine.signature,
      },
    ];
    for (const attempt of attempts) {
      const response = await deliverNotification(t, attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Tanda tangan notifikasi tidak valid", code: "invalid_signature" });
    }

    expect((await transactionRow(t.db, transaction.id)).status).toBe("pending");
    expect(await ledgerOf(t.db, seller.user.id)).toEqual([]);
    expect(await allEvents()).toBe(events);
  });

  it("signed but unreadable: 400, nothing recorded", async () => {
    const rawBody = '{"event_id": "x"}';
    const events = await allEvents();

    const response = await deliverNotification(t, {
      rawBody,
      signature: hmacSha256Hex(t.config.sandboxWebhookSecret, rawBody),
    });

    expect(response.statusCode).toBe(400);
    expect(await allEvents()).toBe(events);
  });

  it("another gateway's path is 404", async () => {
    const { transaction } = await pendingSale();
    const notification = sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount });

    expect((await deliverNotification(t, notification, { gateway: "midtrans" })).statusCode).toBe(404);
    expect((await deliverNotification(t, notification, { gateway: "paypal" })).statusCode).toBe(404);
    expect((await transactionRow(t.db, transaction.id)).status).toBe("pending");
  });
});

describe("a verified notification", () => {
  it("with the wrong amount is recorded as amount_mismatch and changes nothing", async () => {
    const { seller, transaction } = await pendingSale();

    const response = await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: transaction.id, amount: 1000 }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
    expect((await transactionRow(t.db, transaction.id)).status).toBe("pending");
    expect(await ledgerOf(t.db, seller.user.id)).toEqual([]);
    const [event] = await eventsOf(t.db, transaction.id);
    expect(event).toMatchObject({ outcome: "amount_mismatch", gateway: "sandbox" });
    expect(event?.appliedAt).not.toBeNull();
  });

  it("paid: settles, delivers, credits the seller's pending balance and mails buyer and seller once", async () => {
    const { seller, transaction } = await pendingSale();
    const buyerEmail = (await transactionRow(t.db, transaction.id)).buyerEmail;

    const response = await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount }),
    );

    expect(response.statusCode).toBe(200);
    const view = (await fetchTransaction(t, transaction.id)).json().data;
    expect(view.status).toBe("paid");
    expect(view.paidAt).not.toBeNull();
    expect(view.delivery.files).toHaveLength(1);
    const ledger = await ledgerOf(t.db, seller.user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: "sale",
      bucket: "pending",
      amount: transaction.sellerNet,
      sourceId: transaction.id,
    });
    expect(await balanceOf(t, seller.token)).toMatchObject({
      pending: transaction.sellerNet,
      available: 0,
      totalEarned: transaction.sellerNet,
    });
    const [receipt] = await waitForMail(t, buyerEmail, "receipt");
    expect(receipt?.subject).toBe(`Pesanan Anda: ${transaction.product.title}`);
    expect(receipt?.text).toContain("Rp49.000");
    expect(receipt?.text).toContain(`/my-order/${transaction.id}`);
    const [sale] = await waitForMail(t, seller.email, "new_sale");
    expect(sale?.subject).toBe(`Penjualan baru: ${transaction.product.title} — Rp49.000`);
    expect(sale?.text).toContain("Budi Santoso");
    expect(sale?.text).toContain("Rp46.207");
  });

  it("10 concurrent copies of one notification credit the seller once and mail once", async () => {
    const { seller, transaction } = await pendingSale();
    const notification = sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount });

    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverNotification(t, notification)));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await balanceOf(t, seller.token)).pending).toBe(transaction.sellerNet);
    const events = await eventsOf(t.db, transaction.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.outcome).toBe("applied");
    const buyerEmail = (await transactionRow(t.db, transaction.id)).buyerEmail;
    await waitForMail(t, buyerEmail, "receipt");
    await t.app.jobs.drain(); // a second mail would be sent by now
    expect(mailsTo(t, buyerEmail, "receipt")).toHaveLength(1);
    expect(mailsTo(t, seller.email, "new_sale")).toHaveLength(1);
  });

  it("10 concurrent different paid events for one transaction credit it once", async () => {
    const { seller, transaction } = await pendingSale();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliverNotification(t, sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount })),
      ),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await balanceOf(t, seller.token)).pending).toBe(transaction.sellerNet);
    const outcomes = (await eventsOf(t.db, transaction.id)).map((event) => event.outcome).sort();
    expect(outcomes).toEqual(["applied", ...Array(9).fill("duplicate")]);
    await waitForMail(t, seller.email, "new_sale");
    await t.app.jobs.drain(); // a second mail would be sent by now
    expect(mailsTo(t, seller.email, "new_sale")).toHaveLength(1);
  });

  it("a re-delivered event changes nothing and still answers 200", async () => {
    const { seller, transaction } = await pendingSale();
    const notification = sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount });
    await deliverNotification(t, notification);

    const again = await deliverNotification(t, notification);

    expect(again.statusCode).toBe(200);
    expect(await eventsOf(t.db, transaction.id)).toHaveLength(1);
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
  });

  it("an event recorded but never applied (a crash) is applied when it comes again", async () => {
    const { seller, transaction } = await pendingSale();
    const notification = sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount });
    await t.db.insert(tables.paymentEvents).values({
      id: newId(),
      gateway: "sandbox",
      eventKey: JSON.parse(notification.rawBody).event_id,
      transactionId: transaction.id,
      body: notification.rawBody,
    });

    const response = await deliverNotification(t, notification);

    expect(response.statusCode).toBe(200);
    expect((await transactionRow(t.db, transaction.id)).status).toBe("paid");
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await eventsOf(t.db, transaction.id))[0]?.outcome).toBe("applied");
  });

  it("for an unknown transaction is recorded and answered 200", async () => {
    const unknown = newId();

    const byUuid = await deliverNotification(t, sandboxNotification(t, { transactionId: unknown, amount: 49_000 }));
    const byOther = await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: "order-123", amount: 49_000 }),
    );

    expect(byUuid.statusCode).toBe(200);
    expect(byOther.statusCode).toBe(200);
    const [event] = await eventsOf(t.db, unknown);
    expect(event?.outcome).toBe("unknown_transaction");
  });
});

describe("applying a paid notification", () => {
  it("enqueues the sale's emails before the statement that locks the seller's rollups, in one DB transaction", async () => {
    // Every sale of a store updates the same rows (sales by day, ledger totals) from the status
    // change to COMMIT: enqueued after it, concurrent webhooks of one store would wait on each
    // other for two or three more round trips (ADR 0034): `onPaid` must see the sale pending.
    const { transaction } = await pendingSale();
    const notification: GatewayNotification = {
      eventKey: `urutan-${transaction.id}`,
      transactionId: transaction.id,
      status: "paid",
      amount: transaction.amount,
      currency: "IDR",
      reference: "ref-urutan",
    };
    await t.db.insert(tables.paymentEvents).values({
      id: newId(),
      gateway: "sandbox",
      eventKey: notification.eventKey,
      transactionId: transaction.id,
      body: "{}",
    });
    let statusWhenEnqueued: string | undefined;
    const result = await applyNotification(t.db, {
      gateway: "sandbox",
      notification,
      holdDays: 7,
      onPaid: async (inner, sale) => {
        statusWhenEnqueued = (await transactionRow(inner, sale.id)).status;
      },
    });
    expect(statusWhenEnqueued).toBe("pending");
    expect(result).toEqual({ paidTransactionId: transaction.id, statusChange: { id: transaction.id, status: "paid" } });
    expect(await transactionRow(t.db, transaction.id)).toMatchObject({ status: "paid", notifiedAt: expect.any(Date) });
    expect(
      (await eventsOf(t.db, transaction.id)).find((event) => event.eventKey === notification.eventKey),
    ).toMatchObject({
      outcome: "applied",
    });

    // A failing enqueue rolls the whole settlement back: nothing paid, the event left to apply again.
    const second = await pendingSale();
    const failing: GatewayNotification = {
      ...notification,
      eventKey: `gagal-${second.transaction.id}`,
      transactionId: second.transaction.id,
    };
    await t.db.insert(tables.paymentEvents).values({
      id: newId(),
      gateway: "sandbox",
      eventKey: failing.eventKey,
      transactionId: second.transaction.id,
      body: "{}",
    });
    await expect(
      applyNotification(t.db, {
        gateway: "sandbox",
        notification: failing,
        holdDays: 7,
        onPaid: async () => {
          throw new Error("antrean penuh");
        },
      }),
    ).rejects.toThrow("antrean penuh");
    expect((await transactionRow(t.db, second.transaction.id)).status).toBe("pending");
    expect(
      (await eventsOf(t.db, second.transaction.id)).find((event) => event.eventKey === failing.eventKey)?.appliedAt,
    ).toBeNull();
  });
});

describe("status precedence: paid > expired/failed > pending", () => {
  it("a late paid settles a transaction that reads as expired, and credits it once", async () => {
    const { seller, transaction } = await pendingSale();
    await t.db
      .update(tables.transactions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(tables.transactions.id, transaction.id));
    expect((await fetchTransaction(t, transaction.id)).json().data.status).toBe("expired");

    await deliverNotification(t, sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount }));
    await deliverNotification(t, sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount }));

    const view = (await fetchTransaction(t, transaction.id)).json().data;
    expect(view.status).toBe("paid");
    expect(view.delivery.files).toHaveLength(1);
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
  });

  it("a late paid settles a transaction the gateway expired, and credits it once", async () => {
    const { seller, transaction } = await pendingSale();
    await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount, status: "expired" }),
    );
    expect((await transactionRow(t.db, transaction.id)).status).toBe("expired");

    await deliverNotification(t, sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount }));

    expect((await fetchTransaction(t, transaction.id)).json().data.status).toBe("paid");
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
  });

  it("expired or failed after paid changes nothing", async () => {
    const { seller, transaction } = await pendingSale();
    await deliverNotification(t, sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount }));

    const expired = await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount, status: "expired" }),
    );
    const failed = await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount, status: "failed" }),
    );

    expect(expired.statusCode).toBe(200);
    expect(failed.statusCode).toBe(200);
    expect((await transactionRow(t.db, transaction.id)).status).toBe("paid");
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await eventsOf(t.db, transaction.id)).map((e) => e.outcome).sort()).toEqual([
      "applied",
      "ignored",
      "ignored",
    ]);
  });

  it("failed turns a pending transaction failed", async () => {
    const { transaction } = await pendingSale();

    await deliverNotification(
      t,
      sandboxNotification(t, { transactionId: transaction.id, amount: transaction.amount, status: "failed" }),
    );

    expect((await fetchTransaction(t, transaction.id)).json().data.status).toBe("failed");
  });

  it("a notification never settles a transaction made through another gateway", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 0 });
    const free = await checkoutOk(t, product.id);

    await deliverNotification(t, sandboxNotification(t, { transactionId: free.id, amount: 0 }));

    expect((await eventsOf(t.db, free.id))[0]?.outcome).toBe("gateway_mismatch");
    expect(await ledgerOf(t.db, seller.user.id)).toEqual([]);
  });
});

describe("POST /v1/payments/sandbox/{id}/pay", () => {
  it("pays through the signed webhook and answers the paid transaction", async () => {
    const { seller, transaction } = await pendingSale();

    const response = await payWithSandbox(t, transaction.id);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: transaction.id,
      status: "paid",
      buyer: { email: expect.stringContaining("***") },
    });
    expect(response.json().data.delivery.files).toHaveLength(1);
    const [event] = await eventsOf(t.db, transaction.id);
    expect(event?.eventKey).toMatch(/^sbx_evt_/);
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
  });

  it("can expire a transaction instead; unknown ids are 404", async () => {
    const { transaction } = await pendingSale();

    const expired = await payWithSandbox(t, transaction.id, "expired");

    expect(expired.json().data.status).toBe("expired");
    expect((await payWithSandbox(t, newId())).statusCode).toBe(404);
    expect((await payWithSandbox(t, "bukan-id")).statusCode).toBe(404);
  });

  it("is not even registered under a real gateway (a strict deployment's Midtrans)", async () => {
    const fake = await startFakeGateway({ midtransServerKey: MIDTRANS_KEY });
    const other = await createTestApp({
      env: {
        STRICT_CONFIG: "true",
        // Strict config wants these set; the test app still runs on this file's database and captures mail.
        DATABASE_URL: "postgres://lapak@db.invalid/lapak",
        SMTP_URL: "smtp://mail.invalid:587",
        BACKUP_PASSPHRASE: "a-long-backup-passphrase",
        PAYMENT_GATEWAY: "midtrans",
        MIDTRANS_SERVER_KEY: MIDTRANS_KEY,
        MIDTRANS_API_URL: fake.url,
      },
    });
    try {
      const { product } = await sellerWithDownload(other);
      const transaction = await checkoutOk(other, product.id);

      expect(other.app.hasRoute({ method: "POST", url: "/v1/payments/sandbox/:id/pay" })).toBe(false);
      expect(Object.keys(other.app.swagger().paths ?? {})).not.toContain("/v1/payments/sandbox/{id}/pay");
      const pressed = await payWithSandbox(other, transaction.id);
      expect(pressed.statusCode).toBe(404);
      expect(pressed.json()).toEqual({ message: "Endpoint tidak ditemukan", code: "not_found" });
      expect((await transactionRow(other.db, transaction.id)).status).toBe("pending");
      const notification = sandboxNotification(other, { transactionId: transaction.id, amount: transaction.amount });
      expect((await deliverNotification(other, notification)).statusCode).toBe(404);
    } finally {
      await other.close();
      await fake.close();
    }
  });
});

describe.runIf(projectEngine() === "postgres")("two sales of one store settling at once (PostgreSQL)", () => {
  // Every sale of a store adds to the same day's and balance's rollups (`sales_daily`,
  // `sales_sources_daily`, `ledger_totals`); unsharded, the second of two concurrent settlements
  // would wait on the first's row lock until it committed (ADR 0035: shards, migration 0027).
  it("do not wait on each other's rollup rows, and both are counted", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const first = await checkoutOk(t, product.id);
    const second = await checkoutOk(t, product.id);
    const { url } = await fileDatabase("postgres");
    const a = new pg.Client({ connectionString: url });
    const b = new pg.Client({ connectionString: url });
    await a.connect();
    await b.connect();
    /** The status change and the ledger's credit of a paid sale (`creditSale`, as `applyNotification` books it). */
    const settle = async (client: pg.Client, id: string) => {
      await client.query("update transactions set status = 'paid', paid_at = now(), updated_at = now() where id = $1", [
        id,
      ]);
      const row = await transactionRow(t.db, id);
      const paidAt = new Date();
      const credit = { sellerId: row.sellerId, transactionId: id, sellerNet: row.sellerNet, paidAt, holdDays: 7 };
      await creditSale(drizzle(client) as unknown as Db, credit);
    };
    const shardOf = async (client: pg.Client) =>
      Number((await client.query("select txid_current() % $1 as shard", [ROLLUP_SHARDS])).rows[0].shard);
    try {
      await a.query("begin");
      const shardA = await shardOf(a);
      await settle(a, first.id);
      // B in a transaction whose id picks another shard (each one begun and rolled back uses an id up).
      await b.query("begin");
      while ((await shardOf(b)) === shardA) {
        await b.query("rollback");
        await b.query("begin");
      }
      await b.query("set local lock_timeout = '2s'");
      await settle(b, second.id);
      await b.query("commit");
      await a.query("commit");
    } finally {
      await a.query("rollback").catch(() => undefined);
      await a.end();
      await b.end();
    }
    const sales = await t.app.inject({
      method: "GET",
      url: "/v1/transactions?status=paid",
      headers: bearer(seller.token),
    });
    expect(sales.json().meta.summary).toMatchObject({ paidCount: 2, amount: 2 * first.amount });
    expect((await balanceOf(t, seller.token)).pending).toBe(2 * (await transactionRow(t.db, first.id)).sellerNet);
  });
});

import { tables } from "@lapak/db";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentGateway } from "../../src/integrations/payments/gateway";
import { feesFor } from "../../src/integrations/payments/payment-methods";
import { createSandboxGateway } from "../../src/integrations/payments/sandbox";
import { bearer } from "../helpers/accounts";
import {
  balanceOf,
  checkoutOk,
  deliverNotification,
  ledgerOf,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  sandboxNotification,
  sellerStore,
  sellerWithDownload,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves every sale hold of `sellerId` into the past, as if HOLD_DAYS had gone by. */
async function endHolds(app: TestApp, sellerId: string) {
  await app.db
    .update(tables.ledgerEntries)
    .set({ availableAt: new Date(Date.now() - 1000) })
    .where(eq(tables.ledgerEntries.sellerId, sellerId));
}

describe("fees (DESIGN §4)", () => {
  it("platform fee + method cost, each rounded half up, stored with their parts", async () => {
    const seller = await sellerStore(t);
    const odd = await publishDownload(t, seller, { price: 1050, title: "Stiker" });
    const half = await publishDownload(t, seller, { price: 1500, title: "Wallpaper" });

    const a = await checkoutOk(t, odd.id, { paymentMethod: "qris" });
    const b = await checkoutOk(t, half.id, { paymentMethod: "qris" });

    // 1.050 × 5 % = 52,5 → 53; × 0,7 % = 7,35 → 7
    expect(a).toMatchObject({ amount: 1050, fee: 60, feeDetail: { platform: 53, method: 7 }, sellerNet: 990 });
    // 1.500 × 5 % = 75; × 0,7 % = 10,5 → 11
    expect(b).toMatchObject({ amount: 1500, fee: 86, feeDetail: { platform: 75, method: 11 }, sellerNet: 1414 });
  });

  it("every method's fee matches the payment-methods table", async () => {
    const { product } = await sellerWithDownload(t, { price: 123_457 });
    const methods: PaymentMethodCode[] = [
      "qris",
      "bca_va",
      "bni_va",
      "bri_va",
      "mandiri_va",
      "permata_va",
      "gopay",
      "ovo",
      "dana",
      "shopeepay",
    ];

    for (const method of methods) {
      const transaction = await checkoutOk(t, product.id, { paymentMethod: method });
      const fees = feesFor(123_457, method, 5);
      expect(transaction, method).toMatchObject({
        fee: fees.fee,
        sellerNet: fees.sellerNet,
        feeDetail: { platform: fees.platformFee, method: fees.methodFee },
      });
    }
  });
});

describe("balance", () => {
  it("equals the sum of sellerNet over paid transactions, to the rupiah, across methods", async () => {
    const seller = await sellerStore(t);
    const ebook = await publishDownload(t, seller, { price: 49_000 });
    const course = await publishDownload(t, seller, { price: 123_457, title: "Kelas Online" });
    const magnet = await publishLeadMagnet(t, seller);
    const paid = [
      await checkoutOk(t, ebook.id, { paymentMethod: "qris" }),
      await checkoutOk(t, ebook.id, { paymentMethod: "bca_va" }),
      await checkoutOk(t, course.id, { paymentMethod: "gopay" }),
      await checkoutOk(t, course.id, { paymentMethod: "dana" }),
      await checkoutOk(t, course.id, { paymentMethod: "mandiri_va" }),
    ];
    for (const transaction of paid) expect((await payWithSandbox(t, transaction.id)).statusCode).toBe(200);
    await checkoutOk(t, magnet.id);
    await checkoutOk(t, ebook.id, { paymentMethod: "bri_va" }); // still pending
    const expired = await checkoutOk(t, ebook.id, { paymentMethod: "ovo" });
    await payWithSandbox(t, expired.id, "expired");

    const balance = await balanceOf(t, seller.token);

    const expected = paid.reduce((sum, transaction) => sum + transaction.sellerNet, 0);
    expect(expected).toBe(
      46_207 + 42_550 + (123_457 - 6173 - 2469) + (123_457 - 6173 - 1852) + (123_457 - 6173 - 4000),
    );
    expect(balance).toEqual({
      pending: expected,
      available: 0,
      withdrawn: 0,
      totalEarned: expected,
      withdrawable: 0,
      debt: 0,
      // All of it came through the sandbox: reported apart, with no release date (ADR 0023).
      sandboxPending: expected,
      sandboxAvailable: 0,
      sandboxWithdrawn: 0,
      sandboxEarned: expected,
      simulatedWithdrawable: expected,
      nextReleaseAt: null,
      nextReleaseAmount: 0,
      fullyAvailableAt: null,
    });
    const sales = await t.app.inject({
      method: "GET",
      url: "/v1/transactions?status=paid&perPage=100",
      headers: bearer(seller.token),
    });
    const listed = sales.json().data as { sellerNet: number }[];
    expect(listed.reduce((sum, transaction) => sum + transaction.sellerNet, 0)).toBe(expected);
  });

  it("another seller's balance is untouched", async () => {
    const { product } = await sellerWithDownload(t);
    const other = await sellerStore(t);
    const transaction = await checkoutOk(t, product.id);
    await payWithSandbox(t, transaction.id);

    expect(await balanceOf(t, other.token)).toEqual({
      pending: 0,
      available: 0,
      withdrawn: 0,
      totalEarned: 0,
      withdrawable: 0,
      debt: 0,
      sandboxPending: 0,
      sandboxAvailable: 0,
      sandboxWithdrawn: 0,
      sandboxEarned: 0,
      simulatedWithdrawable: 0,
      nextReleaseAt: null,
      nextReleaseAmount: 0,
      fullyAvailableAt: null,
    });
    expect((await t.app.inject({ method: "GET", url: "/v1/balance" })).statusCode).toBe(401);
  });
});

describe("release after HOLD_DAYS", () => {
  it("stays pending during the hold, then moves to available once", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const transaction = await checkoutOk(t, product.id);
    await payWithSandbox(t, transaction.id);
    const [sale] = await ledgerOf(t.db, seller.user.id);
    const holdMs = (sale?.availableAt?.getTime() ?? 0) - Date.now();
    expect(holdMs).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(holdMs).toBeLessThanOrEqual(3 * DAY_MS);
    expect((await balanceOf(t, seller.token)).pending).toBe(transaction.sellerNet);

    await endHolds(t, seller.user.id);
    const first = await balanceOf(t, seller.token);
    const second = await balanceOf(t, seller.token);

    expect(first).toMatchObject({ pending: 0, available: transaction.sellerNet, totalEarned: transaction.sellerNet });
    expect(second).toEqual(first);
    const rows = await ledgerOf(t.db, seller.user.id);
    expect(rows.map((row) => [row.kind, row.bucket, row.amount]).sort()).toEqual(
      [
        ["sale", "pending", transaction.sellerNet],
        ["release", "pending", -transaction.sellerNet],
        ["release", "available", transaction.sellerNet],
      ].sort(),
    );
  });

  it("concurrent balance reads release each sale once", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const sales = [await checkoutOk(t, product.id), await checkoutOk(t, product.id, { paymentMethod: "bni_va" })];
    for (const transaction of sales) await payWithSandbox(t, transaction.id);
    await endHolds(t, seller.user.id);

    const balances = await Promise.all(Array.from({ length: 10 }, () => balanceOf(t, seller.token)));

    const total = sales.reduce((sum, transaction) => sum + transaction.sellerNet, 0);
    for (const balance of balances) expect(balance).toMatchObject({ pending: 0, available: total });
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(6);
  });

  it("HOLD_DAYS=0 releases at the first read", async () => {
    const instant = await createTestApp({ env: { HOLD_DAYS: "0" } });
    try {
      const { seller, product } = await sellerWithDownload(instant);
      const transaction = await checkoutOk(instant, product.id);
      await payWithSandbox(instant, transaction.id);

      expect(await balanceOf(instant, seller.token)).toMatchObject({ pending: 0, available: transaction.sellerNet });
    } finally {
      await instant.close();
    }
  });
});

describe("withdrawable", () => {
  it("never includes money paid through the sandbox", async () => {
    const { seller, product } = await sellerWithDownload(t);
    const transaction = await checkoutOk(t, product.id);
    await payWithSandbox(t, transaction.id);
    await endHolds(t, seller.user.id);

    expect(await balanceOf(t, seller.token)).toMatchObject({ available: transaction.sellerNet, withdrawable: 0 });
  });

  it("includes released money paid through a real gateway", async () => {
    // A stand-in for a real gateway: signs like the sandbox, but books as "midtrans".
    const real: PaymentGateway = {
      ...createSandboxGateway({ sandboxWebhookSecret: "test-sandbox-webhook-secret" }),
      name: "midtrans",
    };
    const live = await createTestApp({ gateway: real });
    try {
      const { seller, product } = await sellerWithDownload(live);
      const viaReal = await checkoutOk(live, product.id);
      await deliverNotification(
        live,
        sandboxNotification(live, { transactionId: viaReal.id, amount: viaReal.amount }),
        {
          gateway: "midtrans",
        },
      );
      // The same seller also has sandbox money from before the switch.
      const sandboxSale = await checkoutOk(live, product.id);
      await live.db
        .update(tables.transactions)
        .set({ gateway: "sandbox" })
        .where(eq(tables.transactions.id, sandboxSale.id));
      await live.db
        .update(tables.transactions)
        .set({ status: "paid", paidAt: new Date() })
        .where(eq(tables.transactions.id, sandboxSale.id));
      await live.db.insert(tables.ledgerEntries).values({
        id: sandboxSale.id,
        sellerId: seller.user.id,
        sourceId: sandboxSale.id,
        kind: "sale",
        bucket: "pending",
        amount: sandboxSale.sellerNet,
        availableAt: new Date(),
      });
      await endHolds(live, seller.user.id);

      expect(await balanceOf(live, seller.token)).toMatchObject({
        available: viaReal.sellerNet + sandboxSale.sellerNet,
        withdrawable: viaReal.sellerNet,
      });
    } finally {
      await live.close();
    }
  });
});

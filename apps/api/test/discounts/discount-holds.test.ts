/**
 * How long a pending checkout holds a discount code's use (ADR 0025): at most DISCOUNT_HOLD_MINUTES
 * (15), then the use counts only if the checkout is paid; one email or one IP holds one use of a code
 * at a time (a newer checkout takes the hold over); a paid checkout always keeps its use and its
 * price. Time passes by moving rows back in the database, never by waiting.
 */
import { tables } from "@lapak/db";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import { buyerIp, checkoutFrom, discountOk, listDiscounts, quote } from "../helpers/discounts";
import { buyer, fetchTransaction, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves transactions `ids` `minutes` into the past: made, due and held that much earlier. */
async function madeMinutesAgo(ids: string[], minutes: number) {
  const sale = tables.transactions;
  const shift = sql`make_interval(mins => ${minutes})`;
  await t.db
    .update(sale)
    .set({
      createdAt: sql`${sale.createdAt} - ${shift}`,
      expiresAt: sql`${sale.expiresAt} - ${shift}`,
      discountHeldUntil: sql`${sale.discountHeldUntil} - ${shift}`,
    })
    .where(inArray(sale.id, ids));
}

/** A checkout of `productId` with `code` by buyer `n` (their own email and IP), the raw response. */
const checkoutBy = (n: number, productId: string, code: string) =>
  checkoutFrom(t, buyerIp(n), { productId, ...buyer({ email: uniqueEmail(`pembeli${n}`) }), discountCode: code });

describe("a pending checkout's hold on a code", () => {
  it("holds a use for 15 minutes, after which only a payment keeps it, at the price it was quoted", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 100_000 });
    await discountOk(t, seller, { code: "TIGA", value: 30, maxRedemptions: 3 });
    const unpaid = [];
    for (const n of [1, 2, 3]) {
      const response = await checkoutBy(n, product.id, "TIGA");
      expect(response.statusCode).toBe(201);
      unpaid.push(response.json().data);
    }
    expect((await checkoutBy(4, product.id, "TIGA")).statusCode).toBe(422);

    // 14 minutes on, the three still hold; at 16 they no longer do, though each is still payable.
    await madeMinutesAgo(
      unpaid.map((sale) => sale.id),
      14,
    );
    expect((await checkoutBy(4, product.id, "TIGA")).statusCode).toBe(422);
    await madeMinutesAgo(
      unpaid.map((sale) => sale.id),
      2,
    );
    expect((await fetchTransaction(t, unpaid[0].id)).json().data.status).toBe("pending");
    const later = [];
    for (const n of [5, 6, 7]) {
      const response = await checkoutBy(n, product.id, "TIGA");
      expect(response.statusCode).toBe(201);
      later.push(response.json().data);
    }
    expect((await checkoutBy(8, product.id, "TIGA")).statusCode).toBe(422);

    // A late payment of a lapsed checkout keeps its use and its price: the buyer paid what they
    // were quoted. The code then counts 4 of 3, and no new checkout takes it.
    expect((await payWithSandbox(t, unpaid[0].id)).statusCode).toBe(200);
    expect((await fetchTransaction(t, unpaid[0].id)).json().data).toMatchObject({ status: "paid", amount: 70_000 });
    const [listed] = await listDiscounts(t, seller);
    expect(listed).toMatchObject({ redemptions: 4, paidCount: 1, revenue: 70_000 });
    for (const sale of later) expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);
    const [paid] = await listDiscounts(t, seller);
    expect(paid).toMatchObject({ redemptions: 4, paidCount: 4, maxRedemptions: 3 });
    await madeMinutesAgo(
      unpaid.map((sale) => sale.id),
      60,
    );
    expect((await checkoutBy(9, product.id, "TIGA")).statusCode).toBe(422);
  });

  it("lets one email hold one use at a time: a second checkout takes the hold, the first stays payable", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 60_000 });
    await discountOk(t, seller, { code: "DUA", type: "fixed", value: 10_000, maxRedemptions: 2 });
    const email = uniqueEmail("sama");
    const first = await checkoutFrom(t, buyerIp(20), {
      productId: product.id,
      ...buyer({ email }),
      discountCode: "DUA",
    });
    const second = await checkoutFrom(t, buyerIp(21), {
      productId: product.id,
      ...buyer({ email }),
      paymentMethod: "bca_va",
      discountCode: "DUA",
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((await listDiscounts(t, seller))[0].redemptions).toBe(1);
    expect((await checkoutBy(22, product.id, "DUA")).statusCode).toBe(201);
    expect((await checkoutBy(23, product.id, "DUA")).statusCode).toBe(422);

    expect((await payWithSandbox(t, first.json().data.id)).statusCode).toBe(200);
    expect((await fetchTransaction(t, first.json().data.id)).json().data).toMatchObject({
      status: "paid",
      amount: 50_000,
    });
  });

  it("lets one IP hold one use at a time, and quotes that IP the code its own hold would free", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 60_000 });
    await discountOk(t, seller, { code: "SATUIP", value: 10, maxRedemptions: 1 });
    const ip = buyerIp(30);
    const first = await checkoutFrom(t, ip, { productId: product.id, discountCode: "SATUIP" });
    expect(first.statusCode).toBe(201);
    expect((await quote(t, { productId: product.id, discountCode: "SATUIP" }, buyerIp(31))).statusCode).toBe(422);
    expect((await quote(t, { productId: product.id, discountCode: "SATUIP" }, ip)).statusCode).toBe(200);

    const second = await checkoutFrom(t, ip, { productId: product.id, discountCode: "SATUIP" });
    expect(second.statusCode).toBe(201);
    expect((await listDiscounts(t, seller))[0].redemptions).toBe(1);
    expect((await checkoutBy(32, product.id, "SATUIP")).statusCode).toBe(422);
  });

  it("lets 20 concurrent checkouts from one IP leave that IP one hold", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 60_000 });
    await discountOk(t, seller, { code: "SERBU", value: 10, maxRedemptions: 5 });
    const ip = buyerIp(40);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkoutFrom(t, ip, {
          productId: product.id,
          ...buyer({ email: uniqueEmail(`satu${i}`) }),
          discountCode: "SERBU",
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    expect((await listDiscounts(t, seller))[0].redemptions).toBe(1);
  });

  it("gives a change of method after the hold lapsed a use only when one is free", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 60_000 });
    await discountOk(t, seller, { code: "LEWAT", value: 10, maxRedemptions: 1 });
    const first = (await checkoutBy(50, product.id, "LEWAT")).json().data;
    await madeMinutesAgo([first.id], 16);
    expect((await checkoutBy(51, product.id, "LEWAT")).statusCode).toBe(201);

    const change = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${first.id}/change-method`,
      payload: { paymentMethod: "bca_va" },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.discountCode).toBeDefined();
    // The refused change left the first checkout as it was: still payable at its price.
    expect((await fetchTransaction(t, first.id)).json().data).toMatchObject({ status: "pending", amount: 54_000 });
  });
});

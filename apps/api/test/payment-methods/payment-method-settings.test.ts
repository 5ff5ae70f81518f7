/**
 * Pengaturan Pembayaran (ADR 0023): `GET|PUT /v1/account/payment-methods`; the checkout
 * offers (`GET /v1/payment-methods?productId=`) and accepts (`POST /v1/transactions`, change-method)
 * only the gateway's methods the store accepts.
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../src/integrations/payments/sandbox";
import { bearer } from "../helpers/accounts";
import { buyer, checkout, checkoutOk, sellerWithDownload } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SANDBOX_METHODS = [
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

function put(app: TestApp, token: string, payload: object) {
  return app.app.inject({ method: "PUT", url: "/v1/account/payment-methods", headers: bearer(token), payload });
}

async function offered(app: TestApp, productId: string): Promise<string[]> {
  const response = await app.app.inject({ method: "GET", url: `/v1/payment-methods?productId=${productId}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((method: { code: string }) => method.code);
}

describe("Pengaturan Pembayaran", () => {
  it("accepts every method of the gateway until the seller chooses, then only the chosen ones", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 35_000 });
    const initial = await t.app.inject({
      method: "GET",
      url: "/v1/account/payment-methods",
      headers: bearer(seller.token),
    });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data.methods).toEqual(SANDBOX_METHODS);
    expect(initial.json().data.available.map((m: { code: string }) => m.code)).toEqual(SANDBOX_METHODS);
    expect(await offered(t, product.id)).toEqual(SANDBOX_METHODS);

    const saved = await put(t, seller.token, { methods: ["bca_va", "qris"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { methods: ["qris", "bca_va"] },
      message: "Pengaturan pembayaran disimpan",
    });
    expect(await offered(t, product.id)).toEqual(["qris", "bca_va"]);
    // Without a product the list stays the gateway's (the landing page's fee table).
    const all = await t.app.inject({ method: "GET", url: "/v1/payment-methods" });
    expect(all.json().data).toHaveLength(SANDBOX_METHODS.length);

    // A method the store turned off is refused on the field the buyer picks it in, and nothing is created.
    const before = await t.db.select().from(tables.transactions).where(eq(tables.transactions.productId, product.id));
    const refused = await checkout(t, { productId: product.id, paymentMethod: "gopay", ...buyer() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.paymentMethod).toEqual([
      "Toko ini tidak menerima metode pembayaran ini. Pilih metode lain.",
    ]);
    const after = await t.db.select().from(tables.transactions).where(eq(tables.transactions.productId, product.id));
    expect(after).toHaveLength(before.length);

    // An accepted one goes through; switching the attempt to a method turned off is refused too.
    const sale = await checkoutOk(t, product.id, { paymentMethod: "bca_va" });
    const change = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${sale.id}/change-method`,
      payload: { paymentMethod: "dana" },
    });
    expect(change.statusCode).toBe(422);
  });

  it("refuses an empty choice or an unknown method with 422 and changes nothing", async () => {
    const { seller, product } = await sellerWithDownload(t);
    await put(t, seller.token, { methods: ["qris", "ovo"] });
    for (const payload of [{ methods: [] }, {}, { methods: ["bitcoin"] }]) {
      const response = await put(t, seller.token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.methods ?? response.json().errors["methods.0"]).toBeDefined();
    }
    const empty = await put(t, seller.token, { methods: [] });
    expect(empty.json().errors.methods).toEqual(["Pilih minimal satu metode pembayaran"]);
    expect(await offered(t, product.id)).toEqual(["qris", "ovo"]);
  });

  it("belongs to its seller: another store keeps every method, and a guest cannot read or change it", async () => {
    const first = await sellerWithDownload(t);
    const second = await sellerWithDownload(t);
    await put(t, first.seller.token, { methods: ["dana"] });
    expect(await offered(t, second.product.id)).toEqual(SANDBOX_METHODS);
    expect((await t.app.inject({ method: "GET", url: "/v1/account/payment-methods" })).statusCode).toBe(401);
    const guest = await t.app.inject({
      method: "PUT",
      url: "/v1/account/payment-methods",
      payload: { methods: ["qris"] },
    });
    expect(guest.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/v1/payment-methods?productId=00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("offers only what the instance's gateway supports, and needs one of those on", async () => {
    // A stand-in for Midtrans (no OVO, no DANA): the sandbox's adapter under Midtrans' name and methods.
    const midtrans = await createTestApp({
      gateway: {
        ...createSandboxGateway({ sandboxWebhookSecret: "test-sandbox-webhook-secret" }),
        name: "midtrans",
        methods: ["qris", "bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va", "gopay", "shopeepay"],
      },
    });
    try {
      const { seller, product } = await sellerWithDownload(midtrans);
      const onlyOvo = await put(midtrans, seller.token, { methods: ["ovo", "dana"] });
      expect(onlyOvo.statusCode).toBe(422);
      expect(onlyOvo.json().errors.methods).toEqual(["Pilih minimal satu metode pembayaran"]);
      const saved = await put(midtrans, seller.token, { methods: ["ovo", "gopay"] });
      expect(saved.json().data.methods).toEqual(["gopay"]);
      expect(await offered(midtrans, product.id)).toEqual(["gopay"]);
    } finally {
      await midtrans.close();
    }
  });
});

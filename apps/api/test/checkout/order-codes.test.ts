/**
 * Order codes (ADR 0019): every transaction carries a short `LPK-` code that a buyer can quote on
 * WhatsApp; it is on every view, in the emails and the CSV, and the sales search finds it.
 */
import { ORDER_CODE_PATTERN, orderCodeFrom } from "@lapak/shared/order-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { csvObjects } from "../helpers/csv";
import {
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  sellerStore,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("order codes", () => {
  it("spells six Crockford base32 characters after LPK-", () => {
    expect(orderCodeFrom([7, 15, 3, 19, 2, 23])).toBe("LPK-7F3K2Q");
    expect(() => orderCodeFrom([32, 0, 0, 0, 0, 0])).toThrow();
  });

  it("gives each transaction its own code, shown to the buyer, the seller, in the emails and the CSV", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 50_000, title: "Preset Lightroom Senja" });
    const budi = uniqueEmail("budi");
    const first = await checkoutOk(t, product.id, { name: "Budi Santoso", email: budi });
    const second = await checkoutOk(t, product.id, { name: "Rina Amelia" });
    expect(first.code).toMatch(ORDER_CODE_PATTERN);
    expect(second.code).toMatch(ORDER_CODE_PATTERN);
    expect(second.code).not.toBe(first.code);

    const publicView = (await fetchTransaction(t, first.id)).json().data;
    expect(publicView.code).toBe(first.code);
    const sellerView = (await fetchTransaction(t, first.id, seller.token)).json().data;
    expect(sellerView.code).toBe(first.code);

    expect((await payWithSandbox(t, first.id)).statusCode).toBe(200);
    const [receipt] = await waitForMail(t, budi, "receipt");
    expect(receipt?.text).toContain(`Kode pesanan: ${first.code}`);
    expect(receipt?.html).toContain(first.code);
    const [sale] = await waitForMail(t, seller.email, "new_sale");
    expect(sale?.text).toContain(`Kode pesanan: ${first.code}`);

    const detail = await t.app.inject({
      method: "GET",
      url: `/v1/transactions/${first.id}/detail`,
      headers: bearer(seller.token),
    });
    expect(detail.json().data.code).toBe(first.code);

    const csv = await t.app.inject({
      method: "GET",
      url: "/v1/transactions/export.csv",
      headers: bearer(seller.token),
    });
    const rows = csvObjects(csv.body);
    expect(rows.find((row) => row["ID Transaksi"] === first.id)?.["Kode Pesanan"]).toBe(first.code);
  });

  it("finds a sale by the code a buyer quotes, whole or in part, in any case", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 25_000 });
    const wanted = await checkoutOk(t, product.id, { name: "Dewi Lestari" });
    await checkoutOk(t, product.id, { name: "Agus Salim" });
    const search = async (q: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/v1/transactions?q=${encodeURIComponent(q)}`,
        headers: bearer(seller.token),
      });
      return response.json().data.map((row: { id: string; code: string }) => row.id);
    };
    expect(await search(wanted.code)).toEqual([wanted.id]);
    expect(await search(wanted.code.slice(4).toLowerCase())).toEqual([wanted.id]);
  });
});

/**
 * Consent to the seller's news and offers (DESIGN §4 "Marketing consent"; UU PDP No. 27/2022): a
 * checkout — lead magnet or paid — carries `marketingConsent` (unticked unless the buyer ticks it),
 * stored as its time on the transaction (`marketing_consent_at`, null = no consent); a customer's
 * consent is the choice at their latest paid order, and the Pelanggan JSON and CSV show it.
 */
import { formatWibStamp } from "@lapak/shared/date";
import type { Customer } from "@lapak/shared/schemas/transaction";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { csvObjects, parseCsv } from "../helpers/csv";
import {
  checkout,
  checkoutOk,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const CONSENT_COLUMN = "Setuju Menerima Penawaran (WIB)";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

async function customersOf(token: string): Promise<Customer[]> {
  const response = await get("/v1/customers", token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("marketingConsent at checkout", () => {
  it("stores the time of consent on a lead-magnet sign-up that ticked the box, and null without it", async () => {
    const seller = await sellerStore(t);
    const lead = await publishLeadMagnet(t, seller);

    const before = Date.now();
    const agreed = await checkoutOk(t, lead.id, { email: uniqueEmail("setuju"), marketingConsent: true });
    const after = Date.now();
    const silent = await checkoutOk(t, lead.id, { email: uniqueEmail("diam") });
    const declined = await checkoutOk(t, lead.id, { email: uniqueEmail("tolak"), marketingConsent: false });

    const consentAt = (await transactionRow(t.db, agreed.id)).marketingConsentAt;
    expect(consentAt).toBeInstanceOf(Date);
    expect(consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(consentAt?.getTime()).toBeLessThanOrEqual(after + 1);
    expect((await transactionRow(t.db, silent.id)).marketingConsentAt).toBeNull();
    expect((await transactionRow(t.db, declined.id)).marketingConsentAt).toBeNull();
  });

  it("stores it on a paid checkout too, and a change of payment method keeps the buyer's choice and its time", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 75_000 });
    const first = await checkoutOk(t, product.id, { marketingConsent: true, paymentMethod: "qris" });
    const firstAt = (await transactionRow(t.db, first.id)).marketingConsentAt;
    expect(firstAt).toBeInstanceOf(Date);

    const switched = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${first.id}/change-method`,
      payload: { paymentMethod: "bca_va" },
    });

    expect(switched.statusCode).toBe(201);
    const next = await transactionRow(t.db, switched.json().data.id);
    expect(next.id).not.toBe(first.id);
    expect(next.marketingConsentAt?.toISOString()).toBe(firstAt?.toISOString());
  });

  it("refuses a value that is not true or false with a 422 on the field", async () => {
    const seller = await sellerStore(t);
    const lead = await publishLeadMagnet(t, seller);

    const response = await checkout(t, {
      productId: lead.id,
      name: "Budi Santoso",
      email: uniqueEmail(),
      marketingConsent: "ya" as unknown as boolean,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.marketingConsent).toEqual(["Pilihan persetujuan tidak valid"]);
  });
});

describe("consent in Pelanggan (GET /v1/customers and export.csv)", () => {
  /**
   * Ani agreed on the lead magnet; Budi agreed, then paid an e-book leaving the box empty (no choice,
   * so he still agrees); Citra left it empty, then agreed; Dedi never ticked it.
   */
  async function shop() {
    const seller = await sellerStore(t);
    const lead = await publishLeadMagnet(t, seller, { title: "Checklist Gratis" });
    const ebook = await publishDownload(t, seller, { price: 50_000, title: "E-book" });
    const ani = uniqueEmail("ani");
    const budi = uniqueEmail("budi");
    const citra = uniqueEmail("citra");
    const dedi = uniqueEmail("dedi");
    await checkoutOk(t, lead.id, { name: "Dedi", email: dedi });
    const aniLead = await checkoutOk(t, lead.id, { name: "Ani", email: ani, marketingConsent: true });
    const budiLead = await checkoutOk(t, lead.id, { name: "Budi", email: budi, marketingConsent: true });
    const budiPaid = await checkoutOk(t, ebook.id, { name: "Budi", email: budi, paymentMethod: "qris" });
    expect((await payWithSandbox(t, budiPaid.id)).statusCode).toBe(200);
    await checkoutOk(t, lead.id, { name: "Citra", email: citra });
    const citraPaid = await checkoutOk(t, ebook.id, {
      name: "Citra",
      email: citra,
      paymentMethod: "qris",
      marketingConsent: true,
    });
    expect((await payWithSandbox(t, citraPaid.id)).statusCode).toBe(200);
    // A checkout never paid is not a customer's order: its choice changes nothing.
    await checkoutOk(t, ebook.id, { name: "Ani", email: ani, paymentMethod: "qris" });
    const consentOf = async (id: string) => (await transactionRow(t.db, id)).marketingConsentAt?.toISOString();
    return {
      seller,
      ani,
      budi,
      citra,
      dedi,
      aniAt: (await consentOf(aniLead.id)) as string,
      budiAt: (await consentOf(budiLead.id)) as string,
      citraAt: (await consentOf(citraPaid.id)) as string,
    };
  }

  it("shows each customer's latest explicit choice with its time: an empty box is no choice", async () => {
    const s = await shop();
    const customers = await customersOf(s.seller.token);
    const of = (email: string) => customers.find((c) => c.email === email);

    expect(of(s.ani)?.marketingConsentAt).toBe(s.aniAt);
    expect(of(s.budi)?.marketingConsentAt).toBe(s.budiAt);
    expect(of(s.citra)?.marketingConsentAt).toBe(s.citraAt);
    expect(of(s.dedi)?.marketingConsentAt).toBeNull();
  });

  it("exports the consent time in WIB, empty for no consent", async () => {
    const s = await shop();
    const response = await get("/v1/customers/export.csv", s.seller.token);

    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)[0]).toContain(CONSENT_COLUMN);
    const rows = csvObjects(response.body);
    const of = (email: string) => rows.find((row) => row.Email === email);
    expect(of(s.ani)?.[CONSENT_COLUMN]).toBe(formatWibStamp(s.aniAt));
    expect(of(s.budi)?.[CONSENT_COLUMN]).toBe(formatWibStamp(s.budiAt));
    expect(of(s.citra)?.[CONSENT_COLUMN]).toBe(formatWibStamp(s.citraAt));
    expect(of(s.dedi)?.[CONSENT_COLUMN]).toBe("");
  });
});

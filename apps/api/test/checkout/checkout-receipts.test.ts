/**
 * Receipt and lead-magnet emails to one address are capped at 5 per hour per seller (DESIGN §6):
 * a free checkout needs no payment, so without a cap anyone could make Lapak mail hundreds of
 * receipts a minute to someone else's inbox. The checkout itself is never refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import {
  checkout,
  fetchTransaction,
  mailsTo,
  publishDownload,
  publishLeadMagnet,
  sellerStore,
  transactionRow,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("receipt emails to one address", () => {
  it("records every free sign-up but mails one address at most 5 receipts an hour per seller", async () => {
    const seller = await sellerStore(t);
    const magnet = await publishLeadMagnet(t, seller);
    const victim = uniqueEmail("korban");

    const responses = [];
    for (let i = 0; i < 8; i++) {
      responses.push(await checkout(t, { productId: magnet.id, name: "Siapa Saja", email: victim }));
    }

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    // Every sign-up is recorded and its order page works; the seller hears of each one.
    const ids = responses.map((response) => response.json().data.id as string);
    for (const id of ids) {
      expect((await transactionRow(t.db, id)).status).toBe("paid");
      expect((await fetchTransaction(t, id)).statusCode).toBe(200);
    }
    await waitForMail(t, seller.email, "new_sale", 8);
    expect(mailsTo(t, victim, "receipt")).toHaveLength(5);

    // Another seller's lead magnet still reaches the same address.
    const other = await sellerStore(t, { name: "Rina Kartika" });
    const otherProduct = await publishDownload(t, other, { price: 0, title: "Template Gratis" });
    const response = await checkout(t, { productId: otherProduct.id, name: "Siapa Saja", email: victim });
    expect(response.statusCode).toBe(201);
    const receipts = await waitForMail(t, victim, "receipt", 6);
    expect(receipts.at(-1)?.subject).toContain("Template Gratis");
  });

  it("holds the cap when the checkouts arrive at the same moment", async () => {
    const seller = await sellerStore(t);
    const magnet = await publishLeadMagnet(t, seller);
    const victim = uniqueEmail("serbu");

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => checkout(t, { productId: magnet.id, name: "Siapa Saja", email: victim })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    await waitForMail(t, seller.email, "new_sale", 8);
    expect(mailsTo(t, victim, "receipt").length).toBeLessThanOrEqual(5);
  });
});

import { describe, expect, it } from "vitest";
import { InvalidSignatureError } from "./gateway";
import { parseQrisPayload } from "./qris";
import { createSandboxGateway, signedSandboxNotification } from "./sandbox";

const secret = "unit-test-sandbox-secret";
const gateway = createSandboxGateway({ sandboxWebhookSecret: secret });
const id = "0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b";
const request = {
  transactionId: id,
  amount: 49_000,
  expiresAt: new Date("2026-11-20T04:00:00Z"),
  buyer: { name: "Budi", email: "budi@gmail.com", phone: "6281234567890" },
  itemName: "E-book",
  returnUrl: `http://lapak.test/payment/${id}`,
};

describe("sandbox createPayment", () => {
  it("QRIS: a valid dynamic payload for the amount and our own QR image", async () => {
    const { payment, expiresAt } = await gateway.createPayment({ ...request, method: "qris" });
    expect(payment.kind).toBe("qris");
    expect(parseQrisPayload(payment.qrString ?? "").get("54")).toBe("49000");
    expect(payment.qrImageUrl).toBe(`/v1/transactions/${id}/qr.svg`);
    expect(expiresAt).toEqual(request.expiresAt);
  });

  it("VA: a stable 16-digit number with the bank's prefix and Indonesian steps", async () => {
    const first = await gateway.createPayment({ ...request, method: "bca_va" });
    const again = await gateway.createPayment({ ...request, method: "bca_va" });
    expect(first.payment.vaNumber).toMatch(/^12345\d{11}$/);
    expect(again.payment.vaNumber).toBe(first.payment.vaNumber);
    expect(first.payment.bank).toBe("bca");
    expect(first.payment.instructions).toContain("Pilih m-Transfer > BCA Virtual Account");
  });

  it("Mandiri: a bill with biller code 70012 and a bill key", async () => {
    const { payment } = await gateway.createPayment({ ...request, method: "mandiri_va" });
    expect(payment).toMatchObject({ kind: "bill", billerCode: "70012", billKey: expect.stringMatching(/^\d{12}$/) });
  });

  it("e-wallets: our payment page and the wallet's app link", async () => {
    const { payment } = await gateway.createPayment({ ...request, method: "gopay" });
    expect(payment.redirectUrl).toBe(request.returnUrl);
    expect(payment.deeplinkUrl).toMatch(/^gojek:\/\//);
  });
});

describe("sandbox parseNotification", () => {
  const signed = signedSandboxNotification(secret, { transactionId: id, amount: 49_000, status: "paid" });

  it("accepts a body signed with the secret", () => {
    const parsed = gateway.parseNotification({ headers: { "x-signature": signed.signature }, rawBody: signed.rawBody });
    expect(parsed).toMatchObject({ transactionId: id, status: "paid", amount: 49_000, currency: "IDR" });
    expect(parsed.eventKey).toBe(JSON.parse(signed.rawBody).event_id);
  });

  it("refuses a missing, forged or foreign signature", () => {
    const forged = signedSandboxNotification("another-secret", { transactionId: id, amount: 49_000, status: "paid" });
    const parse = (headers: Record<string, string>, rawBody = signed.rawBody) =>
      gateway.parseNotification({ headers, rawBody });
    expect(() => parse({})).toThrow(InvalidSignatureError);
    expect(() => parse({ "x-signature": "zz" })).toThrow(InvalidSignatureError);
    expect(() => parse({ "x-signature": forged.signature }, forged.rawBody)).toThrow(InvalidSignatureError);
    expect(() => parse({ "x-signature": signed.signature }, signed.rawBody.replace("49000", "1000"))).toThrow(
      InvalidSignatureError,
    );
  });

  it("needs no status check: the HMAC covers every byte of the body", () => {
    expect(gateway.needsStatusConfirmation).toBe(false);
  });
});

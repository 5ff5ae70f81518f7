import { describe, expect, it } from "vitest";
import { notificationStatus } from "./notification-status";

describe("notificationStatus (the seller's timeline)", () => {
  it("reads what each gateway's stored notification reported, in our words", () => {
    expect(notificationStatus("sandbox", JSON.stringify({ status: "expired" }))).toBe("expired");
    const midtrans = { order_id: "x", transaction_status: "settlement", gross_amount: "49000.00", status_code: "200" };
    expect(notificationStatus("midtrans", JSON.stringify(midtrans))).toBe("paid");
    expect(notificationStatus("midtrans", JSON.stringify({ ...midtrans, transaction_status: "expire" }))).toBe(
      "expired",
    );
    expect(
      notificationStatus("xendit", JSON.stringify({ event: "payment.capture", data: { status: "SUCCEEDED" } })),
    ).toBe("paid");
    expect(notificationStatus("xendit", JSON.stringify({ callback_virtual_account_id: "va-1", amount: 5 }))).toBe(
      "paid",
    );
  });

  it("answers null rather than guessing", () => {
    expect(notificationStatus("sandbox", "not json")).toBeNull();
    expect(notificationStatus("sandbox", JSON.stringify({ status: "refunded" }))).toBeNull();
    expect(notificationStatus("midtrans", JSON.stringify({ order_id: "x", transaction_status: "refund" }))).toBeNull();
    expect(notificationStatus("xendit", JSON.stringify({ status: "REFUNDED" }))).toBeNull();
    expect(notificationStatus("other", JSON.stringify({ status: "paid" }))).toBeNull();
  });
});

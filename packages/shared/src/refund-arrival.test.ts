import { describe, expect, it } from "vitest";
import { orderRefundArrivalText } from "./refund-arrival";

describe("orderRefundArrivalText", () => {
  it("says the money goes back to the QRIS app when the refund went through the gateway", () => {
    const text = orderRefundArrivalText({
      refundRoute: "payment_method",
      paymentMethod: "qris",
      paymentMethodName: "QRIS",
    });
    expect(text).toMatch(/^Dana kembali ke QRIS Anda/);
  });

  it("says a bank transfer when a QRIS refund became manual, not the method it was paid with", () => {
    const text = orderRefundArrivalText({
      refundRoute: "bank_transfer",
      paymentMethod: "qris",
      paymentMethodName: "QRIS",
    });
    expect(text).toMatch(/isi rekening bank tujuan/);
    expect(text).not.toMatch(/kembali ke QRIS/);
  });

  it("falls back to the payment method when the route is not known (a virtual account: a transfer)", () => {
    expect(orderRefundArrivalText({ paymentMethod: "bca_va", paymentMethodName: "BCA Virtual Account" })).toMatch(
      /isi rekening bank tujuan/,
    );
    expect(orderRefundArrivalText({ refundRoute: null, paymentMethod: "gopay", paymentMethodName: "GoPay" })).toMatch(
      /^Dana kembali ke GoPay Anda/,
    );
  });
});

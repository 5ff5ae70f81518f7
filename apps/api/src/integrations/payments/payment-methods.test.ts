import { describe, expect, it } from "vitest";
import { feesFor, methodCost, minAmountFor, paymentMethodsFor, platformFee } from "./payment-methods";

describe("feesFor (DESIGN §4: platform fee + method cost, each rounded half up)", () => {
  it("QRIS: 5 % platform + 0.7 % MDR", () => {
    // 49.000 × 5 % = 2.450; 49.000 × 0.7 % = 343
    expect(feesFor(49_000, "qris", 5)).toEqual({ platformFee: 2450, methodFee: 343, fee: 2793, sellerNet: 46_207 });
  });

  it("a virtual account costs a flat Rp4.000", () => {
    expect(feesFor(100_000, "bca_va", 5)).toEqual({ platformFee: 5000, methodFee: 4000, fee: 9000, sellerNet: 91_000 });
  });

  it("e-wallets: 2 % GoPay/ShopeePay, 1.5 % OVO/DANA", () => {
    expect(feesFor(25_000, "gopay", 5).methodFee).toBe(500);
    expect(feesFor(25_000, "ovo", 5).methodFee).toBe(375);
  });

  it("rounds each part half up to the rupiah", () => {
    // 1.050 × 0.7 % = 7.35 → 7; 1.050 × 5 % = 52.5 → 53
    expect(methodCost("qris", 1050)).toBe(7);
    expect(platformFee(1050, 5)).toBe(53);
    // 1.500 × 0.7 % = 10.5 → 11 (half up, not half even)
    expect(methodCost("qris", 1500)).toBe(11);
    // 2.500 × 1.5 % = 37.5 → 38
    expect(methodCost("dana", 2500)).toBe(38);
  });

  it("a free product has no fee at all", () => {
    expect(feesFor(0, null, 5)).toEqual({ platformFee: 0, methodFee: 0, fee: 0, sellerNet: 0 });
  });

  it("never leaves a negative net", () => {
    expect(feesFor(1000, "bca_va", 5).sellerNet).toBe(0);
  });

  it("sellerNet + fee is always the amount", () => {
    for (const amount of [1000, 1001, 9999, 10_000, 49_000, 123_457, 10_000_000]) {
      for (const code of ["qris", "bni_va", "gopay", "dana"] as const) {
        const fees = feesFor(amount, code, 5);
        expect(fees.fee + fees.sellerNet).toBe(amount);
        if (fees.sellerNet > 0) expect(fees.fee).toBe(fees.platformFee + fees.methodFee);
      }
    }
  });
});

describe("minAmountFor / paymentMethodsFor", () => {
  it("a VA is offered from Rp10.000, QRIS from Rp1.000", () => {
    expect(minAmountFor("bca_va", 5)).toBe(10_000);
    expect(minAmountFor("qris", 5)).toBe(1000);
  });

  it("the sandbox offers every method; Midtrans names Mandiri a bill", () => {
    expect(paymentMethodsFor("sandbox", 5).map((m) => m.code)).toHaveLength(10);
    expect(paymentMethodsFor("sandbox", 5).find((m) => m.code === "mandiri_va")?.kind).toBe("bill");
    expect(paymentMethodsFor("midtrans", 5).find((m) => m.code === "mandiri_va")?.name).toBe("Mandiri Bill Payment");
    expect(paymentMethodsFor("xendit", 5).find((m) => m.code === "mandiri_va")?.kind).toBe("va");
  });
});

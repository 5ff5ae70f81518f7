import { describe, expect, it } from "vitest";
import { conversionRate, formatConversion, isSale, isSignUp, sumSalesDays } from "./sales-metrics";

describe("sales metrics", () => {
  it("counts a paid transaction above Rp0 as a sale and a paid Rp0 one as a pendaftar, never both", () => {
    expect(isSale({ status: "paid", amount: 35_000 })).toBe(true);
    expect(isSignUp({ status: "paid", amount: 35_000 })).toBe(false);
    expect(isSale({ status: "paid", amount: 0 })).toBe(false);
    expect(isSignUp({ status: "paid", amount: 0 })).toBe(true);
    for (const status of ["pending", "expired", "failed"] as const) {
      expect(isSale({ status, amount: 35_000 })).toBe(false);
      expect(isSignUp({ status, amount: 0 })).toBe(false);
    }
  });

  it("divides sales by unique visitors, and writes it the Indonesian way", () => {
    expect(conversionRate(2, 3)).toBeCloseTo(0.6667, 4);
    expect(formatConversion(conversionRate(2, 3))).toBe("66,7%");
    expect(formatConversion(conversionRate(12, 500))).toBe("2,4%");
    expect(conversionRate(3, 0)).toBeNull();
    // Two sales by one visitor, or a visitor whose beacon was blocked: a rate stays at most 100 %.
    expect(conversionRate(2, 1)).toBe(1);
    expect(formatConversion(conversionRate(14, 7))).toBe("100%");
    expect(formatConversion(null)).toBe("–");
  });

  it("sums days of sales, sign-ups and rupiah", () => {
    const day = { paidCount: 2, freeCount: 1, amount: 70_000, sellerNet: 66_010 };
    expect(sumSalesDays([day, { ...day, paidCount: 1, freeCount: 0 }, day])).toEqual({
      paidCount: 5,
      freeCount: 2,
      amount: 210_000,
      sellerNet: 198_030,
    });
    expect(sumSalesDays([])).toEqual({ paidCount: 0, freeCount: 0, amount: 0, sellerNet: 0 });
  });
});

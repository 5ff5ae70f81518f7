import { describe, expect, it } from "vitest";
import { formatRupiah, roundHalfUp } from "./money";

describe("formatRupiah", () => {
  it("shows a price the way Indonesians read it", () => {
    expect(formatRupiah(150000)).toBe("Rp150.000");
    expect(formatRupiah(1000)).toBe("Rp1.000");
    expect(formatRupiah(1234567890)).toBe("Rp1.234.567.890");
  });

  it("shows a free product as Rp0", () => {
    expect(formatRupiah(0)).toBe("Rp0");
    expect(formatRupiah(-0)).toBe("Rp0");
  });

  it("puts the minus before Rp for a negative amount (a refund, a withdrawal)", () => {
    expect(formatRupiah(-5000)).toBe("-Rp5.000");
  });

  it("never shows decimals", () => {
    expect(formatRupiah(999.5)).toBe("Rp1.000");
    expect(formatRupiah(150000.4)).toBe("Rp150.000");
  });
});

describe("roundHalfUp", () => {
  it("rounds a half rupiah up", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(10.5)).toBe(11);
  });

  it("rounds anything under a half down", () => {
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(2)).toBe(2);
  });

  it("rounds a 5% fee on Rp7.490 to Rp375", () => {
    expect(roundHalfUp((7490 * 5) / 100)).toBe(375);
    expect(roundHalfUp((7470 * 5) / 100)).toBe(374); // 373.5
  });
});

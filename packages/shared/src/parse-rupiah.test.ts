import { describe, expect, it } from "vitest";
import { formatRupiahInput, invalidRupiahMessage, parseRupiah, RupiahInputError, tryParseRupiah } from "./parse-rupiah";

describe("parseRupiah", () => {
  it("reads the ways Indonesians write twenty-five thousand rupiah", () => {
    for (const typed of [
      "25000",
      "25.000",
      "25.000,00",
      "25.000,-",
      "Rp 25.000",
      "Rp25.000",
      "rp. 25.000",
      "IDR 25.000",
      "Rp25.000,-",
      "25rb",
      "25 rb",
      "25RB",
      "25 ribu",
      "25k",
      "25,000",
      "25,000.00",
      "25000,00",
      " 25 000 ",
    ]) {
      expect(parseRupiah(typed), typed).toBe(25_000);
    }
  });

  it("reads millions with a decimal comma or point", () => {
    expect(parseRupiah("1,5jt")).toBe(1_500_000);
    expect(parseRupiah("1.5jt")).toBe(1_500_000);
    expect(parseRupiah("2 juta")).toBe(2_000_000);
    expect(parseRupiah("Rp 1,25 juta")).toBe(1_250_000);
    expect(parseRupiah("2,5rb")).toBe(2_500);
    expect(parseRupiah("1.500rb")).toBe(1_500_000);
    expect(parseRupiah("1.250.000")).toBe(1_250_000);
    expect(parseRupiah("0")).toBe(0);
  });

  it("refuses rubbish with one clear Indonesian message", () => {
    for (const typed of [
      "",
      "   ",
      "abc",
      "Rp",
      "rb",
      "1,2,3",
      "1.2.3",
      "25.00.000",
      "-25000",
      "-25.000",
      "25.000,50",
      "25.000,5",
      "25000.5",
      "25.0000",
      "25.000,000",
      "1,2345rb",
      "25 rb 3",
      "25jtrb",
      "25$",
      "9".repeat(41),
      "99999999999999999",
    ]) {
      expect(() => parseRupiah(typed), typed).toThrow(RupiahInputError);
      expect(() => parseRupiah(typed), typed).toThrow("Harga tidak valid. Contoh: 25.000");
    }
  });

  it("names the field in the message when asked", () => {
    expect(() => parseRupiah("sejuta", { label: "Jumlah", example: "150.000" })).toThrow(
      invalidRupiahMessage("Jumlah", "150.000"),
    );
    expect(invalidRupiahMessage("Jumlah", "150.000")).toBe("Jumlah tidak valid. Contoh: 150.000");
  });
});

describe("tryParseRupiah and formatRupiahInput", () => {
  it("answer null for rubbish and group thousands with dots", () => {
    expect(tryParseRupiah("abc")).toBeNull();
    expect(tryParseRupiah("25rb")).toBe(25_000);
    expect(formatRupiahInput(25_000)).toBe("25.000");
    expect(formatRupiahInput(1_500_000)).toBe("1.500.000");
    expect(formatRupiahInput(parseRupiah(formatRupiahInput(123_456_789)))).toBe("123.456.789");
  });
});

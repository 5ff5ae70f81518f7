import { describe, expect, it } from "vitest";
import { struckPriceOf } from "./price";

describe("struckPriceOf", () => {
  it("strikes only the harga coret when a code lowers a price that has one, and the saving matches it", () => {
    // Rp49.000 with harga coret Rp99.000 and 20% off: Rp39.200 against Rp99.000 saves 60%, not 50%.
    expect(struckPriceOf(39_200, 49_000, 99_000)).toEqual({ former: 99_000, percent: 60 });
  });

  it("strikes the list price when a code lowers a price without a harga coret", () => {
    expect(struckPriceOf(39_200, 49_000, null)).toEqual({ former: 49_000, percent: 20 });
  });

  it("strikes the harga coret alone without a code", () => {
    expect(struckPriceOf(49_000, 49_000, 99_000)).toEqual({ former: 99_000, percent: 50 });
  });

  it("strikes nothing when nothing is saved", () => {
    expect(struckPriceOf(49_000, 49_000, undefined)).toBeNull();
    expect(struckPriceOf(49_000, 49_000, 40_000)).toBeNull();
  });
});

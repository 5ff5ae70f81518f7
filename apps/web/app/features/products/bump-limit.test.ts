import { describe, expect, it } from "vitest";
import { bumpLimitHint } from "./bump-limit";

describe("the order bump's limit hint", () => {
  it("names the offered product's price as the limit", () => {
    expect(bumpLimitHint({ id: "a", title: "Preset Lightroom", price: 50_000, payWhatYouWant: false })).toBe(
      "Harga Preset Lightroom Rp50.000: nilai penawaran paling tinggi Rp50.000.",
    );
  });

  it("names the minimum of a pay-what-you-want product, which is the real limit", () => {
    expect(bumpLimitHint({ id: "b", title: "Template CV", price: 10_000, payWhatYouWant: true })).toBe(
      "Template CV dijual bayar sesukamu mulai Rp10.000: nilai penawaran paling tinggi Rp10.000 (minimumnya).",
    );
  });

  it("states the rule before a product is chosen", () => {
    expect(bumpLimitHint(undefined)).toBe("Tidak boleh lebih tinggi dari harga produk yang ditawarkan.");
  });
});

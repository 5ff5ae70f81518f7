import { describe, expect, it } from "vitest";
import { priceLabel } from "./price-label";

const download = { type: "digital_download" as const, clicks: 0, pricing: "fixed" as const, minimumPrice: 0 };

describe("the price in Toko Saya's list", () => {
  it("shows pay what you want from its minimum, not as a fixed price", () => {
    expect(priceLabel({ ...download, price: 10_000, pricing: "pay_what_you_want", minimumPrice: 10_000 })).toBe(
      "Mulai Rp10.000",
    );
    expect(priceLabel({ ...download, price: 0, pricing: "pay_what_you_want", minimumPrice: 0 })).toBe("Bayar sesukamu");
  });

  it("shows a fixed price, Gratis at Rp0, and a link's clicks", () => {
    expect(priceLabel({ ...download, price: 25_000 })).toBe("Rp25.000");
    expect(priceLabel({ ...download, price: 0 })).toBe("Gratis");
    expect(priceLabel({ ...download, type: "external_url", price: 0, clicks: 1200 })).toBe("1.200 klik");
  });
});

import { describe, expect, it } from "vitest";
import { saleLabel } from "./sale-label";

describe("saleLabel", () => {
  it("names paid sales, and never calls a free one 'Pembayaran Berhasil Rp0'", () => {
    expect(saleLabel({ status: "paid", amount: 49_000, productType: "digital_download" })).toEqual({
      label: "Pembayaran Berhasil",
      tone: "emerald",
    });
    expect(saleLabel({ status: "paid", amount: 0, productType: "collect_email" })).toEqual({
      label: "Pendaftar",
      tone: "violet",
    });
    expect(saleLabel({ status: "paid", amount: 0, productType: "digital_download" })).toEqual({
      label: "Gratis",
      tone: "violet",
    });
  });

  it("keeps the other statuses' labels and tones", () => {
    expect(saleLabel({ status: "pending", amount: 49_000, productType: "digital_download" }).label).toBe(
      "Menunggu Pembayaran",
    );
    expect(saleLabel({ status: "expired", amount: 49_000, productType: "digital_download" }).tone).toBe("slate");
    expect(saleLabel({ status: "failed", amount: 49_000, productType: "digital_download" }).tone).toBe("red");
  });
});

import { DEFAULT_CTA_LABEL } from "@lapak/shared/schemas/product";
import { describe, expect, it } from "vitest";
import { COACHING_DEFAULT_CTA, DOWNLOAD_DEFAULT_CTA, needsPayment, submitLabel } from "./submit-label";

describe("submitLabel", () => {
  it("asks to pay for a priced download, whatever the seller's button said", () => {
    expect(submitLabel({ type: "digital_download", price: 49_000, ctaLabel: "Beli E-book" })).toBe("Bayar Sekarang");
  });

  it("uses the seller's words for a lead magnet", () => {
    expect(submitLabel({ type: "collect_email", price: 0, ctaLabel: "Dapatkan Gratis" })).toBe("Dapatkan Gratis");
  });

  it("knows the shared default words of a download", () => {
    expect(DOWNLOAD_DEFAULT_CTA).toBe(DEFAULT_CTA_LABEL.digital_download);
  });

  it("books a free 1:1 session with Pesan Sesi rather than the product page's Pilih Jadwal", () => {
    expect(COACHING_DEFAULT_CTA).toBe(DEFAULT_CTA_LABEL.coaching);
    expect(submitLabel({ type: "coaching", price: 0, ctaLabel: "Pilih Jadwal" })).toBe("Pesan Sesi");
    expect(submitLabel({ type: "coaching", price: 0, ctaLabel: "Daftar Sesi Gratis" })).toBe("Daftar Sesi Gratis");
    expect(submitLabel({ type: "coaching", price: 150_000, ctaLabel: "Pilih Jadwal" })).toBe("Bayar Sekarang");
  });

  it("says Dapatkan Sekarang for a free download with the default Beli Sekarang", () => {
    expect(submitLabel({ type: "digital_download", price: 0, ctaLabel: "Beli Sekarang" })).toBe("Dapatkan Sekarang");
    expect(submitLabel({ type: "digital_download", price: 0, ctaLabel: " " })).toBe("Dapatkan Sekarang");
  });
});

describe("needsPayment", () => {
  it("is true only for a download or a bundle (Paket) with a price", () => {
    expect(needsPayment({ type: "digital_download", price: 1000 })).toBe(true);
    expect(needsPayment({ type: "bundle", price: 80_000 })).toBe(true);
    expect(needsPayment({ type: "bundle", price: 0 })).toBe(false);
    expect(needsPayment({ type: "digital_download", price: 0 })).toBe(false);
    expect(needsPayment({ type: "collect_email", price: 0 })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { eventLabel, methodFeeLabel, platformFeeLabel, saleBadge, shortMethodName } from "./sale-words";

const NOW = new Date("2026-11-24T03:00:00Z");
const download = {
  id: "p",
  title: "E-book",
  type: "digital_download" as const,
  coverImageUrl: null,
  bundleProducts: [],
};

describe("Penjualan words", () => {
  it("names each fee with its rule, the Indonesian way", () => {
    const qris = { platformPercent: 5, method: { flat: 0, percent: 0.7 } };
    expect(platformFeeLabel(qris)).toBe("Biaya layanan Lapak (5%)");
    expect(methodFeeLabel("QRIS", qris)).toBe("Biaya QRIS (0,7%)");
    expect(methodFeeLabel("BCA Virtual Account", { platformPercent: 5, method: { flat: 4000, percent: 0 } })).toBe(
      "Biaya BCA Virtual Account (Rp4.000)",
    );
    expect(methodFeeLabel("GoPay")).toBe("Biaya GoPay");
    expect(shortMethodName("BCA Virtual Account")).toBe("VA BCA");
    expect(shortMethodName("Mandiri Bill Payment")).toBe("Mandiri Bill");
    expect(shortMethodName("QRIS")).toBe("QRIS");
  });

  it("shows where a paid sale's money is, and a free sign-up as such", () => {
    const paid = { status: "paid" as const, amount: 100_000, product: download, sandbox: false };
    expect(saleBadge({ ...paid, availableAt: "2026-11-27T03:00:00Z" }, NOW)).toEqual({
      label: "Ditahan s.d. 27 Nov",
      tone: "blue",
    });
    expect(saleBadge({ ...paid, availableAt: "2026-11-20T03:00:00Z" }, NOW)).toEqual({
      label: "Tersedia",
      tone: "emerald",
    });
    // Sandbox money is never withdrawable (ADR 0023): no hold date on it.
    expect(saleBadge({ ...paid, sandbox: true, availableAt: "2026-11-27T03:00:00Z" }, NOW)).toEqual({
      label: "Uang uji coba",
      tone: "amber",
    });
    const lead = { status: "paid" as const, amount: 0, availableAt: null, sandbox: false };
    expect(saleBadge({ ...lead, product: { ...download, type: "collect_email" } }, NOW).label).toBe("Pendaftar");
    expect(saleBadge({ ...lead, status: "pending", amount: 5000, product: download }, NOW).label).toBe(
      "Menunggu Pembayaran",
    );
  });

  it("tells each step of the history", () => {
    expect(eventLabel({ at: "", kind: "created" })).toBe("Pesanan dibuat");
    expect(eventLabel({ at: "", kind: "notification", gateway: "midtrans", status: "paid", outcome: "applied" })).toBe(
      "Notifikasi Midtrans: pembayaran berhasil (diterapkan)",
    );
    expect(eventLabel({ at: "", kind: "notification", gateway: "sandbox", status: null, outcome: null })).toBe(
      "Notifikasi Sandbox: status tidak terbaca (belum diproses)",
    );
  });
});

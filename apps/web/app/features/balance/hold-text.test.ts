import { describe, expect, it } from "vitest";
import { holdText, sandboxText, withdrawBlockedReason } from "./hold-text";

describe("holdText", () => {
  it("says how much is held and when it frees up, in WIB", () => {
    expect(
      holdText({
        pending: 150_000,
        nextReleaseAt: "2026-11-22T18:00:00Z",
        nextReleaseAmount: 47_150,
        fullyAvailableAt: "2026-11-26T03:00:00Z",
      }),
    ).toBe("Ditahan Rp150.000: Rp47.150 cair 23 Nov, semuanya cair 26 Nov");
    expect(
      holdText({
        pending: 9_000,
        nextReleaseAt: "2026-11-23T03:00:00Z",
        nextReleaseAmount: 9_000,
        fullyAvailableAt: "2026-11-23T05:00:00Z",
      }),
    ).toBe("Ditahan Rp9.000: semuanya cair 23 Nov");
    expect(holdText({ pending: 0, nextReleaseAt: null, nextReleaseAmount: 0, fullyAvailableAt: null })).toBeNull();
  });

  it("promises no date for sandbox money, which is named where its number is instead", () => {
    // Everything held came through the sandbox: the API gives no release date, and no date is shown.
    expect(
      holdText({
        pending: 62_255,
        sandboxPending: 62_255,
        nextReleaseAt: null,
        nextReleaseAmount: 0,
        fullyAvailableAt: null,
      }),
    ).toBeNull();
    expect(
      holdText({
        pending: 100_000,
        sandboxPending: 62_255,
        nextReleaseAt: "2026-11-29T03:00:00Z",
        nextReleaseAmount: 37_745,
        fullyAvailableAt: "2026-11-29T03:00:00Z",
      }),
    ).toBe("Ditahan Rp37.745: semuanya cair 29 Nov");
    expect(sandboxText(62_255)).toBe("Uang uji coba (sandbox) — tidak bisa ditarik: Rp62.255");
    expect(sandboxText(0)).toBeNull();
  });
});

describe("withdrawBlockedReason", () => {
  const base = { activation: "approved", withdrawable: 100_000, hasPending: false, minimum: 50_000 };
  it("gives the one reason a withdrawal cannot happen, or none", () => {
    expect(withdrawBlockedReason(base)).toBeNull();
    expect(withdrawBlockedReason({ ...base, activation: "submitted" })).toBe("Aktivasi akun dulu.");
    expect(withdrawBlockedReason({ ...base, hasPending: true })).toBe(
      "Masih ada penarikan yang diproses. Tunggu sampai selesai.",
    );
    expect(withdrawBlockedReason({ ...base, withdrawable: 0 })).toBe("Belum ada saldo yang bisa ditarik.");
    expect(withdrawBlockedReason({ ...base, withdrawable: 0, available: -47_150 })).toBe(
      "Saldo Anda minus Rp47.150 karena pengembalian dana. Penarikan bisa lagi setelah penjualan baru menutupinya.",
    );
    expect(withdrawBlockedReason({ ...base, suspended: true })).toBe(
      "Toko Anda sedang ditangguhkan admin, jadi penarikan saldo ditahan.",
    );
    expect(withdrawBlockedReason({ ...base, withdrawable: 38_000 })).toBe(
      "Minimal penarikan Rp50.000, kurang Rp12.000 lagi.",
    );
  });
});

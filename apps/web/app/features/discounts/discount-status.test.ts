import { describe, expect, it } from "vitest";
import { discountBadge, discountPeriod } from "./discount-status";

const now = new Date("2026-11-27T06:30:00Z"); // 27 Nov 13.30 WIB

describe("a promo code's badge and period", () => {
  it("says Belum mulai before the start and Berakhir after the end, not Aktif", () => {
    const code = { active: true, startsAt: "2026-11-28T02:00:00.000Z", endsAt: "2026-12-31T16:59:00.000Z" };
    expect(discountBadge(code, now)).toEqual({ label: "Belum mulai", tone: "blue" });
    expect(discountBadge(code, new Date("2026-12-01T00:00:00Z"))).toEqual({ label: "Aktif", tone: "emerald" });
    expect(discountBadge(code, new Date("2026-12-31T16:59:00Z"))).toEqual({ label: "Berakhir", tone: "slate" });
    expect(discountBadge({ ...code, active: false }, new Date("2026-12-01T00:00:00Z")).label).toBe("Nonaktif");
    expect(discountBadge({ active: true, startsAt: null, endsAt: null }, now).label).toBe("Aktif");
  });

  it("says Habis once the uses held or paid reach the limit, which a buyer reads only as tidak berlaku", () => {
    const code = { active: true, startsAt: null, endsAt: null, maxRedemptions: 3 };
    expect(discountBadge({ ...code, redemptions: 2 }, now).label).toBe("Aktif");
    expect(discountBadge({ ...code, redemptions: 3 }, now)).toEqual({ label: "Habis", tone: "amber" });
    expect(discountBadge({ ...code, redemptions: 4 }, now).label).toBe("Habis");
    expect(discountBadge({ ...code, maxRedemptions: null, redemptions: 40 }, now).label).toBe("Aktif");
    expect(discountBadge({ ...code, redemptions: 3, active: false }, now).label).toBe("Nonaktif");
  });

  it("names the period in WIB", () => {
    expect(discountPeriod({ startsAt: "2026-11-28T02:00:00.000Z", endsAt: "2026-12-31T16:59:00.000Z" })).toBe(
      "Mulai 28 November 2026 09.00 WIB · Berakhir 31 Desember 2026 23.59 WIB",
    );
    expect(discountPeriod({ startsAt: null, endsAt: "2026-12-31T16:59:00.000Z" })).toBe(
      "Berakhir 31 Desember 2026 23.59 WIB",
    );
    expect(discountPeriod({ startsAt: null, endsAt: null })).toBeNull();
  });
});

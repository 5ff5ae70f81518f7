import { describe, expect, it } from "vitest";
import { formatCountdown, msUntil } from "./countdown";

describe("formatCountdown", () => {
  it("reads hours, minutes and seconds, two digits each", () => {
    expect(formatCountdown(3_600_000)).toBe("01:00:00");
    expect(formatCountdown(59 * 60_000 + 5_000)).toBe("00:59:05");
    expect(formatCountdown(26 * 3_600_000)).toBe("26:00:00");
  });

  it("rounds up to the second, so 00:00:00 means the time is up", () => {
    expect(formatCountdown(400)).toBe("00:00:01");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-5_000)).toBe("00:00:00");
  });
});

describe("msUntil", () => {
  it("counts from now to the expiry; null without one", () => {
    const now = Date.parse("2026-11-20T03:00:00Z");
    expect(msUntil("2026-11-20T04:00:00.000Z", now)).toBe(3_600_000);
    expect(msUntil("2026-11-20T02:59:00Z", now)).toBe(-60_000);
    expect(msUntil(null, now)).toBeNull();
    expect(msUntil("bukan tanggal", now)).toBeNull();
  });
});

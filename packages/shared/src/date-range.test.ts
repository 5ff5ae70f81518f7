import { describe, expect, it } from "vitest";
import { formatDayRange, resolveRange } from "./date-range";

// 24 Nov 2026, 01:30 WIB (still 23 Nov in UTC).
const now = new Date("2026-11-23T18:30:00Z");
const resolve = (query: string, fallback?: "30d" | "7d" | "all") =>
  resolveRange(new URLSearchParams(query), { now, fallback });

describe("resolveRange", () => {
  it("counts presets back from today's WIB day", () => {
    expect(resolve("range=today")).toEqual({
      range: "today",
      from: "2026-11-24",
      to: "2026-11-24",
      label: "24 Nov 2026",
    });
    expect(resolve("range=7d")).toMatchObject({ from: "2026-11-18", to: "2026-11-24", label: "18–24 Nov 2026" });
    expect(resolve("")).toMatchObject({ range: "30d", from: "2026-10-26", to: "2026-11-24" });
    expect(resolve("range=bogus", "all")).toEqual({ range: "all", from: null, to: null, label: "Semua waktu" });
  });

  it("takes a custom range, ordered and ending no later than today", () => {
    expect(resolve("from=2026-11-01&to=2026-11-30")).toEqual({
      range: "custom",
      from: "2026-11-01",
      to: "2026-11-24",
      label: "1–24 Nov 2026",
    });
    expect(resolve("from=2026-11-10&to=2026-11-02")).toMatchObject({ from: "2026-11-02", to: "2026-11-10" });
    expect(resolve("from=kemarin&to=2026-11-02")).toMatchObject({ range: "30d" });
  });

  it("formats ranges across months and years", () => {
    expect(formatDayRange("2026-10-26", "2026-11-24")).toBe("26 Okt – 24 Nov 2026");
    expect(formatDayRange("2025-12-30", "2026-01-02")).toBe("30 Des 2025 – 2 Jan 2026");
  });
});

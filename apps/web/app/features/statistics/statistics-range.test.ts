import { describe, expect, it } from "vitest";
import { statisticsRange } from "./statistics-range";

// 24 Nov 2026, 23:30 WIB: still the 24th in Jakarta, already the 24th 16:30 in UTC.
const now = new Date("2026-11-24T16:30:00Z");
const range = (query: string) => statisticsRange(new URLSearchParams(query), now);

describe("statisticsRange", () => {
  it("is the 30 WIB days ending today unless the URL says otherwise, also for Semua waktu", () => {
    expect(range("")).toMatchObject({
      range: "30d",
      from: "2026-10-26",
      to: "2026-11-24",
      label: "26 Okt – 24 Nov 2026",
    });
    expect(range("range=all")).toMatchObject({ range: "30d", from: "2026-10-26", to: "2026-11-24" });
    expect(range("range=7d")).toMatchObject({ from: "2026-11-18", to: "2026-11-24" });
    expect(range("range=today")).toMatchObject({ from: "2026-11-24", to: "2026-11-24", label: "24 Nov 2026" });
  });

  it("shortens a custom range to the last 366 days the statistics calls accept", () => {
    expect(range("from=2024-01-01&to=2026-11-20")).toMatchObject({
      range: "custom",
      from: "2025-11-20",
      to: "2026-11-20",
      label: "20 Nov 2025 – 20 Nov 2026",
    });
    expect(range("from=2026-11-01&to=2026-11-30")).toMatchObject({ from: "2026-11-01", to: "2026-11-24" });
  });
});

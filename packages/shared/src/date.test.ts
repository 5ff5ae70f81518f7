import { describe, expect, it } from "vitest";
import {
  formatDateTimeWib,
  formatDateWib,
  formatEventTimeWib,
  formatShortDateWib,
  formatTimeWib,
  formatWhenWib,
  formatWibStamp,
  isoToWibLocal,
  wibDay,
  wibLocalToIso,
} from "./date";

describe("WIB dates (UTC+7)", () => {
  it("shows an instant in Western Indonesian Time", () => {
    expect(formatDateTimeWib("2026-11-20T03:05:00Z")).toBe("20 November 2026 10.05 WIB");
    expect(formatDateTimeWib(new Date("2026-11-20T03:05:00Z"))).toBe("20 November 2026 10.05 WIB");
    expect(formatWhenWib("2026-11-26T15:40:00Z")).toBe("26 November 2026 pukul 22.40 WIB");
  });

  it("moves to the next day at 17:00 UTC, when it is midnight in Jakarta", () => {
    expect(formatDateTimeWib("2026-11-20T16:59:00Z")).toBe("20 November 2026 23.59 WIB");
    expect(formatDateTimeWib("2026-11-20T17:00:00Z")).toBe("21 November 2026 00.00 WIB");
    expect(formatDateWib("2026-11-20T16:59:59Z")).toBe("20 November 2026");
    expect(formatDateWib("2026-11-20T17:00:00Z")).toBe("21 November 2026");
  });

  it("keeps the WIB day of an evening sale in UTC's previous day", () => {
    // 23:30 WIB on 1 November is 16:30 UTC on 1 November; 00:30 WIB on 2 November is still 1 November in UTC.
    expect(wibDay("2026-11-01T16:30:00Z")).toBe("2026-11-01");
    expect(wibDay("2026-11-01T17:30:00Z")).toBe("2026-11-02");
  });

  it("crosses the new year in Jakarta seven hours before London", () => {
    expect(wibDay("2026-12-31T16:59:59Z")).toBe("2026-12-31");
    expect(wibDay("2026-12-31T17:00:00Z")).toBe("2027-01-01");
    expect(formatDateWib("2026-12-31T17:00:00Z")).toBe("1 Januari 2027");
  });

  it("uses Indonesian month names", () => {
    expect(formatDateWib("2026-08-17T03:00:00Z")).toBe("17 Agustus 2026");
    expect(formatDateWib("2026-05-01T03:00:00Z")).toBe("1 Mei 2026");
  });

  it("has short forms for tight spaces and a sortable stamp for spreadsheets, all in WIB", () => {
    expect(formatShortDateWib("2026-11-23T03:05:00Z")).toBe("23 Nov");
    expect(formatShortDateWib("2026-11-23T17:05:00Z")).toBe("24 Nov");
    expect(formatTimeWib("2026-11-23T03:05:00Z")).toBe("10.05");
    expect(formatTimeWib("2026-11-23T17:05:00Z")).toBe("00.05");
    expect(formatWibStamp("2026-11-23T03:05:59.999Z")).toBe("2026-11-23 10:05");
    expect(formatWibStamp(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01 00:00");
  });
});

describe("WIB datetime-local values", () => {
  it("reads the editor's schedule field as WIB and shows an instant back in WIB", () => {
    expect(wibLocalToIso("2026-11-25T09:00")).toBe("2026-11-25T02:00:00.000Z");
    expect(wibLocalToIso("2026-12-31T23:30")).toBe("2026-12-31T16:30:00.000Z");
    expect(isoToWibLocal("2026-11-25T02:00:00.000Z")).toBe("2026-11-25T09:00");
    expect(isoToWibLocal("2026-12-31T17:30:00Z")).toBe("2027-01-01T00:30");
    expect(wibLocalToIso("")).toBeNull();
    expect(wibLocalToIso("25/11/2026 09:00")).toBeNull();
  });
});

describe("formatEventTimeWib", () => {
  it("writes an event of one WIB day with its weekday and both times", () => {
    expect(formatEventTimeWib("2026-12-12T12:00:00Z", "2026-12-12T14:00:00Z")).toBe(
      "Sabtu, 12 Desember 2026 · 19.00–21.00 WIB",
    );
  });

  it("writes both days when the event crosses a WIB midnight", () => {
    expect(formatEventTimeWib("2026-12-12T16:00:00Z", "2026-12-13T05:00:00Z")).toBe(
      "Sabtu, 12 Desember 2026 23.00 – Minggu, 13 Desember 2026 12.00 WIB",
    );
  });
});

/**
 * The Statistik screen's range (DASHBOARD-UX §9) from URL search params, on top of the shared
 * `resolveRange`: 30 days by default, "Semua waktu" read as 30 days (the statistics calls take at
 * most `MAX_RANGE_DAYS`), and a longer custom range shortened to its last `MAX_RANGE_DAYS` days.
 */
import { wibDay } from "@lapak/shared/date";
import { formatDayRange, type ResolvedRange, resolveRange } from "@lapak/shared/date-range";
import { MAX_RANGE_DAYS } from "@lapak/shared/schemas/traffic";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `"2026-11-24"` plus `days` (may be negative). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The page's range from URL search params: 30 days unless they say otherwise; `all` reads as 30
 * days; never longer than `MAX_RANGE_DAYS` (the start moves up). `from`/`to` are WIB days.
 */
export function statisticsRange(
  params: URLSearchParams,
  now = new Date(),
): ResolvedRange & { from: string; to: string } {
  let range = resolveRange(params, { now });
  if (range.range === "all") range = resolveRange(new URLSearchParams(), { now });
  const to = range.to ?? wibDay(now);
  const earliest = shiftDay(to, -(MAX_RANGE_DAYS - 1));
  const from = !range.from || range.from < earliest ? earliest : range.from;
  return { ...range, from, to, label: formatDayRange(from, to) };
}

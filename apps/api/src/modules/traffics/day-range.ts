import { addDays, wibDay } from "@lapak/shared/date";
import { type DayRangeQuery, MAX_RANGE_DAYS } from "@lapak/shared/schemas/traffic";
import { fieldError } from "../../lib/app-error";

/** Every day from `from` to `to`, inclusive, in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Resolves `?from&to` (inclusive WIB days) to a concrete range: `to` defaults to today (WIB),
 * `from` to 29 days before `to` (30 days in all). Throws 422 on `from` when it is after `to` or
 * the range is longer than `MAX_RANGE_DAYS`.
 */
export function resolveDayRange(query: DayRangeQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? wibDay(now);
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw fieldError("from", "Tanggal awal harus sebelum tanggal akhir");
  if (daysBetween(from, to).length > MAX_RANGE_DAYS) {
    throw fieldError("from", `Rentang tanggal paling lama ${MAX_RANGE_DAYS} hari`);
  }
  return { from, to };
}

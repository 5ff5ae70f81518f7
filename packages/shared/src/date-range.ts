/**
 * The dashboard's date ranges (DASHBOARD-UX §9): presets "Hari ini", "7 hari", "30 hari", "Semua
 * waktu" and a custom inclusive range of WIB days, kept in the URL (`?range=` or `?from=&to=`).
 * "Today" is always the server's WIB day, never the browser's.
 */
import { wibDay } from "./date";

export const RANGE_PRESETS = ["today", "7d", "30d", "all"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Record<RangePreset | "custom", string> = {
  today: "Hari ini",
  "7d": "7 hari",
  "30d": "30 hari",
  all: "Semua waktu",
  custom: "Pilih tanggal",
};

export interface ResolvedRange {
  range: RangePreset | "custom";
  /** Inclusive WIB days `YYYY-MM-DD`; both null for "all". */
  from: string | null;
  to: string | null;
  /** `"1–30 Nov 2026"`, `"24 Nov 2026"`, `"Semua waktu"`. */
  label: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-31`). */
function isDay(value: string | null): value is string {
  return value !== null && ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const short = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayOnly = new Intl.DateTimeFormat("id-ID", { day: "numeric", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", timeZone: "UTC" });

/** `"2026-11-01"`, `"2026-11-30"` → `"1–30 Nov 2026"`; one day → `"24 Nov 2026"`. */
export function formatDayRange(from: string, to: string): string {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  if (from === to) return short.format(b);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${dayOnly.format(a)}–${short.format(b)}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${dayMonth.format(a)} – ${short.format(b)}`;
  return `${short.format(a)} – ${short.format(b)}`;
}

/**
 * Reads `range`, `from` and `to` from URL search params. `fallback` applies when nothing valid is
 * given. A custom range is clamped to end no later than today; `from` after `to` swaps them.
 */
export function resolveRange(
  params: URLSearchParams,
  { fallback = "30d", now = new Date() }: { fallback?: RangePreset; now?: Date } = {},
): ResolvedRange {
  const today = wibDay(now);
  const from = params.get("from");
  const to = params.get("to");
  if (isDay(from) && isDay(to)) {
    let [a, b] = from <= to ? [from, to] : [to, from];
    if (b > today) b = today;
    if (a > b) a = b;
    return { range: "custom", from: a, to: b, label: formatDayRange(a, b) };
  }
  const preset = (RANGE_PRESETS as readonly string[]).includes(params.get("range") ?? "")
    ? (params.get("range") as RangePreset)
    : fallback;
  if (preset === "all") return { range: "all", from: null, to: null, label: RANGE_LABELS.all };
  const days = preset === "today" ? 1 : preset === "7d" ? 7 : 30;
  const start = shiftDay(today, -(days - 1));
  return { range: preset, from: start, to: today, label: formatDayRange(start, today) };
}

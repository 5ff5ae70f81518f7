/**
 * Dates. The API speaks ISO 8601 UTC; people read Western Indonesian Time (WIB, UTC+7, no DST).
 */

export const WIB_TIME_ZONE = "Asia/Jakarta";

const dateTimeFormatter = new Intl.DateTimeFormat("id-ID", {
  timeZone: WIB_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

const dateFormatter = new Intl.DateTimeFormat("id-ID", {
  timeZone: WIB_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** `"2026-11-20T03:05:00Z"` → `"20 November 2026 10.05 WIB"`. */
export function formatDateTimeWib(value: string | Date): string {
  return `${dateTimeFormatter.format(new Date(value)).replace(" pukul", "")} WIB`;
}

/** `"2026-11-20T18:00:00Z"` → `"21 November 2026"` (the WIB calendar day). */
export function formatDateWib(value: string | Date): string {
  return dateFormatter.format(new Date(value));
}

/** The WIB calendar day of an instant as `YYYY-MM-DD` (used for daily rollups and date filters). */
export function wibDay(value: string | Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: WIB_TIME_ZONE }).format(new Date(value));
}

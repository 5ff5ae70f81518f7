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

/**
 * `"2026-11-26T15:40:00Z"` → `"26 November 2026 pukul 22.40 WIB"`: the sentence form, for emails
 * that tell a person when something happened to their account.
 */
export function formatWhenWib(value: string | Date): string {
  return `${formatDateWib(value)} pukul ${formatTimeWib(value)} WIB`;
}

/** `"2026-11-20T18:00:00Z"` → `"21 November 2026"` (the WIB calendar day). */
export function formatDateWib(value: string | Date): string {
  return dateFormatter.format(new Date(value));
}

/** `"2026-11-24"` plus `days` (may be negative), as `YYYY-MM-DD` (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The WIB calendar day of an instant as `YYYY-MM-DD` (used for daily rollups and date filters). */
export function wibDay(value: string | Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: WIB_TIME_ZONE }).format(new Date(value));
}

const shortDateFormatter = new Intl.DateTimeFormat("id-ID", {
  timeZone: WIB_TIME_ZONE,
  day: "numeric",
  month: "short",
});
const timeFormatter = new Intl.DateTimeFormat("id-ID", {
  timeZone: WIB_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** `"2026-11-23T03:05:00Z"` → `"23 Nov"`: the WIB day where space is tight (DASHBOARD-UX §0). */
export function formatShortDateWib(value: string | Date): string {
  return shortDateFormatter.format(new Date(value)).replace(/\.$/, "");
}

/** `"2026-11-23T03:05:00Z"` → `"10.05"`: the WIB time of day. */
export function formatTimeWib(value: string | Date): string {
  return timeFormatter.format(new Date(value)).replace(":", ".");
}

/** WIB is UTC+7 all year (no daylight saving), in ms. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * `"2026-11-23T03:05:09Z"` → `"2026-11-23 10:05"`: WIB, sortable, the form spreadsheets read as a
 * date (CSV exports). Cheap enough for a row at a time over 100,000 rows.
 */
export function formatWibStamp(value: string | Date): string {
  const shifted = new Date(new Date(value).getTime() + WIB_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/**
 * A `<input type="datetime-local">` value read as WIB → ISO 8601 UTC: `"2026-11-25T09:00"` →
 * `"2026-11-25T02:00:00.000Z"`. Returns null for anything that is not `YYYY-MM-DDTHH:mm`.
 */
export function wibLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const time = Date.parse(`${local}:00+07:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The reverse: an instant as the `datetime-local` value of its WIB wall time (`YYYY-MM-DDTHH:mm`). */
export function isoToWibLocal(value: string | Date): string {
  return new Date(new Date(value).getTime() + WIB_OFFSET_MS).toISOString().slice(0, 16);
}

const weekdayDateFormatter = new Intl.DateTimeFormat("id-ID", {
  timeZone: WIB_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** `"2026-12-14T12:00:00Z"` → `"Senin, 14 Desember 2026"` (the WIB day, with its weekday). */
export function formatWeekdayDateWib(value: string | Date): string {
  return weekdayDateFormatter.format(new Date(value));
}

/**
 * When an event takes place, in WIB (DESIGN §3 "Event / Webinar"): `"Sabtu, 12 Desember 2026 ·
 * 19.00–21.00 WIB"` within one day, `"Sabtu, 12 Desember 2026 09.00 – Minggu, 13 Desember 2026
 * 12.00 WIB"` across days.
 */
export function formatEventTimeWib(startsAt: string | Date, endsAt: string | Date): string {
  const startDay = formatWeekdayDateWib(startsAt);
  const endDay = formatWeekdayDateWib(endsAt);
  if (startDay === endDay) return `${startDay} · ${formatTimeWib(startsAt)}–${formatTimeWib(endsAt)} WIB`;
  return `${startDay} ${formatTimeWib(startsAt)} – ${endDay} ${formatTimeWib(endsAt)} WIB`;
}

/**
 * Gateway wall-clock times in Western Indonesian Time (WIB, UTC+7, no daylight saving). Midtrans
 * writes `transaction_time`/`expiry_time` as `"2024-01-01 12:00:00"` in WIB with no offset, and takes
 * `custom_expiry.order_time` as `"2024-01-01 12:00:00 +0700"` (docs.midtrans.com, Core API
 * "custom_expiry object").
 */

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as WIB `yyyy-MM-dd HH:mm:ss` (seconds truncated, no offset). */
export function formatWibDateTime(instant: Date): string {
  const wib = new Date(instant.getTime() + WIB_OFFSET_MS);
  const date = `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())}`;
  return `${date} ${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}:${pad(wib.getUTCSeconds())}`;
}

/** WIB `yyyy-MM-dd HH:mm:ss` (optionally followed by ` +0700`) as an instant; null when malformed. */
export function parseWibDateTime(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?: \+0700)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - WIB_OFFSET_MS;
  const parsed = new Date(utc);
  // Date.UTC rolls over (Feb 30 → Mar 2); a rolled-over date is not what the gateway meant.
  return formatWibDateTime(parsed) === value.trim().slice(0, 19) ? parsed : null;
}

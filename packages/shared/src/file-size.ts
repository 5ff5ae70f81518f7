/** File sizes as Indonesians read them: decimal comma, binary units (`1,5 MB`). */

const oneDecimal = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });
const UNITS = ["KB", "MB", "GB"] as const;

/**
 * Bytes → `"820 B"`, `"12,5 KB"`, `"3,4 MB"`, `"1,2 GB"` (1 KB = 1024 bytes, at most one decimal).
 * Negative or non-finite sizes read `"0 B"`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Move up a unit when the rounded value would read 1024 of this one.
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}

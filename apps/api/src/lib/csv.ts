/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote, CR or LF (quotes doubled inside). Text that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a CR) gets a leading apostrophe first (OWASP "CSV Injection").
 * Files start with a UTF-8 byte-order mark so Excel reads Indonesian text as UTF-8.
 */

/** The UTF-8 byte-order mark, written once at the start of a file. */
export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: numbers as they are, null/undefined empty, text guarded against formulas and quoted when needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

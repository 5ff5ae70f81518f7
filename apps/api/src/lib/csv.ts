/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote, CR or LF (quotes doubled inside). Text a spreadsheet could run as a formula is
 * neutralised as OWASP's "CSV Injection" page advises
 * (https://owasp.org/www-community/attacks/CSV_Injection): a field that starts with = + - @, a tab
 * or a CR, or in which = + - @ follows its start, a separator (`,` `;` tab) or a line break, maybe
 * after spaces or quotes, gets a leading apostrophe and is quoted. The separator case matters
 * because a spreadsheet set to `;` (common in Indonesia) splits `Budi;=HYPERLINK(…)` into a second
 * cell that is a live formula; spaces and quotes because an import may trim them. Numbers are
 * written as numbers, never neutralised (`-5000` stays a number).
 * Files start with a UTF-8 byte-order mark so Excel reads Indonesian text as UTF-8.
 */

/** The UTF-8 byte-order mark, written once at the start of a file. */
export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_IN_A_CELL = /(?:^|[,;\t\r\n])[\s"']*[=+\-@]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Whether a spreadsheet could read `text`, or a cell split from it at a separator, as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_IN_A_CELL.test(text);
}

/**
 * One field: numbers as they are, null/undefined empty, formula-like text as `"'…"` (apostrophe,
 * then quoted), other text quoted only when it holds a comma, a quote or a line break.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (isFormulaLike(value)) return `"'${value.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/**
 * Reading a rupiah amount as an Indonesian seller types it (SPEC §5). One parser for every money
 * field — product prices, withdrawal amounts — in the browser and on the server, so "25.000,00"
 * is never saved as Rp2.500.000.
 *
 * Understood (all → 25000 unless noted):
 * - plain digits `25000`; Indonesian grouping `25.000`, with zero sen `25.000,00` or `25.000,-`;
 *   English grouping `25,000` / `25,000.00`;
 * - a prefix `Rp`, `Rp.`, `IDR` with or without a space (`Rp 25.000`, `Rp25.000`);
 * - the spoken units `rb` / `ribu` / `k` (× 1.000) and `jt` / `juta` (× 1.000.000), with a decimal
 *   comma or point: `25rb`, `25 ribu`, `1,5jt` and `1.5jt` (1500000), `2 juta` (2000000).
 * Refused with `RupiahInputError`: anything else — letters, `1,2,3`, a minus sign, sen that are not
 * zero (`25.000,50`) or longer than two digits (`25.0000`), a unit that leaves a fraction of a rupiah (`1,2345rb`), or more than
 * `Number.MAX_SAFE_INTEGER`. Rupiah have no sen in practice (DESIGN §3: integer rupiah).
 */

/** The message of a refused amount; `label` names the field ("Harga", "Jumlah"). */
export function invalidRupiahMessage(label = "Harga", example = "25.000"): string {
  return `${label} tidak valid. Contoh: ${example}`;
}

/** Thrown by `parseRupiah`; `message` is Indonesian, for the person who typed the value. */
export class RupiahInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RupiahInputError";
  }
}

const UNITS: Record<string, number> = { rb: 1000, ribu: 1000, k: 1000, jt: 1_000_000, juta: 1_000_000 };
const MAX_INPUT_LENGTH = 40;

// Number shapes, tried in order. Grouping needs exactly three digits per group after a first group
// of one to three; the other separator (if any) starts the decimals.
const PLAIN = /^(\d+)$/;
const GROUPED_ID = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
const GROUPED_EN = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const DECIMAL = /^(\d+)[.,](\d+)$/;
/** Without a unit, sen have at most two digits: `25.0000` is a typo, not 25 rupiah. */
const MAX_SEN_DIGITS = 2;

/**
 * `text` as whole rupiah (see the module comment for what is understood). Throws
 * `RupiahInputError` with `invalidRupiahMessage(label, example)` when it cannot be read, or is empty.
 */
export function parseRupiah(text: string, { label = "Harga", example = "25.000" } = {}): number {
  const fail = () => new RupiahInputError(invalidRupiahMessage(label, example));
  if (text.length > MAX_INPUT_LENGTH) throw fail();
  const compact = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/^(?:rp\.?|idr)/, "")
    .replace(/[.,]-$/, "");
  const match = /^(\d[\d.,]*)(rb|ribu|k|jt|juta)?$/.exec(compact);
  if (!match) throw fail();
  const [, number = "", unit] = match;
  const multiplier = unit ? (UNITS[unit] ?? 1) : 1;
  const parts = splitNumber(number);
  if (!parts || (!unit && parts.decimals.length > MAX_SEN_DIGITS)) throw fail();
  const whole = Number(parts.whole) * multiplier;
  // The decimals times the unit must be whole rupiah: 1,5jt → 500000; 25.000,50 → 0.5 (refused).
  const scale = 10 ** parts.decimals.length;
  const fraction = Number(parts.decimals || "0") * multiplier;
  if (fraction % scale !== 0) throw fail();
  const value = whole + fraction / scale;
  if (!Number.isSafeInteger(value)) throw fail();
  return value;
}

/** `parseRupiah` that answers null instead of throwing (live hints while the seller types). */
export function tryParseRupiah(text: string): number | null {
  try {
    return parseRupiah(text);
  } catch {
    return null;
  }
}

const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Whole rupiah as a money field shows it, without the `Rp` the field prints: 25000 → `"25.000"`. */
export function formatRupiahInput(amount: number): string {
  return grouping.format(amount);
}

function splitNumber(number: string): { whole: string; decimals: string } | null {
  const plain = PLAIN.exec(number);
  if (plain) return { whole: plain[1] ?? "", decimals: "" };
  for (const [pattern, separator] of [
    [GROUPED_ID, "."],
    [GROUPED_EN, ","],
  ] as const) {
    const grouped = pattern.exec(number);
    if (grouped) return { whole: (grouped[1] ?? "").split(separator).join(""), decimals: grouped[2] ?? "" };
  }
  const decimal = DECIMAL.exec(number);
  if (decimal) return { whole: decimal[1] ?? "", decimals: decimal[2] ?? "" };
  return null;
}

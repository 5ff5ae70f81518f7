/**
 * Grouping a rupiah amount with dots while it is typed (`250000` → `250.000`) without moving the
 * caret off the digit it was after, and without touching anything that is not a plain amount yet
 * (`25.000,00`, `25rb`, `1.5jt`, `Rp 25.000`): those are formatted when the field is left, by
 * `parseRupiah` and `formatRupiahInput`.
 */
import { formatRupiahInput } from "@lapak/shared/parse-rupiah";

/**
 * The regrouped `text` and where the caret goes (an index into the new text), or null to leave the
 * text alone. Regroups when the text is digits and dots only and either the seller deleted
 * something (`inputType` `delete…`) or every dot already starts a group of three or more digits —
 * so a decimal point being typed (`1.5` on the way to `1.5jt`) is never swallowed.
 */
export function regroupWhileTyping(
  text: string,
  caret: number,
  inputType = "insertText",
): { text: string; caret: number } | null {
  if (!/^[\d.]+$/.test(text)) return null;
  if (!inputType.startsWith("delete") && !/^\d+(?:\.\d{3,})*$/.test(text)) return null;
  const digits = text.replace(/\./g, "").replace(/^0+(?=\d)/, "");
  if (!digits || digits.length > 15) return null;
  const grouped = formatRupiahInput(Number(digits));
  if (grouped === text) return null;
  // The caret stays after the same number of digits (leading zeros dropped above are not counted).
  const dropped = text.replace(/\./g, "").length - digits.length;
  const digitsBefore = Math.max(0, text.slice(0, caret).replace(/\./g, "").length - dropped);
  let index = 0;
  for (let seen = 0; index < grouped.length && seen < digitsBefore; index++) {
    if (grouped[index] !== ".") seen++;
  }
  return { text: grouped, caret: index };
}

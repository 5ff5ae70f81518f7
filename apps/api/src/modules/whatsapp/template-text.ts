/**
 * What typed text may go into a WhatsApp template parameter (ADR 0021 "Limits on what is sent and
 * to whom"). A buyer's name and a product's title are typed by strangers; sent as they are, the
 * platform's number would carry "Rekening Anda diblokir, hubungi 0812…" to whatever number was
 * typed beside them. Meta also refuses parameters with a newline, a tab or more than 4 spaces in a
 * row (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes, code 100 "Invalid
 * parameter").
 */

/** Longest first name sent, in characters (code points). */
export const TEMPLATE_NAME_MAX = 20;
/** Longest product title sent, in characters (code points), the ellipsis included. */
export const TEMPLATE_TITLE_MAX = 60;
/** How a message greets a buyer whose name leaves nothing after {@link templateFirstName}'s rules. */
export const TEMPLATE_NAME_FALLBACK = "Kak";
/** The title sent when nothing readable is left of it. */
const TITLE_FALLBACK = "Produk";
/** 6 digits in a row read as a phone or account number. */
const NUMBER_BAIT_RUN = /\p{Nd}{6}/u;
/** Digits in groups at most 3 non-letters apart ("0812-9999-8888") that read as one. */
const NUMBER_BAIT_GROUPED = 8;
/** Digit groups at most 3 non-letters apart: one match is one number as a person reads it. */
const DIGIT_GROUPS = /\p{Nd}(?:[^\p{L}\p{Nd}]{0,3}\p{Nd})*/gu;

/**
 * The first word of `name`, letters only, at most 20 characters: "Budi Santoso" → "Budi",
 * "  sRi-rahayu" → "sRirahayu"; {@link TEMPLATE_NAME_FALLBACK} ("Kak") when no letter is left
 * ("081234", "—"). Never contains a digit, a space or punctuation.
 */
export function templateFirstName(name: string): string {
  const [first = ""] = name.normalize("NFC").trim().split(/\s+/u);
  const letters = Array.from(first.replace(/[^\p{L}\p{M}]/gu, ""))
    .slice(0, TEMPLATE_NAME_MAX)
    .join("");
  return /\p{L}/u.test(letters) ? letters : TEMPLATE_NAME_FALLBACK;
}

/**
 * `title` on one line (every run of whitespace one space), every number that reads as a phone or
 * account number replaced by "…" (6 digits or more in a row, or 8 or more in groups at most 3
 * non-letters apart: "0812-9999-8888", "Rp10.000.000"), cut to 60 characters with "…" at the end
 * when longer; "Produk" when nothing readable is left. Shorter numbers stay ("Planner 2026 (50
 * halaman)", "Rp1.000.000").
 */
export function templateTitle(title: string): string {
  let text = title.normalize("NFC").replace(/\s+/gu, " ").trim();
  text = text.replace(DIGIT_GROUPS, (group) => (isBait(group) ? "…" : group));
  text = text.replace(/ {2,}/g, " ").trim();
  if (!/[\p{L}\p{Nd}]/u.test(text)) return TITLE_FALLBACK;
  const chars = Array.from(text);
  return chars.length > TEMPLATE_TITLE_MAX
    ? `${chars
        .slice(0, TEMPLATE_TITLE_MAX - 1)
        .join("")
        .trimEnd()}…`
    : text;
}

/** Whether `text` holds a number that reads as a phone or account number (what {@link templateTitle} removes). */
export function hasNumberBait(text: string): boolean {
  return (text.match(DIGIT_GROUPS) ?? []).some(isBait);
}

function isBait(group: string): boolean {
  const digits = group.match(/\p{Nd}/gu)?.length ?? 0;
  return digits >= NUMBER_BAIT_GROUPED || NUMBER_BAIT_RUN.test(group);
}

/**
 * Indonesian phone numbers. Stored and returned as digits starting with the country code, `628…`
 * (DESIGN §3). People type them as `0812…`, `+62 812…`, `62812…` or `812…`.
 */

/** A normalised mobile number: 62, then 8, then 7–12 more digits (ITU-T E.164 allows 15 in all). */
export const PHONE_PATTERN = /^628\d{7,12}$/;

/**
 * Turns what a person typed into `628…` digits, or `null` when it is not an Indonesian mobile number.
 * Spaces, dashes, dots and brackets are ignored.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s\-.()]/g, "");
  if (digits.startsWith("+")) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith("0")) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith("8")) digits = `62${digits}`;
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/** Shows `6281234567890` as `0812-3456-7890` for a person to read. */
export function formatPhone(phone: string): string {
  const local = phone.startsWith("62") ? `0${phone.slice(2)}` : phone;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, "$1-$2-$3");
}

/**
 * Order codes (ADR 0019): `LPK-` + 6 characters of Crockford base32 (`LPK-7F3K2Q`), short enough to
 * quote on WhatsApp. The alphabet leaves out I, L, O and U so a code read aloud or typed from a
 * screenshot cannot be mistyped into another one (https://www.crockford.com/base32.html).
 */
export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_CODE_PREFIX = "LPK-";
export const ORDER_CODE_PATTERN = /^LPK-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * `prefix` + one Crockford base32 character per number of `digits` (each 0–31, e.g.
 * `crypto.randomInt(32)`): the form of order, ticket and certificate codes. Throws RangeError for
 * a number outside 0–31 or when `length` is given and `digits` has another count.
 */
export function crockfordCode(prefix: string, digits: readonly number[], length?: number): string {
  if (length !== undefined && digits.length !== length) throw new RangeError(`need ${length} digits`);
  const chars = digits.map((digit) => {
    const char = CROCKFORD_ALPHABET[digit];
    if (!char || !Number.isInteger(digit)) throw new RangeError(`not a base32 digit: ${digit}`);
    return char;
  });
  return prefix + chars.join("");
}

/**
 * An order code from six random integers (each 0–31, e.g. `crypto.randomInt(32)`): one character
 * per number. Throws for a number outside 0–31.
 */
export function orderCodeFrom(digits: readonly number[]): string {
  return crockfordCode(ORDER_CODE_PREFIX, digits);
}

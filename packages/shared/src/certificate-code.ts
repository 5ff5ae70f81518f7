/**
 * Certificate codes (DESIGN §4 "Certificates"): `SRT-` + 8 characters of Crockford base32
 * (`SRT-7F3K2Q9M`, 2^40 codes), the alphabet of order codes (ADR 0019) so a code read from a
 * printed certificate cannot be mistyped into another one (https://www.crockford.com/base32.html).
 */
import { crockfordCode } from "./order-code";

export const CERTIFICATE_CODE_PREFIX = "SRT-";
export const CERTIFICATE_CODE_LENGTH = 8;
export const CERTIFICATE_CODE_PATTERN = /^SRT-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A certificate code from eight random integers (each 0–31, e.g. `crypto.randomInt(32)`), one
 * character per number. Throws RangeError for a number outside 0–31 or a count other than 8.
 */
export function certificateCodeFrom(digits: readonly number[]): string {
  return crockfordCode(CERTIFICATE_CODE_PREFIX, digits, CERTIFICATE_CODE_LENGTH);
}

/** Whether `value` is a well-formed certificate code (upper case, as issued). */
export function isCertificateCode(value: string): boolean {
  return CERTIFICATE_CODE_PATTERN.test(value);
}

/** Small signing helpers shared by the sandbox gateway, its webhook and the download links. */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Lower-case hex HMAC-SHA256 of `data` (a UTF-8 string or bytes) with `secret`. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/**
 * Compares two hex strings in constant time (for equal lengths; different lengths or anything that
 * is not hex answer false at once, which leaks only the length).
 */
export function hexEquals(actual: string, expected: string): boolean {
  if (!/^[0-9a-f]*$/i.test(actual) || actual.length !== expected.length || actual.length % 2 !== 0) return false;
  return timingSafeEqual(Buffer.from(actual.toLowerCase(), "hex"), Buffer.from(expected.toLowerCase(), "hex"));
}

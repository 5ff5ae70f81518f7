/**
 * Reading a `Cookie` request header, once for the whole app: the web app's session and flash
 * (apps/web/app/lib/cookies.server.ts) and the page cache's decision to bypass a visitor who has
 * them (apps/api/src/web/page-cache.ts) must agree on what a header carries (ADR 0011: a render
 * that read a session cookie is never stored). Were they to disagree, a header such as
 * `access_token =…` could be rendered signed in and stored for everyone.
 */

/** The session cookie: the API's opaque token, HttpOnly (DESIGN §3, ADR 0002). */
export const ACCESS_TOKEN_COOKIE = "access_token";
/**
 * The buyer library's session cookie (DESIGN §4 "Buyer library"): a library token, HttpOnly, apart
 * from the seller's `access_token` so a buyer's library and a seller's dashboard never share a
 * session.
 */
export const LIBRARY_TOKEN_COOKIE = "library_token";
/** A one-time message carried across a redirect (apps/web/app/lib/flash.server.ts). */
export const FLASH_COOKIE = "flash";
/** Cookies that change what a page renders for this visitor: the page cache never serves nor stores for them. */
export const PERSONAL_COOKIES = [ACCESS_TOKEN_COOKIE, LIBRARY_TOKEN_COOKIE, FLASH_COOKIE] as const;

/**
 * The value of cookie `name` in a `Cookie` header (RFC 6265 §5.4 pairs separated by `;`): the
 * first pair whose name, trimmed of spaces, is `name`, its value trimmed and URI-decoded. `null`
 * when there is no such pair or its value cannot be decoded; `""` for an empty value.
 */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Where to go after signing in (`/login?redirectTo=…`): a private page sends a person who is not
 * signed in to /login with the path they asked for, and every sign-in (password, code, Google)
 * lands them there. The value comes from the URL, so anyone can write it: only a path on this site
 * is accepted, never another origin (an open redirect would let a phishing link wear our domain).
 */

/** The query parameter that carries the path. */
export const REDIRECT_TO_PARAM = "redirectTo";

/** Longest path kept; anything longer is dropped (a URL that long is not one we link to). */
const MAX_LENGTH = 2000;

// Pages where landing after a sign-in makes no sense: the sign-in pages themselves (the guest guard
// would bounce to /dashboard anyway) and /logout, which would undo the sign-in at once.
const NOT_AFTER_SIGN_IN = new Set(["/login", "/register", "/verify-otp", "/forgot-password", "/logout"]);

// Resolved against a base that can never be ours, so any input that escapes the path (an origin,
// a scheme, `//host`) shows up as a different origin.
const BASE = "http://redirect-to.invalid";

/**
 * `value` as a same-site path with its query and fragment (`/dashboard/sales?page=2`), or null
 * when it is missing or not safe: not starting with one `/`, `//evil.com` (protocol-relative),
 * `/\evil.com` or any backslash (browsers read it as `/`), absolute URLs (`https://…`,
 * `javascript:`), control characters or whitespace, more than 2000 characters (also once
 * escaped), a sign-in page, or dot segments that resolve to `//…` (`/.//evil.com`). Idempotent:
 * an answer is its own answer, and never starts with `//` or `/\`.
 */
export function safeRedirectTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (value[0] !== "/" || value[1] === "/" || value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_AFTER_SIGN_IN.has(url.pathname)) return null;
  // `/.//evil.com` resolves to the path `//evil.com`, which a browser reads as another host.
  if (url.pathname.startsWith("//")) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length > MAX_LENGTH ? null : path;
}

/**
 * The path and query `request` asked for, as a `redirectTo` value: React Router's data requests
 * (`/dashboard.data?_routes=…`) are turned back into the page's own URL.
 */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) || "/" : url.pathname;
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return `${pathname}${url.search}`;
}

/** `path` with `?redirectTo=` (or `&redirectTo=`) added when `redirectTo` is a safe path; else `path`. */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  const safe = safeRedirectTo(redirectTo);
  if (!safe) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${REDIRECT_TO_PARAM}=${encodeURIComponent(safe)}`;
}

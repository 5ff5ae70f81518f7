/**
 * A page's URL is always APP_URL's origin + the request's path (DESIGN §5, "Request targets"). A
 * target whose path reads as a network-path reference (`//evil.example/login`) would otherwise
 * name another host to `new URL(target, origin)`, and through it to the webview escape, a canonical
 * link or a redirect built from the page's URL.
 */

// Resolved against a base that is never ours: only the path of the result is read.
const BASE = "http://request-target.invalid";

/** What the web routes answer instead of rendering a request target that is not a plain path. */
export type TargetRefusal = { status: 301; location: string } | { status: 404 };

/**
 * Checks `url`, a request target as received (path and query, not normalised). Returns null when
 * its path starts with one `/` as React Router will read it; else a 301 to the single-slash form
 * of the path (query kept) for a GET or HEAD, or a 404 for other methods (a 301 would turn a POST
 * into a GET) and for a target that is not a path at all (`http://host/…`, `*`). Read as React
 * Router and the WHATWG URL parser read it: `%2F` and `%5C` decoded, `\` as `/`, `.`/`%2e` and
 * `..` segments resolved — so `/\x`, `/%2F%2Fx`, `/%2f/x`, `/.//x`, `///x` are all `//x`.
 */
export function refuseOffOriginTarget(method: string, url: string): TargetRefusal | null {
  if (!url.startsWith("/")) return { status: 404 };
  const queryAt = url.indexOf("?");
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const slashes = rawPath.replace(/%2f/gi, "/").replace(/%5c/gi, "\\");
  let resolved: URL;
  try {
    resolved = new URL(`${BASE}${slashes}${queryAt < 0 ? "" : url.slice(queryAt)}`);
  } catch {
    return { status: 404 };
  }
  if (!resolved.pathname.startsWith("//")) return null;
  if (method !== "GET" && method !== "HEAD") return { status: 404 };
  return { status: 301, location: `${resolved.pathname.replace(/^\/+/, "/")}${resolved.search}` };
}

/**
 * The page URL React Router is given for `url` (a request target that starts with `/`): `origin`
 * followed by the target as it came, so its origin is always `origin`. Throws when the target does
 * not start with `/` (`refuseOffOriginTarget` answers those first).
 */
export function pageUrl(origin: string, url: string): URL {
  if (!url.startsWith("/")) throw new Error("A request target must start with /");
  return new URL(`${origin}${url}`);
}

/**
 * One spelling per cached page (ADR 0011, DESIGN §6). React Router matches paths without regard to
 * case, a trailing slash or percent-escapes, so `/Demo`, `/DEMO`, `/demo/` and `/%64emo` all render
 * the store `/demo`; keyed by path, each would fill its own cache entry, and anyone could evict the
 * cache at will. So a store or product path in another spelling answers 301 to its canonical one
 * (also what search engines want), and the cache holds only keys already canonical.
 */
import { SLUG_PATTERN } from "@lapak/shared/slug";
import { usernameProblem } from "@lapak/shared/username";

/**
 * A path the page cache may key a page by: `/`, or non-empty segments of lowercase letters, digits,
 * `-`, `_` and `.` (no `.`/`..` segment), without a trailing slash. Every cached page's canonical
 * path has this form (usernames, slugs, `/help`, `/blog/halaman/2`).
 */
const CANONICAL_PATH = /^\/$|^(?:\/(?!\.\.?(?:\/|$))[a-z0-9._-]+)+$/;

/** Whether the page cache may look up or store a page under `path` (a URL's path, no query). */
export function isCanonicalPath(path: string): boolean {
  return CANONICAL_PATH.test(path);
}

/** RFC 3986 §2.3: characters whose percent-escape means the same as the character itself. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** `segment` with the escapes of unreserved characters decoded (RFC 3986 §6.2.2.2); others kept. */
function decodeUnreserved(segment: string): string {
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (percentEscape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : percentEscape;
  });
}

/**
 * The canonical spelling of a storefront or product path (`/{username}`, `/{username}/{slug}`,
 * DESIGN §4): escapes of unreserved characters decoded, lowercase (usernames and slugs are), no
 * trailing slash. Returns it when `path` (no query) is another spelling of one; `undefined` when
 * `path` is canonical already or is not a store or product path — `/`, a reserved first segment
 * (`/Dashboard`, `/V1/…`, `/assets/…`), a name or slug no store can have, an empty segment or more
 * than two segments — which are left to their routes as they are.
 */
export function canonicalStorePath(path: string): string | undefined {
  if (!path.startsWith("/")) return undefined;
  const segments = path
    .replace(/\/+$/, "")
    .slice(1)
    .split("/")
    .map((segment) => decodeUnreserved(segment).toLowerCase());
  const [username = "", slug] = segments;
  if (segments.length > 2 || usernameProblem(username) !== null) return undefined;
  if (slug !== undefined && !SLUG_PATTERN.test(slug)) return undefined;
  const canonical = `/${segments.join("/")}`;
  return canonical === path ? undefined : canonical;
}

/**
 * Where a GET or HEAD for `url` (path and query, as received) must be sent permanently: its
 * canonical store or product path with the query kept as it came, or `undefined` to answer it here.
 * Other methods are never redirected (a 301 would turn a form's POST into a GET).
 */
export function canonicalRedirect(method: string, url: string): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const canonical = canonicalStorePath(path);
  return canonical && (queryAt < 0 ? canonical : canonical + url.slice(queryAt));
}

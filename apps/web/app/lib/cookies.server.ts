/**
 * Minimal cookie reading and writing for loaders and actions. The `access_token` cookie must hold
 * the raw token (the API reads it too — DESIGN §3), so React Router's encoded cookies do not fit.
 */

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict";
  path?: string;
}

/** Reads one cookie of a request, or `null`. Values are URI-decoded. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
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

/** Builds a `Set-Cookie` header value. Defaults: HttpOnly, SameSite=Lax, Path=/. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAge}`, `Path=${options.path ?? "/"}`];
  if (options.maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.httpOnly ?? true) parts.push("HttpOnly");
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Whether cookies must be `Secure`: the app is served over HTTPS. */
export function isSecureApp(appUrl: string): boolean {
  return appUrl.startsWith("https://");
}

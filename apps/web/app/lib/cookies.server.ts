/**
 * Minimal cookie reading and writing for loaders and actions. The `access_token` cookie must hold
 * the raw token (the API reads it too — DESIGN §3), so React Router's encoded cookies do not fit.
 */
import { cookieFromHeader } from "@lapak/shared/cookies";

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict";
  path?: string;
}

/**
 * Reads one cookie of a request, or `null`. Values are URI-decoded. The page cache bypasses a
 * request by the same parser (`@lapak/shared/cookies`), so what a loader reads here is never stored.
 */
export function readCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get("cookie"), name);
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

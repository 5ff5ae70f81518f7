/**
 * The buyer library's session on the web (DESIGN §4 "Buyer library"): the API's library token in
 * the HttpOnly `library_token` cookie, apart from the seller's `access_token`, for as long as the
 * session lives (30 days). Loaders pass it to the API as the bearer token.
 */
import { LIBRARY_TOKEN_COOKIE } from "@lapak/shared/cookies";
import { type AppLoadContext, redirect } from "react-router";
import { isSecureApp, readCookie, serializeCookie } from "~/lib/cookies.server";
import { paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";

/** The library token in the request's cookie, or null. */
export function libraryTokenOf(request: Request): string | null {
  return readCookie(request, LIBRARY_TOKEN_COOKIE) || null;
}

/** `Set-Cookie` value keeping `token` until `expiresAt` (ISO 8601). */
export function commitLibraryToken(context: AppLoadContext, token: string, expiresAt: string): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  return serializeCookie(LIBRARY_TOKEN_COOKIE, token, { maxAge, secure: isSecureApp(context.publicConfig.appUrl) });
}

/** `Set-Cookie` value deleting the library cookie. */
export function clearLibraryToken(context: AppLoadContext): string {
  return serializeCookie(LIBRARY_TOKEN_COOKIE, "", { maxAge: 0, secure: isSecureApp(context.publicConfig.appUrl) });
}

/**
 * A redirect to the library's sign-in that drops the cookie: `to` is the sign-in URL (default
 * the email form; "?out=1" after signing out, `paths.library.signIn(undefined, next)` to come back).
 */
export function signInAgain(context: AppLoadContext, to = paths.library.signIn()): Response {
  const headers = privatePageHeaders();
  headers.append("Set-Cookie", clearLibraryToken(context));
  return redirect(to, { headers });
}

/**
 * The session on the server (SPEC §4, DESIGN §3): the HttpOnly `access_token` cookie holds the
 * API's opaque token; browser code never sees it. Loaders read it, login/OTP actions set it,
 * logout and an expired session clear it.
 */
import { ACCESS_TOKEN_COOKIE } from "@lapak/shared/cookies";
import type { User, userSchema } from "@lapak/shared/schemas/user";
import type { AppLoadContext } from "react-router";
import type { Envelope } from "~/lib/api.server";
import { ACCESS_TOKEN_MAX_AGE_S } from "~/lib/constants";
import { isSecureApp, readCookie, serializeCookie } from "~/lib/cookies.server";

/** Who is asking: a user, nobody, or someone whose token the API no longer accepts. */
export type SessionState = { status: "user"; token: string; user: User } | { status: "guest" } | { status: "expired" };

/** The token in the request's cookie, or null. */
export function getToken(request: Request): string | null {
  return readCookie(request, ACCESS_TOKEN_COOKIE) || null;
}

/** `Set-Cookie` value that stores `token` for 30 days (Secure when the app runs on HTTPS). */
export function commitToken(context: AppLoadContext, token: string): string {
  return serializeCookie(ACCESS_TOKEN_COOKIE, token, {
    maxAge: ACCESS_TOKEN_MAX_AGE_S,
    secure: isSecureApp(context.publicConfig.appUrl),
  });
}

/** `Set-Cookie` value that deletes the token cookie. */
export function clearToken(context: AppLoadContext): string {
  return serializeCookie(ACCESS_TOKEN_COOKIE, "", { maxAge: 0, secure: isSecureApp(context.publicConfig.appUrl) });
}

// One request has one load context object, shared by all its loaders, which React Router runs in
// parallel: keying on it makes the root loader and the guards share a single `GET /auth/me`.
const sessions = new WeakMap<AppLoadContext, Promise<SessionState>>();

/**
 * Session start (SPEC §4): no cookie → guest; a cookie → `GET /v1/auth/me`; 401 → expired.
 * Throws for any other failure of the API (the error page shows "Internal Server Error").
 */
export function getSession(request: Request, context: AppLoadContext): Promise<SessionState> {
  let session = sessions.get(context);
  if (!session) {
    session = fetchSession(request, context);
    sessions.set(context, session);
  }
  return session;
}

// Requests (by their load context) whose render read a session cookie: `entry.server.tsx` marks
// their answer `Cache-Control: private`, and the page cache never stores such an answer (ADR 0011).
// The cache already bypasses these requests; this holds even if the two ever read cookies apart.
const personal = new WeakSet<AppLoadContext>();

/** Whether a loader of this request read a session cookie, so its page belongs to this visitor only. */
export function readSessionCookie(context: AppLoadContext): boolean {
  return personal.has(context);
}

async function fetchSession(request: Request, context: AppLoadContext): Promise<SessionState> {
  const token = getToken(request);
  if (!token) return { status: "guest" };
  personal.add(context);
  const response = await context.api<Envelope<typeof userSchema>>("/auth/me", { token });
  if (response.status === 401) return { status: "expired" };
  if (response.status !== 200) throw new Error(`GET /auth/me answered ${response.status}`);
  return { status: "user", token, user: response.body.data };
}

/**
 * Who is reading a library (DESIGN §4 "Buyer library"): the library token as `Authorization:
 * Bearer` (API clients, the web server) or in the HttpOnly `library_token` cookie (a browser). A
 * write authenticated by the cookie alone must come from an allowed Origin (CSRF, as
 * `plugins/auth.ts` does for the seller's cookie). Answers are the caller's own: `private, no-store`.
 */
import type { Db } from "@lapak/db";
import { LIBRARY_TOKEN_COOKIE } from "@lapak/shared/cookies";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../env";
import { AppError } from "../../lib/app-error";
import { assertAllowedOrigin, PRIVATE_CACHE_CONTROL } from "../../plugins/auth";
import { findLibrarySession, type LibraryCaller } from "./library-sessions";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const callers = new WeakMap<FastifyRequest, LibraryCaller>();

/** `security` of a library route in the OpenAPI document: the bearer token or the library cookie. */
export const LIBRARY_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { [LIBRARY_TOKEN_COOKIE]: [] }];

/**
 * A route guard (run as `preValidation`, after the body is parsed, so malformed JSON is still the
 * 400 every route answers): finds the live library session or throws 401 `unauthorized` ("Sesi Pustaka
 * Saya berakhir…"); 403 `forbidden` for a cookie-only write from an unknown origin.
 */
export function requireLibrary({ db, config }: { db: Db; config: Config }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    const header = request.headers.authorization;
    const bearer = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    const token = bearer || request.cookies?.[LIBRARY_TOKEN_COOKIE];
    if (!token) throw signedOut();
    if (!bearer && !SAFE_METHODS.has(request.method)) assertAllowedOrigin(request, config);
    const caller = await findLibrarySession(db, token);
    if (!caller) throw signedOut();
    callers.set(request, caller);
  };
}

/** The library session of a request whose route ran `requireLibrary` (never missing there). */
export function libraryCallerOf(request: FastifyRequest): LibraryCaller {
  const caller = callers.get(request);
  if (!caller) throw new Error("libraryCallerOf: the route did not run requireLibrary first");
  return caller;
}

function signedOut(): AppError {
  return new AppError("unauthorized", "Sesi Pustaka Saya berakhir. Masuk lagi dengan kode dari email Anda.");
}

/**
 * Who is calling: a bearer token, or the `access_token` cookie the web app sets (DESIGN §3).
 * A state-changing request authenticated by the cookie alone must come from an allowed Origin
 * (CSRF). Adds `request.session` and the `requireUser` / `requireAdmin` guards.
 *
 * Every answer to a request that carries a token (valid or not) or whose route needs a session is
 * someone's own: it goes out with `Cache-Control: private, no-store` (DESIGN §6), unless the route
 * chose its own caching (an image's immutable bytes, an asset of the web build).
 */
import type { tables } from "@lapak/db";
import { ACCESS_TOKEN_COOKIE } from "@lapak/shared/cookies";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";
import { AppError } from "../lib/app-error";
import { findSession, type SignInMethod } from "../lib/tokens";

export { ACCESS_TOKEN_COOKIE };

export type SessionUser = typeof tables.users.$inferSelect;

/** A signed-in request: the user, the token's id, and how and when that token was signed in. */
export interface Session {
  tokenId: string;
  user: SessionUser;
  /** Null for sessions older than `auth_tokens.signed_in_with`. */
  signedInWith: SignInMethod | null;
  signedInAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The caching of an answer about a session: no cache, shared or the browser's, keeps it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export const auth = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorateRequest("session", null);
    // Set by the token check and the guards below; read once the answer is ready.
    const privateAnswers = new WeakSet<FastifyRequest>();

    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
      const token = bearer ?? request.cookies?.[ACCESS_TOKEN_COOKIE];
      if (!token) return;
      privateAnswers.add(request);
      if (bearer === undefined && !SAFE_METHODS.has(request.method)) assertAllowedOrigin(request, config);
      const found = await findSession(app.db, token);
      request.session = found;
    });

    // onSend, not onRequest: a header a route or @fastify/static sets later is already there to keep.
    app.addHook("onSend", async (request, reply) => {
      if (privateAnswers.has(request) && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      }
    });

    app.decorate("requireUser", async (request: FastifyRequest) => {
      privateAnswers.add(request);
      if (!request.session) throw new AppError("unauthorized", "Sesi berakhir, harap masuk kembali");
    });

    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      privateAnswers.add(request);
      if (!request.session) throw new AppError("unauthorized", "Sesi berakhir, harap masuk kembali");
      if (effectiveRole(request.session.user, config) !== "admin") {
        throw new AppError("forbidden", "Halaman ini khusus admin");
      }
    });
  },
  // Reads the session from the signed cookie and the database the app decorates before its plugins.
  { name: "lapak-auth", fastify: "5.x", dependencies: ["@fastify/cookie"], decorators: { fastify: ["db"] } },
);

/** Role as the API reports it: `ADMIN_EMAILS` promotes an account to admin (ADR 0004). */
export function effectiveRole(user: Pick<SessionUser, "email" | "role">, config: Config): "seller" | "admin" {
  return config.adminEmails.includes(user.email) ? "admin" : user.role;
}

/** Throws 403 `forbidden` unless the request comes from an allowed Origin (or Referer): the CSRF check of a cookie-authenticated write. */
export function assertAllowedOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || !config.allowedOrigins.includes(origin)) {
    throw new AppError("forbidden", "Permintaan ditolak: asal permintaan tidak dikenal");
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

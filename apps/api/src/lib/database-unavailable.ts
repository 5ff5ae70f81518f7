/**
 * Tells "the database is away" (a restart, a failover, a network cut) from every other failure, so
 * the error handler answers 503 — try again shortly — instead of 500. The pool reconnects by itself
 * once PostgreSQL is back (packages/db/src/client.ts).
 */
import { AppError } from "./app-error";

/** Seconds a client is asked to wait (`Retry-After`) while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Socket failures reaching PostgreSQL (Node's `error.code`, https://nodejs.org/api/errors.html#common-system-errors). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean the server, not the query, failed
 * (https://www.postgresql.org/docs/15/errcodes-appendix.html): 57P01 admin_shutdown (a stop or
 * `pg_terminate_backend`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, recovering), 53300 too_many_connections; class 08 (connection exception) is checked apart.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * What node-postgres (pg 8, pg-pool 3) says when the connection is gone or never came, without a
 * code: the socket ended, a client already broken is used again, a connect or the wait for a free
 * connection timed out (`connectionTimeoutMillis`).
 */
const MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated due to connection timeout$/,
];

/**
 * The error inside `error` — itself, or one it wraps (`cause`, drizzle's `DrizzleQueryError`, Node's
 * `AggregateError` for a host with several addresses) — that says the database cannot be reached
 * right now; `undefined` when there is none. Constraint violations, syntax errors and everything
 * else are not such failures: those stay 4xx/500. Log what this returns through
 * `connectionErrorForLog`, never the wrapper: a `DrizzleQueryError`'s message carries the query's
 * parameters (emails, hashes).
 */
export function databaseConnectionFailure(error: unknown): Error | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return current;
    }
    if (MESSAGES.some((pattern) => pattern.test(current.message))) return current;
    queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return undefined;
}

/**
 * What to log of a connection failure: its type, SQLSTATE or socket code, and message. Not the
 * error object itself: node-postgres hangs the client on it (`error.client`, with the connection
 * parameters and password), and a drizzle wrapper carries the query's parameters.
 */
export function connectionErrorForLog(error: Error): { type: string; code?: string; message: string } {
  const { code } = error as { code?: unknown };
  // pg's DatabaseError names itself "error"; its class says what it is.
  const type = error.constructor?.name || error.name;
  return { type, ...(typeof code === "string" ? { code } : {}), message: error.message };
}

/** The 503 a request gets while the database is away, with `Retry-After`. */
export function databaseUnavailable(): AppError {
  return new AppError("service_unavailable", "Layanan sedang tidak tersedia sementara. Coba lagi beberapa saat lagi.", {
    retryAfter: DATABASE_RETRY_AFTER_S,
  });
}

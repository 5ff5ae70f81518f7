/**
 * Tells "the database is away" (a restart, a failover, a network cut) from every other failure, so
 * the error handler answers 503 — try again shortly — instead of 500. The pool reconnects by itself
 * once PostgreSQL is back (packages/db/src/client.ts). Also what of a database error may be logged:
 * never a query's parameters.
 */
import { DrizzleQueryError } from "drizzle-orm";
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
 * `databaseErrorForLog`, never the wrapper: a `DrizzleQueryError`'s message carries the query's
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
 * The driver's error behind a failed query: the `cause` of drizzle's `DrizzleQueryError` (whose own
 * message lists the query's parameters), or a node-postgres / PGlite `DatabaseError` met as it is
 * (whose `detail` can repeat a value: `Key (email)=(budi@contoh.id) already exists`); `undefined`
 * when `error` is neither and wraps neither. Log it through `databaseErrorForLog`.
 */
export function databaseQueryError(error: unknown): Error | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    if (current instanceof DrizzleQueryError) {
      return current.cause instanceof Error ? current.cause : new Error("Failed query");
    }
    const { severity, code } = current as { severity?: unknown; code?: unknown };
    if (typeof severity === "string" && typeof code === "string") return current;
  }
  return undefined;
}

/**
 * What to log of a database error (a connection failure, a failed query): its type, SQLSTATE or
 * socket code, and message. Not the error object itself: node-postgres hangs the client on it
 * (`error.client`, with the connection parameters and password), the driver's `detail` can repeat a
 * value, and a drizzle wrapper carries the query's parameters. A message that quotes the value it
 * refused (`invalid input syntax for type integer: "budi@contoh.id"`) is logged without it.
 */
export function databaseErrorForLog(error: Error): { type: string; code?: string; message: string } {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  // An ErrorResponse of the server (it has a severity) is a DatabaseError, whatever the driver calls
  // it: pg's names itself "error", PGlite's bundle minifies the class name. Otherwise the class says.
  const type = typeof severity === "string" ? "DatabaseError" : error.constructor?.name || error.name;
  const message = error.message.replace(/: ".*"$/s, ': "…"');
  return { type, ...(typeof code === "string" ? { code } : {}), message };
}

/** The 503 a request gets while the database is away, with `Retry-After`. */
export function databaseUnavailable(): AppError {
  return new AppError("service_unavailable", "Layanan sedang tidak tersedia sementara. Coba lagi beberapa saat lagi.", {
    retryAfter: DATABASE_RETRY_AFTER_S,
  });
}

/**
 * The app's pino options (DESIGN §6: no secrets in logs). Request bodies are never logged; a logged
 * URL keeps its path and query keys but not the values of sensitive keys (a password sent by query,
 * a download signature, a search for a buyer's email); a database error is logged as type, SQLSTATE
 * and message, never with the failed query's parameters; headers and fields that carry credentials
 * are redacted wherever a log line would hold them.
 */
import type { FastifyRequest } from "fastify";
import { type DestinationStream, type LoggerOptions, stdSerializers } from "pino";
import { databaseConnectionFailure, databaseErrorForLog, databaseQueryError } from "./database-unavailable";

/** Query keys whose value is a secret or personal data when the key contains one of these. */
const SENSITIVE_KEY_PARTS = [
  "pass",
  "pwd",
  "token",
  "secret",
  "code",
  "otp",
  "email",
  "phone",
  "signature",
  "key",
  "nik",
  "auth",
  "session",
];
/** …or is one of these (a search is typed by a seller looking for a buyer's email or phone). */
const SENSITIVE_KEYS = new Set(["q", "search", "sig"]);

const REDACTED = "[REDACTED]";

/** Paths pino blanks in any log line (https://getpino.io/#/docs/redaction). */
const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-signature"]',
  'req.headers["x-callback-token"]',
  'res.headers["set-cookie"]',
  "req.body",
  "body",
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "token",
  "*.token",
];

/**
 * Pino options for `Fastify({ logger })`: `level` (pino's names) and `stream` (stdout when
 * undefined; tests pass one that collects lines), with the redaction and serializers above.
 */
export function loggerOptions({ level, stream }: { level: string; stream?: DestinationStream }): LoggerOptions & {
  stream?: DestinationStream;
} {
  return {
    level,
    stream,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
}

/** Fastify's request serializer, with the URL's sensitive query values redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A database error as `databaseErrorForLog` gives it; anything else as pino would. */
function serializeError(error: Error) {
  const failure = databaseQueryError(error) ?? databaseConnectionFailure(error);
  return failure ? databaseErrorForLog(failure) : stdSerializers.err(error);
}

/**
 * `url` with the value of every sensitive query key replaced:
 * `/v1/auth/login?password=rahasia&page=2` → `/v1/auth/login?password=[REDACTED]&page=2`.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1 || !isSensitiveKey(pair.slice(0, equals))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    });
  return `${url.slice(0, start)}?${pairs.join("&")}`;
}

function isSensitiveKey(raw: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return true; // cannot tell what it says: keep its value out
  }
  return SENSITIVE_KEYS.has(key) || SENSITIVE_KEY_PARTS.some((part) => key.includes(part));
}

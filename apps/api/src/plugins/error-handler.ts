/**
 * Every error leaves the API as `{ message, errors?, code? }` with the status of DESIGN §3:
 * 400 malformed, 404 also for a path segment its schema refuses, 413 too large, 415 bad media type,
 * 422 validation, 429 rate limited, 500 with no internals, 503 with `Retry-After` while the database
 * or the file storage is away. Never a stack trace, never an HTML error page.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { StorageUnavailableError } from "../integrations/storage/storage";
import { AppError } from "../lib/app-error";
import { databaseConnectionFailure, databaseErrorForLog, databaseUnavailable } from "../lib/database-unavailable";

const MESSAGES: Record<number, string> = {
  400: "Permintaan tidak valid",
  401: "Silakan masuk terlebih dahulu",
  403: "Anda tidak memiliki akses",
  404: "Data tidak ditemukan",
  405: "Metode tidak diizinkan",
  409: "Terjadi konflik data, silakan coba lagi",
  413: "Ukuran data terlalu besar",
  415: "Jenis konten tidak didukung",
  422: "Data yang dikirim tidak valid",
  429: "Terlalu banyak permintaan, coba lagi nanti",
  500: "Terjadi kesalahan pada server, silakan coba lagi",
};

export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      let error: FastifyError | AppError = thrown;
      // Checked first: its cause carries a network error code the database check would claim.
      const storageOutage = thrown instanceof StorageUnavailableError;
      const connectionFailure =
        error instanceof AppError || storageOutage ? undefined : databaseConnectionFailure(error);
      if (storageOutage) {
        // S3 down or unreachable: the same 503 "try again shortly" as while the database is away.
        request.log.warn({ err: (thrown as StorageUnavailableError).cause }, "storage unavailable");
        error = databaseUnavailable();
      } else if (connectionFailure) {
        // A restart or failover, not a bug: the pool reconnects by itself once PostgreSQL is back.
        request.log.warn({ err: databaseErrorForLog(connectionFailure) }, "database unavailable");
        error = databaseUnavailable();
      }
      if (error instanceof AppError) {
        if (error.options.retryAfter) reply.header("retry-after", String(error.options.retryAfter));
        return reply.status(error.status).send({
          message: error.message,
          errors: error.options.errors,
          code: error.code,
          registrationId: error.options.registrationId,
          renewUrl: error.options.renewUrl,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
        // A path segment its schema refuses (too long, a control character) names nothing that exists.
        return reply.status(404).send({ message: MESSAGES[404], code: "not_found" });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
          const messages = errors[path] ?? [];
          errors[path] = messages;
          messages.push(issue.message ?? "Tidak valid");
        }
        return reply.status(422).send({ message: MESSAGES[422], errors, code: "validation" });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        // A database error is logged as type, SQLSTATE and message only, without the query's
        // parameters: the logger's `err` serializer (lib/logger-options.ts) sees to it.
        request.log.error({ err: error }, "unhandled error");
        return reply.status(500).send({ message: MESSAGES[500], code: "internal" });
      }
      if (status === 429) {
        // @fastify/rate-limit already set Retry-After.
        return reply.status(429).send({ message: error.message || MESSAGES[429], code: "rate_limited" });
      }
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "Format JSON tidak valid"
          : (MESSAGES[status] ?? MESSAGES[400]);
      return reply.status(status).send({ message, code: codeFor(status) });
    });
  },
  { name: "lapak-error-handler", fastify: "5.x" },
);

function codeFor(status: number): string {
  switch (status) {
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    default:
      return "bad_request";
  }
}

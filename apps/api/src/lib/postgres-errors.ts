/**
 * PostgreSQL error codes the use cases turn into answers. Drizzle wraps the driver's error, so the
 * SQLSTATE is on the error itself (PGlite, node-postgres) or on its `cause` (drizzle-orm ≥ 0.44).
 * Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */

/** The SQLSTATE of a database error, on the error or its `cause`; undefined for anything else. */
export function sqlStateOf(error: unknown): string | undefined {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = failure?.code ?? failure?.cause?.code;
  return typeof code === "string" ? code : undefined;
}

/** `unique_violation` (23505): e.g. a taken username, a product's live slug, a replayed idempotency key. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}

/** `foreign_key_violation` (23503): a row still points at the one being deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23503";
}

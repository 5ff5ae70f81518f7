const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID. Ids in URLs are checked with this before they reach SQL, so a malformed
 * id answers 404 like any unknown id (PostgreSQL would reject the cast with an error).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

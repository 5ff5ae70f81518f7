/**
 * The order code a buyer and a seller quote for one transaction (on stamped PDFs, and wherever a
 * short reference reads better than a UUID).
 */

/**
 * `transaction.code` when the row has one (the `LPK-XXXXXX` codes of issue 23's order-code work),
 * else the short form of its id: the last 8 hex digits, upper-cased (`9F3C21AB`; UUIDv7 keeps its
 * random bits at the end). The single place to switch when every transaction carries a `code`.
 */
export function orderCodeOf(transaction: { id: string; code?: string | null }): string {
  if (transaction.code) return transaction.code;
  return transaction.id.replaceAll("-", "").slice(-8).toUpperCase();
}

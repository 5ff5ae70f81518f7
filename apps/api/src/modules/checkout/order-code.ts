import { randomInt } from "node:crypto";
import { orderCodeFrom } from "@lapak/shared/order-code";
import { ticketCodeFrom } from "@lapak/shared/schemas/event";

/**
 * A fresh random order code (`LPK-` + 6 Crockford base32 characters: 2^30 codes). Uniqueness is the
 * database's (`transactions.code` is unique); `createTransaction` draws another one on a collision.
 */
export function newOrderCode(): string {
  return orderCodeFrom(Array.from({ length: 6 }, () => randomInt(32)));
}

/**
 * A fresh random ticket code (`TKT-` + 6 Crockford base32, ADR 0046); `event_tickets.code` is
 * unique, and a collision is drawn again with the order code (`createTransaction`).
 */
export function newTicketCode(): string {
  return ticketCodeFrom(Array.from({ length: 6 }, () => randomInt(32)));
}

/**
 * The order code a buyer and a seller quote (on stamped PDFs among others): `transaction.code`
 * (`LPK-XXXXXX`, ADR 0019; migration 0018 gave every row one). A view without the column falls
 * back to the last 8 hex digits of the id, upper-cased (`9F3C21AB`).
 */
export function orderCodeOf(transaction: { id: string; code?: string | null }): string {
  if (transaction.code) return transaction.code;
  return transaction.id.replaceAll("-", "").slice(-8).toUpperCase();
}

import { randomInt } from "node:crypto";
import { orderCodeFrom } from "@lapak/shared/order-code";

/**
 * A fresh random order code (`LPK-` + 6 Crockford base32 characters: 2^30 codes). Uniqueness is the
 * database's (`transactions.code` is unique); `createTransaction` draws another one on a collision.
 */
export function newOrderCode(): string {
  return orderCodeFrom(Array.from({ length: 6 }, () => randomInt(32)));
}

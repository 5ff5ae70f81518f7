import { tables } from "@lapak/db";
import type { SellerTransaction, Transaction } from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { saleReleaseTimes } from "./ledger";
import {
  deliveryOf,
  effectiveStatus,
  type LoadedTransaction,
  loadTransactions,
  toSellerTransactionView,
  toTransactionView,
} from "./transaction-view";

export const transactionNotFound = () => notFound("Transaksi tidak ditemukan");

/** One transaction with its seller, or 404 for an unknown or malformed id. */
export async function loadTransaction({ db }: Pick<Deps, "db">, id: string): Promise<LoadedTransaction> {
  if (!isUuid(id)) throw transactionNotFound();
  const [loaded] = await loadTransactions(db, eq(tables.transactions.id, id));
  if (!loaded) throw transactionNotFound();
  return loaded;
}

/**
 * `GET /v1/transactions/{id}`: anyone with the id sees it, buyer email and phone masked and without
 * the seller's fee and net; the seller who owns it (`viewerId`) gets the seller's view (buyer whole,
 * fee, `feeDetail`, `sellerNet`, `availableAt`). `delivery` only when paid. Unknown or malformed id → 404.
 */
export async function getTransaction(
  deps: Pick<Deps, "db" | "config">,
  { id, viewerId, now = new Date() }: { id: string; viewerId?: string; now?: Date },
): Promise<Transaction | SellerTransaction> {
  const loaded = await loadTransaction(deps, id);
  if (viewerId === loaded.row.sellerId) return sellerViewOf(deps, loaded, { now });
  return viewOf(deps, loaded, { whole: false, now });
}

/** The view of a loaded transaction, with its delivery when paid (no money: see `sellerViewOf`). */
export async function viewOf(
  { db, config }: Pick<Deps, "db" | "config">,
  loaded: LoadedTransaction,
  { whole, now = new Date() }: { whole: boolean; now?: Date },
): Promise<Transaction> {
  const delivery =
    effectiveStatus(loaded.row, now) === "paid" ? await deliveryOf(db, config, loaded.row, now) : undefined;
  return toTransactionView(loaded, { whole, now, delivery });
}

/** The owning seller's view of a loaded transaction: with the money, its release time and delivery. */
export async function sellerViewOf(
  { db, config }: Pick<Deps, "db" | "config">,
  loaded: LoadedTransaction,
  { now = new Date() }: { now?: Date } = {},
): Promise<SellerTransaction> {
  const paid = effectiveStatus(loaded.row, now) === "paid";
  const [delivery, releases] = await Promise.all([
    paid ? deliveryOf(db, config, loaded.row, now) : undefined,
    saleReleaseTimes(db, [loaded.row.id]),
  ]);
  return toSellerTransactionView(loaded, { availableAt: releases.get(loaded.row.id) ?? null, now, delivery });
}

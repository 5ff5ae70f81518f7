/**
 * Transaction statuses and their Indonesian labels (DESIGN §5), as `TRANSACTION_STATUSES` and
 * `TRANSACTION_STATUS_LABELS` of `@lapak/shared/schemas/transaction` (a test keeps them equal). Not
 * imported from there: that module builds zod schemas, and the payment page should not carry zod
 * to the browser (DESIGN §6 JS budget).
 */
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";

export const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: "Menunggu Pembayaran",
  paid: "Pembayaran Berhasil",
  expired: "Kedaluwarsa",
  failed: "Gagal",
};

/** Whether `value` is a transaction status (an answer from the API, read in the browser). */
export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === "string" && Object.hasOwn(STATUS_LABELS, value);
}

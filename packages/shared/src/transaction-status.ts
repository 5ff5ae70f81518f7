/**
 * Transaction statuses and their Indonesian labels (DESIGN §5), without zod: browser code that needs
 * only these (the seller's sales screen) imports them from here and keeps zod out of its bundle
 * (DESIGN §6 JS budget). `schemas/transaction` re-exports them.
 */

export const TRANSACTION_STATUSES = ["pending", "paid", "expired", "failed"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Indonesian status labels (DESIGN §5). */
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: "Menunggu Pembayaran",
  paid: "Pembayaran Berhasil",
  expired: "Kedaluwarsa",
  failed: "Gagal",
};

/**
 * How a refunded sale's status reads (lists, CSV, the sale detail; ADR 0020): the stored status stays
 * `paid`, and `refundStatus` says what went back.
 */
export const REFUND_STATUS_LABELS_OF_SALE = {
  partially_refunded: "Dikembalikan Sebagian",
  refunded: "Dana Dikembalikan",
} as const;

/** Indonesian labels of a refund's own status (`refunds.status`, ADR 0020). */
export const REFUND_STATUS_LABELS = {
  pending: "Diproses",
  succeeded: "Dana dikembalikan",
  manual: "Menunggu transfer manual",
  failed: "Gagal",
} as const;

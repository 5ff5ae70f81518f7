/**
 * Refunds (ADR 0020): the request body, the views, and the admin's record of a manual
 * transfer. Amounts are integer rupiah.
 */
import { BANK_CODES } from "../banks";
import { multilineText, text, z } from "../zod";

/**
 * `refunds.status`: `pending` (sent to the gateway, its answer awaited), `succeeded` (the buyer has
 * the money), `manual` (waiting for an admin's bank transfer), `failed` (the gateway refused; see
 * ADR 0020 for what then happens to the money).
 */
export const REFUND_STATUSES = ["pending", "succeeded", "manual", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export { REFUND_STATUS_LABELS } from "../transaction-status";

/** `refunds.method`: through the payment gateway, or by an admin's bank transfer. */
export const REFUND_METHODS = ["gateway", "manual"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** `POST /v1/transactions/{id}/refunds`: `amount` omitted = what is left of the sale. */
export const refundBodySchema = z.object({
  amount: z
    .number({ error: "Masukkan jumlah dalam rupiah" })
    .int("Jumlah harus bilangan bulat")
    .positive("Jumlah harus lebih dari 0")
    .optional(),
  reason: multilineText().trim().min(3, "Tulis alasan pengembalian dana").max(500),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/**
 * `POST /v1/admin/refunds`: an admin books a refund of the sale with order code `code` (`LPK-…`),
 * also one the seller's balance cannot cover (the rest becomes the seller's debt, ADR 0027).
 */
export const adminRefundBodySchema = refundBodySchema.extend({
  code: text()
    .trim()
    .min(1, "Isi kode pesanan (LPK-…)")
    .max(40, "Kode pesanan terlalu panjang")
    .transform((code) => code.toUpperCase()),
});
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

/** A refund as its seller, an admin or the API answer sees it (SPEC §7, ADR 0020, plus details). */
export const refundSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  /** The seller's share of the refunded part (net of fees), rupiah: taken from the balance, less `debtAmount`. */
  sellerAmount: z.number().int(),
  /** The part of `sellerAmount` the balance could not cover, owed to the platform (ADR 0027), rupiah. */
  debtAmount: z.number().int(),
  /** The platform's fee on the refunded part, not kept, rupiah. */
  platformFeeAmount: z.number().int(),
  /** The payment method's cost on the refunded part, borne by the platform, rupiah. */
  gatewayCostAmount: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** `GET /v1/admin/refunds` item: the refund with the sale and the buyer's bank account when given. */
export const adminRefundSchema = refundSchema.extend({
  productTitle: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerUsername: z.string().nullable(),
  buyerBank: z.object({ bankCode: z.string(), accountNumber: z.string(), accountName: z.string() }).nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** `GET /v1/admin/refunds?status`: `manual` (to pay) by default. */
export const adminRefundListQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).default("manual"),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/** `POST /v1/admin/refunds/{id}/done`: the bank transfer's reference. */
export const refundDoneBodySchema = z.object({
  reference: text().trim().min(3, "Isi nomor referensi transfer").max(100),
});

/** The buyer's bank account for a manual refund, entered through the signed link of the email. */
export const refundBankBodySchema = z.object({
  bankCode: z.enum(BANK_CODES, { error: "Pilih bank" }),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, "Nomor rekening 6–20 angka"),
  accountName: text().trim().min(3, "Isi nama pemilik rekening").max(100),
});
export type RefundBankBody = z.infer<typeof refundBankBodySchema>;

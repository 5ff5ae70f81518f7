/**
 * The seller's Penjualan and Pelanggan screens (DASHBOARD-UX §3, §4, §11): the sales list with the
 * summary of its filter, one sale's detail (timeline, downloads) and the CSV exports' queries.
 * Amounts are integer rupiah; times ISO 8601 UTC.
 */
import { z } from "../zod";
import { paginationMetaSchema } from "./common";
import { refundSchema } from "./refund";
import { saleAttributionSchema } from "./tracking";
import {
  customerListQuerySchema,
  sellerTransactionSchema,
  transactionListQuerySchema,
  transactionStatusSchema,
} from "./transaction";
import { saleWhatsappMessageSchema } from "./whatsapp";

/**
 * The paid transactions among those a sales filter matches (no `from`/`to` = all time).
 * `paidCount` counts sales (amount > 0); `freeCount` the free ones (lead-magnet sign-ups, free
 * downloads), which add nothing to the sums. `amount` is what buyers paid less what was refunded,
 * `sellerNet` what the ledger credits less what refunds took back (ADR 0020), `fee` both fees on
 * what was kept: `amount` − `sellerNet` (a refunded part carries no fee for the seller).
 */
export const salesSummarySchema = z.object({
  paidCount: z.number().int(),
  freeCount: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  sellerNet: z.number().int(),
  /** Rupiah given back to buyers on these sales (ADR 0020); `amount` and `sellerNet` are net of it. */
  refundedAmount: z.number().int().optional(),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/** `GET /v1/transactions` answer: a page of the seller's sales; `meta.summary` covers the whole filter. */
export const salesListEnvelope = z.object({
  data: z.array(sellerTransactionSchema),
  meta: paginationMetaSchema.extend({ summary: salesSummarySchema }),
});
export type SalesList = z.infer<typeof salesListEnvelope>;

/** `GET /v1/transactions/export.csv`: the list's filters, without paging. */
export const transactionExportQuerySchema = transactionListQuerySchema.omit({ page: true, perPage: true, after: true });
export type TransactionExportQuery = z.infer<typeof transactionExportQuerySchema>;

/** `GET /v1/customers/export.csv`: the list's search, without paging. */
export const customerExportQuerySchema = customerListQuerySchema.omit({ page: true, perPage: true });
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>;

/** What applying a gateway notification did (`payment_events.outcome`); null while not applied yet. */
export const NOTIFICATION_OUTCOMES = [
  "applied",
  "duplicate",
  "ignored",
  "amount_mismatch",
  "gateway_mismatch",
  "unknown_transaction",
] as const;
export const notificationOutcomeSchema = z.enum(NOTIFICATION_OUTCOMES);
export type NotificationOutcome = z.infer<typeof notificationOutcomeSchema>;

/**
 * One step in a sale's life, oldest first: `created` (checkout), `notification` (a verified gateway
 * notification: the status it reported, when readable, and what applying it did), then `paid`,
 * `expired` or `failed`.
 */
export const saleEventSchema = z.object({
  at: z.string(),
  kind: z.enum(["created", "notification", "paid", "expired", "failed"]),
  gateway: z.string().optional(),
  status: transactionStatusSchema.nullable().optional(),
  outcome: notificationOutcomeSchema.nullable().optional(),
});
export type SaleEvent = z.infer<typeof saleEventSchema>;

/** A delivered file and how often the buyer downloaded it. */
export const saleDownloadSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  count: z.number().int(),
  lastAt: z.string().nullable(),
});
export type SaleDownload = z.infer<typeof saleDownloadSchema>;

/**
 * `GET /v1/transactions/{id}/detail` (the owning seller only; anyone else 404): the seller's view
 * plus its timeline, its files' download counts, and the fee rules that name the fees
 * ("Biaya layanan Lapak (5%)", "Biaya QRIS (0,7%)", "Biaya BCA Virtual Account (Rp4.000)").
 */
export const saleDetailSchema = sellerTransactionSchema.omit({ delivery: true }).extend({
  timeline: z.array(saleEventSchema),
  downloads: z.array(saleDownloadSchema),
  /** WhatsApp messages of this sale with their latest reported status (ADR 0021); oldest first. */
  whatsapp: z.array(saleWhatsappMessageSchema),
  /** Where the buyer came from (ADR 0022). */
  attribution: saleAttributionSchema,
  feeRates: z.object({
    /** `PLATFORM_FEE_PERCENT`. */
    platformPercent: z.number(),
    /** The method's gateway cost: `flat` rupiah + `percent` % of the amount; null without a method. */
    method: z.object({ flat: z.number().int(), percent: z.number() }).nullable(),
  }),
  /** The sale's refunds, oldest first (ADR 0020). */
  refunds: z.array(refundSchema).optional(),
  /** The affiliate whose link brought the sale, with their commission in rupiah (ADR 0050); null without one. */
  affiliate: z.object({ name: z.string(), code: z.string(), commission: z.number().int() }).nullable().optional(),
  /** A course order: the buyer's progress (DESIGN §4 "Learning"); null for other products. */
  courseProgress: z
    .object({
      completed: z.number().int(),
      total: z.number().int(),
      percent: z.number().int(),
      /** ISO 8601, once every lesson is complete. */
      completedAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/**
 * The operator's controls (SPEC §7, DESIGN §4 "Suspended stores"): sellers in admin (search,
 * suspend, unsuspend) and the platform's money (`GET /v1/admin/revenue`). Integer rupiah.
 */
import { text, z } from "../zod";
import { paginationQuerySchema } from "./common";

/** `GET /v1/admin/sellers?q`: `q` matches a username or an email (part of either). */
export const adminSellerListQuerySchema = paginationQuerySchema.extend({
  q: text().trim().max(100).optional(),
});

/** `GET /v1/admin/sellers` item. */
export const adminSellerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  createdAt: z.string(),
  /** Pending + available, rupiah (below zero only on rows booked before ADR 0027). */
  balance: z.number().int(),
  /** What the seller owes the platform ("Utang ke platform", ADR 0027), rupiah ≥ 0. */
  debt: z.number().int(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

/** `POST /v1/admin/sellers/{id}/suspend`: why, as the seller reads it in the dashboard. */
export const suspendBodySchema = z.object({
  reason: text().trim().min(5, "Tulis alasan penangguhan (minimal 5 karakter)").max(500),
});

/** `GET /v1/admin/revenue?from&to`: inclusive WIB days; both omitted = since the beginning. */
export const revenueQuerySchema = z.object({
  from: z.iso.date("Tanggal tidak valid").optional(),
  to: z.iso.date("Tanggal tidak valid").optional(),
});

/**
 * The platform's money over the range (ADR 0020, ADR 0027), from the transactions, refunds,
 * withdrawals and the ledger: `sales` paid by buyers; `fees` the platform's fee kept (less the fee
 * given up on refunds); `gatewayCosts` what the payment gateways kept (method fees, and the cost of
 * refunded parts the platform bears); `refunds` given back to buyers; `payouts` paid to sellers;
 * `sellersBalance` what the platform owes its sellers at the end of the range (the sum of every
 * seller's pending + available ledger balance); `sellersDebt` what sellers owe the platform for
 * refunds booked beyond their balance, not yet settled by later sales (ADR 0027).
 */
export const revenueSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  sales: z.number().int(),
  fees: z.number().int(),
  gatewayCosts: z.number().int(),
  refunds: z.number().int(),
  payouts: z.number().int(),
  sellersBalance: z.number().int(),
  sellersDebt: z.number().int(),
  /** Simulated withdrawals paid in the range: sandbox money, no bank transfer (ADR 0023). */
  simulatedPayouts: z.number().int(),
  /** Withdrawals still pending at the range's end (requested, not paid yet). */
  payoutsInProcess: z.number().int(),
});
export type Revenue = z.infer<typeof revenueSchema>;

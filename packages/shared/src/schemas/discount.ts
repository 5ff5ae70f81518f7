/**
 * Discount codes and checkout quotes (ADR 0019). Amounts are integer rupiah; times ISO
 * 8601 UTC. A code is unique per seller ignoring case; `type` and `value` cannot change once the
 * code has been used (a buyer's receipt must keep meaning what it said).
 */
import { text, z } from "../zod";

export const DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES, { error: "Jenis diskon tidak valid" });
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * What a buyer and a seller read about a code. A buyer gets `notApplicable` for every code that does
 * not apply — unknown, switched off, not started, ended, used up, for another product — so a guess
 * tells nothing apart (ADR 0025); the seller's Kode Promo list shows each code's own state.
 */
export const DISCOUNT_MESSAGES = {
  notApplicable: "Kode promo tidak berlaku",
  belowGatewayMinimum: "Total setelah diskon harus Rp0 atau minimal Rp1.000",
  codeTaken: "Kode promo ini sudah Anda pakai",
  lockedOnceUsed: "Jenis dan nilai diskon tidak dapat diubah setelah kode dipakai",
} as const;

export const discountCodeSchema = text({ error: "Kode promo wajib diisi" })
  .trim()
  .regex(DISCOUNT_CODE_PATTERN, "Kode promo 3–32 karakter: huruf, angka, _ atau -");

/**
 * `POST /v1/discounts` and `PUT /v1/discounts/{id}` body. Percent 1–100, fixed ≥ Rp1 (and at most
 * the largest price); `productIds` null = every product of the seller; `endsAt` after `startsAt`.
 */
export const discountBodySchema = z
  .object({
    code: discountCodeSchema,
    type: discountTypeSchema,
    value: z.number({ error: "Nilai diskon wajib diisi" }).int("Nilai diskon harus bilangan bulat"),
    productIds: z
      .array(z.uuid("Produk tidak valid"))
      .min(1, "Pilih minimal satu produk")
      .max(200)
      .nullable()
      .default(null),
    startsAt: z.iso.datetime({ offset: true, error: "Waktu mulai tidak valid" }).nullable().optional(),
    endsAt: z.iso.datetime({ offset: true, error: "Waktu berakhir tidak valid" }).nullable().optional(),
    maxRedemptions: z
      .number()
      .int("Batas pemakaian harus bilangan bulat")
      .min(1, "Batas pemakaian minimal 1")
      .max(1_000_000)
      .nullable()
      .optional(),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.type === "percent" && (body.value < 1 || body.value > 100))
      ctx.addIssue({ code: "custom", path: ["value"], message: "Diskon persen 1–100" });
    if (body.type === "fixed" && (body.value < 1 || body.value > 100_000_000))
      ctx.addIssue({ code: "custom", path: ["value"], message: "Diskon nominal minimal Rp1" });
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "Waktu berakhir harus setelah waktu mulai" });
  });
export type DiscountBody = z.infer<typeof discountBodySchema>;
export type DiscountInput = z.input<typeof discountBodySchema>;

/**
 * A discount code as its seller sees it. `redemptions` (read-only) counts the uses held: paid
 * transactions and pending ones not yet expired; `revenue` sums what the paid ones brought, less
 * what was refunded (rupiah).
 */
export const discountSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: discountTypeSchema,
  value: z.number().int(),
  productIds: z.array(z.string()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  /** Paid transactions with this code. */
  paidCount: z.number().int(),
  /** Rupiah the buyers paid with this code. */
  revenue: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/** One line of an order: a product and the rupiah charged for it before the order's discount. */
export const orderItemSchema = z.object({ productId: z.string(), title: z.string(), price: z.number().int() });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An optional discount code as typed at checkout: blank means none. */
export const optionalDiscountCodeSchema = text()
  .trim()
  .max(64, DISCOUNT_MESSAGES.notApplicable)
  .transform((value) => value || undefined)
  .optional();

/**
 * The pricing fields of a checkout (DESIGN §4 "Pricing an order"), shared by
 * `POST /v1/checkout/quote` and `POST /v1/transactions`: a discount code (case-insensitive, blank =
 * none), the buyer's amount for a pay-what-you-want product (ignored for a fixed price), and the
 * ticked order bump.
 */
export const pricingFields = {
  discountCode: optionalDiscountCodeSchema,
  amount: z
    .number({ error: "Jumlah tidak valid" })
    .int("Jumlah harus bilangan bulat rupiah")
    .min(0, "Jumlah tidak boleh negatif")
    .max(100_000_000, "Jumlah maksimal Rp100.000.000")
    .optional(),
  bumpProductIds: z.array(z.uuid("Produk tidak valid")).max(1, "Pilih satu penawaran tambahan").optional(),
  /** A membership: the months of the period bought, one its seller sells (ADR 0049). */
  periodMonths: z
    .number({ error: "Pilih masa langganan" })
    .int("Pilih masa langganan")
    .min(1, "Pilih masa langganan")
    .max(12, "Pilih masa langganan")
    .optional(),
};

/** `POST /v1/checkout/quote` body. */
export const quoteBodySchema = z.object({ productId: z.uuid("Produk tidak valid"), ...pricingFields });
export type QuoteBody = z.infer<typeof quoteBodySchema>;

/** `POST /v1/checkout/quote` answer: `amount` = `subtotal` − `discount`, what the buyer pays. */
export const quoteSchema = z.object({
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  /** The code applied, as the seller wrote it, or null. */
  discountCode: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

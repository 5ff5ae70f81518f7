/**
 * Checkout, payment and money (DESIGN §3 Transaction, payment methods, transactions, customers,
 * balance; §4 fees, ledger, expiry). Amounts are integer rupiah; times ISO 8601 UTC; phones `628…`.
 */

import { CHECKOUT_MESSAGES as M } from "../checkout-rules";
import { normalizePhone } from "../phone";
import { TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES, type TransactionStatus } from "../transaction-status";
import { text, z } from "../zod";
import { sessionSchema } from "./coaching";
import { paginationQuerySchema } from "./common";
import { orderItemSchema, pricingFields } from "./discount";
import { ticketSchema } from "./event";
import { type BundleItem, bundleItemSchema, type ProductType, productTypeSchema } from "./product";
import { checkoutAttributionSchema } from "./tracking";

/** Payment method codes (DESIGN §3). `mandiri_va` is Mandiri Bill on Midtrans (kind `bill`). */
export const PAYMENT_METHOD_CODES = [
  "qris",
  "bca_va",
  "bni_va",
  "bri_va",
  "mandiri_va",
  "permata_va",
  "gopay",
  "ovo",
  "dana",
  "shopeepay",
] as const;
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES, { error: M.methodRequired });
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/** The payment gateways `PAYMENT_GATEWAY` chooses from (DESIGN §2); `payment_events.gateway`. */
export const PAYMENT_GATEWAYS = ["sandbox", "midtrans", "xendit"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * `transactions.gateway`: the gateway the attempt was made with, or `none` for an order with nothing
 * to pay (a free or collect-email product, paid at once without a gateway).
 */
export const TRANSACTION_GATEWAYS = [...PAYMENT_GATEWAYS, "none"] as const;

/** How a buyer pays: scan a QR, transfer to a VA, pay a Mandiri bill, or approve in an e-wallet app. */
export const PAYMENT_KINDS = ["qris", "va", "bill", "ewallet", "none"] as const;
export const paymentKindSchema = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

/** `GET /v1/payment-methods` item: the gateway cost is `flat` rupiah + `percent` % of the amount. */
export const paymentMethodSchema = z.object({
  code: paymentMethodCodeSchema,
  name: z.string(),
  kind: paymentKindSchema.exclude(["none"]),
  fee: z.object({ flat: z.number().int(), percent: z.number() }),
  /** Rupiah, inclusive. */
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Pengaturan Pembayaran's rule (ADR 0023): a store accepts at least one method. */
export const PAYMENT_METHODS_REQUIRED = "Pilih minimal satu metode pembayaran";

/** `PUT /v1/account/payment-methods`: the methods the seller's store accepts (at least one). */
export const paymentMethodSettingsBodySchema = z.object({
  methods: z
    .array(z.enum(PAYMENT_METHOD_CODES, { error: "Metode pembayaran tidak dikenal" }), {
      error: PAYMENT_METHODS_REQUIRED,
    })
    .min(1, PAYMENT_METHODS_REQUIRED)
    .max(PAYMENT_METHOD_CODES.length),
});
export type PaymentMethodSettingsBody = z.infer<typeof paymentMethodSettingsBodySchema>;

/**
 * `GET|PUT /v1/account/payment-methods`: `methods`, what the store accepts among `available`, the
 * methods the instance's gateway offers (with their costs and limits, as `GET /v1/payment-methods`).
 */
export const paymentMethodSettingsSchema = z.object({
  methods: z.array(paymentMethodCodeSchema),
  available: z.array(paymentMethodSchema),
});
export type PaymentMethodSettings = z.infer<typeof paymentMethodSettingsSchema>;

export { TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES, type TransactionStatus };
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);

/** WhatsApp number as typed (`08…`, `+62…`), normalised to `628…`. */
export const buyerPhoneSchema = text({ error: M.phoneRequired })
  .trim()
  .min(1, { message: M.phoneRequired, abort: true })
  .max(25, { message: M.phoneInvalid, abort: true })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: M.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

/** The buyer's email: like `emailSchema`, but an empty field says "Email wajib diisi". */
export const buyerEmailSchema = text({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: M.emailRequired, abort: true })
  .pipe(z.email(M.emailInvalid).max(254, M.emailTooLong));

/**
 * `POST /v1/transactions` body. `paymentMethod` is required for paid products, `phone` for paid
 * products whose seller asks for it (`requirePhone`); both are ignored for free and collect-email
 * ones (the use case checks, since only it knows the product). Messages: `CHECKOUT_MESSAGES`.
 * Header `Idempotency-Key` (8–100 characters) replays the same answer for the same body.
 */
export const checkoutBodySchema = z.object({
  productId: z.uuid("Produk tidak valid"),
  name: text({ error: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired, abort: true })
    .min(2, M.nameTooShort)
    .max(100, M.nameTooLong),
  email: buyerEmailSchema,
  phone: buyerPhoneSchema.optional(),
  paymentMethod: paymentMethodCodeSchema.optional(),
  /**
   * The buyer ticked "Saya mau menerima kabar dan penawaran dari {toko}" (unticked by default; UU PDP
   * No. 27/2022: consent to marketing is explicit). Stored with its time as `marketing_consent_at`.
   */
  marketingConsent: z.boolean({ error: "Pilihan persetujuan tidak valid" }).optional().default(false),
  /**
   * The buyer ticked "Kirim info pesanan ke WhatsApp saya" (unticked by default; UU PDP No.
   * 27/2022). Stored with its time as `whatsapp_consent_at` when the platform sends WhatsApp and a
   * number was given; ignored otherwise (ADR 0021).
   */
  whatsappConsent: z.boolean({ error: "Pilihan persetujuan tidak valid" }).optional().default(false),
  /** ADR 0019: `discountCode`, `amount` (pay what you want), `bumpProductIds`. */
  ...pricingFields,
  /** The landing that led here (UTM values, click ids) and Meta's `_fbp` cookie (ADR 0022). */
  /**
   * The affiliate code of the last affiliate link the buyer followed (the `lapak_ref` cookie, which
   * the API also reads itself; ADR 0050). An unknown code is ignored.
   */
  referralCode: text().trim().max(16).optional(),
  attribution: checkoutAttributionSchema.optional(),
  /** A 1:1 session: the start of the slot picked (`GET /v1/products/{id}/slots`, ADR 0047). */
  slotStartsAt: z.iso.datetime({ offset: true, error: "Pilih jadwal yang valid" }).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
export type CheckoutInput = z.input<typeof checkoutBodySchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,100}$/;

/** `POST /v1/transactions/{id}/change-method` body: the method of the new attempt. */
export const changeMethodBodySchema = z.object({ paymentMethod: paymentMethodCodeSchema });
export type ChangeMethodBody = z.infer<typeof changeMethodBodySchema>;

/**
 * What was bought, frozen at checkout (`transactions.product_snapshot`): the order keeps showing and
 * delivering this even after the product is edited or deleted.
 */
export interface ProductSnapshot {
  title: string;
  type: ProductType;
  /** Rupiah, the price at checkout. */
  price: number;
  thankYouMessage: string | null;
  rewardUrl: string | null;
  /** Media ids of the files delivered, in the product's order (a bundle: its products' files, in its order). */
  fileIds: string[];
  /**
   * Media id of the product's cover at checkout, null without one (DESIGN §3: an order shows the
   * cover it was bought with, whatever happens to the product later). Absent on orders made before
   * it was frozen; those show the product's current cover.
   */
  coverMediaId?: string | null;
  /** A bundle: the products it held at purchase, with their file counts (ADR 0019). */
  bundleProducts?: BundleItem[];
  /** A membership: the months of the pass bought (ADR 0049). */
  membershipMonths?: number;
}

/** What the buyer needs to pay; only the fields of its `kind` are set. */
export const paymentInstructionsSchema = z.object({
  kind: paymentKindSchema,
  /** EMVCo QRIS payload. */
  qrString: z.string().optional(),
  /** An image of `qrString` (our own `/v1/transactions/{id}/qr.svg`) or the gateway's. */
  qrImageUrl: z.string().optional(),
  vaNumber: z.string().optional(),
  /** Short lowercase bank code (`bca`). */
  bank: z.string().optional(),
  /** Mandiri Bill (Midtrans echannel). */
  billerCode: z.string().optional(),
  billKey: z.string().optional(),
  /** E-wallet web checkout / approval page. */
  redirectUrl: z.string().optional(),
  /** E-wallet app link (`gojek://…`, `shopeeid://…`). */
  deeplinkUrl: z.string().optional(),
  /** How-to-pay steps, in Indonesian. */
  instructions: z.array(z.string()).optional(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const deliveryFileSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Signed, expiring download URL (1 h). */
  url: z.string(),
});

export const deliverySchema = z.object({
  files: z.array(deliveryFileSchema),
  /** The seller's thank-you message (plain text). */
  message: z.string().optional(),
  /** A collect-email product's reward link. */
  link: z.string().optional(),
  /**
   * The id the seller's pixels report this sale under (`eventID`), the server events' `event_id`
   * too, so each ad network counts it once; derived from the transaction id, never the id itself
   * (ADR 0026).
   */
  pixelEventId: z.string(),
  /** An event order's ticket (ADR 0046), while the order stands (not refunded in full). */
  ticket: ticketSchema.optional(),
  /** A 1:1 session order's booked slot (ADR 0047), while the order stands (not refunded in full). */
  session: sessionSchema.optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * A transaction: one payment attempt with one method (DESIGN §3), as anyone with its id sees it
 * (buyer pages): the buyer's email and phone masked, and none of the seller's money (fee, net) —
 * that is the seller's business alone (`sellerTransactionSchema`). `delivery` only when paid.
 * `status` is derived: a pending transaction past `expiresAt` reads as `expired`.
 */
export const transactionSchema = z.object({
  id: z.string(),
  /** The short order code a buyer quotes (`LPK-7F3K2Q`, ADR 0019). */
  code: z.string(),
  status: transactionStatusSchema,
  product: z.object({
    id: z.string(),
    title: z.string(),
    type: productTypeSchema,
    coverImageUrl: z.string().nullable(),
    /** A bundle: the products it held at purchase ("Isi paket"); empty for any other product. */
    bundleProducts: z.array(bundleItemSchema),
  }),
  /** Who sells it, for the way back to the store (name, `/{username}`, avatar or null). */
  seller: z.object({ username: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** Rupiah the buyer pays: `subtotal` − `discount`. */
  amount: z.number().int(),
  /** The order's lines (the product, then an order bump), each at the rupiah charged (ADR 0019). */
  items: z.array(orderItemSchema),
  /** Rupiah: the items' sum before the discount. */
  subtotal: z.number().int(),
  /** Rupiah taken off by `discountCode` (0 without one). */
  discount: z.number().int(),
  /** The discount code applied, as the seller wrote it, or null. */
  discountCode: z.string().nullable(),
  /** Null for free and collect-email products. */
  paymentMethod: paymentMethodCodeSchema.nullable(),
  /** Display name of the method (`"QRIS"`, `"BCA Virtual Account"`), null when none. */
  paymentMethodName: z.string().nullable(),
  payment: paymentInstructionsSchema,
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  delivery: deliverySchema.optional(),
  createdAt: z.string(),
  /**
   * The attempt that replaced this one when the buyer changed the payment method, or null: its
   * payment page sends the buyer on there (unless this one was paid after all).
   */
  replacedBy: z.string().nullable(),
  /** Rupiah given back to the buyer so far (ADR 0020); 0 when none. */
  refundedAmount: z.number().int().optional(),
  /**
   * `refunded` when the whole amount went back, `partially_refunded` when part of it, null when
   * nothing: `status` stays `paid` (the buyer did pay), this says what came back.
   */
  refundStatus: z.enum(["partially_refunded", "refunded"]).nullable().optional(),
  /**
   * How the newest refund reaches the buyer (ADR 0020): `payment_method` back through the gateway,
   * `bank_transfer` to a bank account the buyer gives (a virtual account, or a gateway refund that
   * became manual); null when nothing was refunded.
   */
  refundRoute: z.enum(["payment_method", "bank_transfer"]).nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The parts of a transaction's fee, rupiah: the platform's cut and the payment method's gateway cost (DESIGN §4). */
export const feeDetailSchema = z.object({ platform: z.number().int(), method: z.number().int() });
export type FeeDetail = z.infer<typeof feeDetailSchema>;

/**
 * The owning seller's view of a transaction: the buyer unmasked, plus the money (DASHBOARD-UX §1):
 * `fee` = `feeDetail.platform` + `feeDetail.method` (capped at `amount`), `sellerNet` = `amount` −
 * `fee`, and `availableAt`, when the net leaves the hold (the ledger's sale row; null when nothing
 * was credited: not paid, or 0 rupiah).
 */
export const sellerTransactionSchema = transactionSchema.extend({
  fee: z.number().int(),
  feeDetail: feeDetailSchema,
  sellerNet: z.number().int(),
  /**
   * What refunds took back from `sellerNet` (ADR 0020), rupiah; the sale's net now is `sellerNet` −
   * `refundedNet`, and Penjualan's rows of a filter sum to its header (DASHBOARD-UX §3).
   */
  refundedNet: z.number().int(),
  availableAt: z.string().nullable(),
  /** Paid through the sandbox gateway: test money, never withdrawable (ADR 0023), so no hold date. */
  sandbox: z.boolean(),
});
export type SellerTransaction = z.infer<typeof sellerTransactionSchema>;

/** `GET /v1/transactions` (the seller's sales): filters; `from`/`to` are inclusive WIB days. */
export const transactionListQuerySchema = paginationQuerySchema.extend({
  status: transactionStatusSchema.optional(),
  from: z.iso.date("Tanggal tidak valid").optional(),
  to: z.iso.date("Tanggal tidak valid").optional(),
  productId: z.uuid("Produk tidak valid").optional(),
  q: text().trim().max(100).optional(),
  /**
   * Refunded sales only (ADR 0020): `any` = some money went back, `refunded` = all of it,
   * `partially_refunded` = part of it.
   */
  refund: z.enum(["any", "refunded", "partially_refunded"], "Filter pengembalian dana tidak valid").optional(),
  /**
   * Keyset paging (ADR 0035): the rows that follow this transaction of the list in its order (newest
   * first), so a deep page costs what the first one does; `page` is then ignored. An id not in the
   * list gives no rows.
   */
  after: z.uuid("Transaksi tidak valid").optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** `GET /v1/customers` item: one buyer email's paid transactions with this seller. */
export const customerSchema = z.object({
  /** Opaque and stable per email (a hash), for URLs that must not carry the email itself. */
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  orders: z.number().int(),
  /** Rupiah. */
  totalSpent: z.number().int(),
  lastPurchaseAt: z.string(),
  /** Titles of the products bought (as at checkout), distinct, alphabetical. */
  products: z.array(z.string()),
  /** Came in through a collect-email product at least once. */
  leadMagnet: z.boolean(),
  /**
   * When the customer agreed to receive the seller's news and offers, as chosen at their latest paid
   * order (ISO 8601 UTC); null when that order did not tick the box, or when they unsubscribed since.
   * Only these may be emailed offers.
   */
  marketingConsentAt: z.string().nullable(),
  /** When they left the seller's broadcasts by the one-click link after their latest tick; else null. */
  unsubscribedAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuerySchema = paginationQuerySchema.extend({
  q: text().trim().max(100).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** `GET /v1/balance`, rupiah, sums of the ledger. */
export const balanceSchema = z.object({
  available: z.number().int(),
  pending: z.number().int(),
  withdrawn: z.number().int(),
  /** Sum of `sellerNet` over paid transactions less what their refunds took back (DASHBOARD-UX §1). */
  totalEarned: z.number().int(),
  /** The part of `available` a withdrawal may take: money paid through the sandbox gateway never is. */
  withdrawable: z.number().int(),
  /**
   * What the seller owes the platform ("Utang ke platform", ADR 0027): refunds an admin booked
   * beyond the balance, less what later sales settled. ≥ 0, rupiah; no withdrawal while above 0.
   */
  debt: z.number().int(),
  /** The sandbox money (test payments, ADR 0023) inside `pending`, rupiah. */
  sandboxPending: z.number().int(),
  /** The sandbox money inside `available` (after its refunds and simulated withdrawals), rupiah. */
  sandboxAvailable: z.number().int(),
  /** The simulated withdrawals inside `withdrawn` (never sent to a bank), rupiah. */
  sandboxWithdrawn: z.number().int(),
  /** The test sales inside `totalEarned` (net of their refunds), rupiah. */
  sandboxEarned: z.number().int(),
  /**
   * What a simulated withdrawal may take (ADR 0023): all the sandbox money, held or not, while the
   * instance runs the sandbox gateway; 0 under a real gateway.
   */
  simulatedWithdrawable: z.number().int(),
  /** When the next held sale of real money is released, and how much is released then (rupiah); null/0 when nothing is held. */
  nextReleaseAt: z.string().nullable(),
  nextReleaseAmount: z.number().int(),
  /** When all the real money held now is released (sandbox money has no date: ADR 0023). */
  fullyAvailableAt: z.string().nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * The sandbox gateway's notification body (DESIGN §3), signed with header
 * `X-Signature: hex(HMAC-SHA256(raw body, SANDBOX_WEBHOOK_SECRET))`.
 */
export const sandboxNotificationSchema = z.object({
  event_id: text().min(1).max(200),
  transaction_id: text().min(1).max(200),
  status: z.enum(["paid", "expired", "failed"]),
  amount: z.number().int(),
  occurred_at: z.string(),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;

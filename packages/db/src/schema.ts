/**
 * Drizzle schema: the tables of DESIGN §8. Ids are UUIDv7 made in the app (PostgreSQL 15 has no
 * `uuidv7()`), so they sort by time and cannot be guessed. Migrations in `../migrations` are
 * generated from this file with `npm run db:generate`.
 *
 * What a column may hold is written in its type: status and kind columns are `text({ enum })` over
 * the `as const` lists of `@lapak/shared` (the API's zod schemas are built from the same lists), and
 * jsonb columns carry the shape the API writes (`$type`). Both are TypeScript only — the SQL stays
 * plain `text` and `jsonb` with no CHECK constraint — so changing a list needs no migration, and
 * nothing rewrites rows that hold a value a list has dropped. Money is integer rupiah.
 */
import type { Attribution } from "@lapak/shared/attribution";
import { BANK_CODES } from "@lapak/shared/banks";
import {
  ACTIVATION_REVIEW_STATUSES,
  type ActivationPart,
  KYC_PHOTO_KINDS,
  LEDGER_BUCKETS,
  LEDGER_KINDS,
  WITHDRAWAL_STATUSES,
} from "@lapak/shared/schemas/account";
import { OTP_PURPOSES, SIGN_IN_METHODS } from "@lapak/shared/schemas/auth";
import { STORED_BLOG_POST_STATUSES } from "@lapak/shared/schemas/blog";
import { LESSON_KINDS, VIDEO_PROVIDERS } from "@lapak/shared/schemas/course";
import { DISCOUNT_TYPES, type OrderItem } from "@lapak/shared/schemas/discount";
import { MEDIA_KINDS } from "@lapak/shared/schemas/media";
import { PRODUCT_STATUSES, PRODUCT_TYPES, type ProductSettings } from "@lapak/shared/schemas/product";
import { REFUND_METHODS, REFUND_STATUSES } from "@lapak/shared/schemas/refund";
import { NOTIFICATION_OUTCOMES } from "@lapak/shared/schemas/sales";
import type { CheckoutClient } from "@lapak/shared/schemas/tracking";
import { TRAFFIC_DIMENSIONS, TRAFFIC_PAGE_KINDS } from "@lapak/shared/schemas/traffic";
import {
  PAYMENT_GATEWAYS,
  PAYMENT_METHOD_CODES,
  type PaymentInstructions,
  type PaymentMethodCode,
  type ProductSnapshot,
  TRANSACTION_GATEWAYS,
  TRANSACTION_STATUSES,
} from "@lapak/shared/schemas/transaction";
import { ACTIVATION_STATUSES, type SocialLinks, type Theme, USER_ROLES } from "@lapak/shared/schemas/user";
import { WHATSAPP_MESSAGE_KINDS, WHATSAPP_MESSAGE_STATUSES } from "@lapak/shared/schemas/whatsapp";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull().unique(),
  /**
   * argon2id hash, or null while the account has no password: a registration's password waits in
   * `otp_codes` until its code is verified (DESIGN §6), and an account verified through Google or a
   * sign-in code has none until one is set.
   */
  passwordHash: text("password_hash"),
  name: text("name").notNull(),
  /** Lower-case (DESIGN §4 "Usernames"); null until the seller picks one. */
  username: text("username").unique(),
  /** `628…` digits. */
  phone: text("phone"),
  bio: text("bio").notNull().default(""),
  /** `/v1/images/{id}` of the seller's own upload, or the Google profile picture's URL. */
  avatarUrl: text("avatar_url"),
  role: text("role", { enum: USER_ROLES }).notNull().default("seller"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** The status of the seller's `activations` row, `none` before the first (DESIGN §4 KYC). */
  activation: text("activation", { enum: ACTIVATION_STATUSES }).notNull().default("none"),
  socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
  /** Null until the seller saves one; read over `DEFAULT_THEME`. */
  theme: jsonb("theme").$type<Theme>(),
  onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
  /** First time the seller copied or shared the store link from the dashboard (the checklist's last step). */
  storeLinkSharedAt: timestamp("store_link_shared_at", { withTimezone: true }),
  /** The seller asked for a WhatsApp alert on `phone` for each new sale (`PUT /v1/account/notifications`). */
  newSaleWhatsapp: boolean("new_sale_whatsapp").notNull().default(false),
  /**
   * When the seller proved `phone` is theirs with a code (`phone_codes`); the alert goes only to a
   * verified number. Null until then, and again whenever `phone` changes (ADR 0021).
   */
  phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
  /**
   * When an admin suspended the store (DESIGN §4, ADR 0020): its pages answer 410, checkout refuses
   * new orders and withdrawals are held; paid buyers keep their downloads. Null while the store is
   * open.
   */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  /** Why, as the seller reads it in the dashboard; null while not suspended. */
  suspendedReason: text("suspended_reason"),
  /**
   * The payment methods the seller turned off in Pengaturan Pembayaran (ADR 0023); the checkout
   * offers the gateway's methods less these. Stored as what is off, so a method a gateway adds later
   * is on for every store until its seller turns it off.
   */
  disabledPaymentMethods: jsonb("disabled_payment_methods").$type<PaymentMethodCode[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer tokens; only the SHA-256 of a token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * How the user signed in for this token; null for tokens older than the column. A sign-in by code
     * proves the inbox, so for 10 minutes it may set a new password without the current one.
     */
    signedInWith: text("signed_in_with", { enum: SIGN_IN_METHODS }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * Pending registrations of emails not verified yet (DESIGN §6, ADR 0017): the name and password a
 * client typed at `POST /v1/auth/register`, bound to that client by an opaque registration id the
 * API returned to it once. Only the id's SHA-256 is kept (`key_hash`), like session tokens. They
 * become the account's only when a code mailed for this very registration is verified by a client
 * that shows the same id; all of an email's rows are deleted when it is verified.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    /** Hex SHA-256 of the registration id handed to the client. */
    keyHash: text("key_hash").notNull().unique(),
    name: text("name").notNull(),
    /** argon2id hash of the password typed at this registration. */
    passwordHash: text("password_hash").notNull(),
    /**
     * The registration whose live code this one may confirm: set when the same client sent the same
     * name and password again within the 60 s no code may be mailed (a double tap on "Daftar").
     */
    sameAs: uuid("same_as"),
    createdAt: createdAt(),
  },
  (t) => [index("registrations_email_created_idx").on(t.email, t.createdAt)],
);

/**
 * One-time email codes (DESIGN §6): 6 digits, stored as an HMAC keyed by APP_SECRET, 10-minute
 * expiry, 5 attempts.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** `register` codes confirm a registration; `sign_in` codes only prove the inbox (DESIGN §6). */
    purpose: text("purpose", { enum: OTP_PURPOSES }).notNull().default("sign_in"),
    /**
     * The registration this code was mailed for (register codes only). Its password and name become
     * the account's only when this code is verified with that registration's id (ADR 0017); entered
     * any other way, the code verifies the email and sets no password.
     */
    registrationId: uuid("registration_id").references(() => registrations.id, { onDelete: "set null" }),
  },
  (t) => [index("otp_codes_email_created_idx").on(t.email, t.createdAt)],
);

/**
 * Wrong one-time codes per email across codes (DESIGN §6: 10 wrong codes within 15 minutes lock
 * sign-in by code for 15 minutes). Keyed by email, not account, so an email with no account locks
 * alike and the lock reveals nothing. `failures` counts from `window_started_at` (the first wrong
 * code of the window); `locked_until` is set by the 10th.
 */
export const otpLockouts = pgTable(
  "otp_lockouts",
  {
    email: text("email").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("otp_lockouts_window_idx").on(t.windowStartedAt)],
);

/**
 * The platform newsletter (`POST /v1/subscribe`): one row per email however often it is sent;
 * `created_at` is when consent was given. `confirmation_sent_at` claims the one confirmation email:
 * set in the DB transaction that queues its `send-email` job (ADR 0014), so when queueing fails it
 * stays null and the next subscribe tries again.
 */
export const subscribers = pgTable("subscribers", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
});

/**
 * Uploaded images and files. Never served by storage key: images get a public URL once used,
 * files reach buyers only through signed delivery URLs (DESIGN §4).
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** The uploader's file name, shown to buyers and used for the download (`.webp` for images). */
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    /** Bytes as stored (an image after it was re-encoded to WebP). */
    size: integer("size").notNull(),
    /** Pixels; images only. */
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("media_owner_idx").on(t.ownerId)],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: PRODUCT_TYPES }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitized HTML. */
    description: text("description").notNull().default(""),
    /** Integer rupiah; 0 = free (always 0 for lead magnets and links; DESIGN §3). */
    price: integer("price").notNull().default(0),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("draft"),
    /** The product's place in the store, lowest first. */
    position: integer("position").notNull().default(0),
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    /** The type-specific fields (`ProductSettings`); only the keys that are set. */
    settings: jsonb("settings").$type<ProductSettings>().notNull().default({}),
    /** External links: clicks counted through `/{username}/{slug}`. */
    clicks: integer("clicks").notNull().default(0),
    /** In the seller's affiliate programme (ADR 0050). */
    affiliateEnabled: boolean("affiliate_enabled").notNull().default(false),
    /** The affiliate's commission, whole percent 1–90 of what the buyer paid. */
    affiliateCommissionPercent: integer("affiliate_commission_percent").notNull().default(10),
    /** Soft delete: past orders keep delivering. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_seller_slug_live_idx").on(t.sellerId, t.slug).where(sql`${t.deletedAt} is null`),
    index("products_seller_position_idx").on(t.sellerId, t.position),
  ],
);

export const productFiles = pgTable(
  "product_files",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);

/**
 * A course's modules (Kelas Online, ADR 0044), in `position` order. Ids are kept across the
 * seller's edits; a module left out of a save is deleted with its lessons.
 */
export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("course_modules_product_idx").on(t.productId, t.position)],
);

/**
 * A course's lessons (ADR 0044), in `position` order inside their module. The id is stable across
 * edits (a lesson moved to another module keeps it): buyers' progress refers to it. `video_provider`
 * and `video_ref` hold a video lesson's video: a YouTube or Vimeo id (`video_hash`: an unlisted
 * Vimeo video's `h`), or the `media` id of an uploaded MP4. `body` is plain text. `file_ids` are
 * media ids of kind `file` of the seller.
 */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind", { enum: LESSON_KINDS }).notNull(),
    videoProvider: text("video_provider", { enum: VIDEO_PROVIDERS }),
    videoRef: text("video_ref"),
    videoHash: text("video_hash"),
    body: text("body"),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    durationMinutes: integer("duration_minutes"),
    preview: boolean("preview").notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [
    index("course_lessons_module_idx").on(t.moduleId, t.position),
    index("course_lessons_product_idx").on(t.productId),
  ],
);

/**
 * A seller's discount code (ADR 0019, ADR 0025). `code` keeps the seller's spelling; it is unique per
 * seller ignoring case. Uses are not counted here: a use is a transaction holding `discount_id` that
 * is paid or still pending (counted under this row's lock at checkout), so an expired or failed
 * attempt gives its use back by itself. Soft-deleted (`deleted_at`): past orders keep their code.
 */
export const discounts = pgTable(
  "discounts",
  {
    id: uuid("id").primaryKey(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    type: text("type", { enum: DISCOUNT_TYPES }).notNull(),
    /** Percent 1–100, or rupiah ≥ 1 for `fixed`. */
    value: integer("value").notNull(),
    /** Null = every product of the seller. */
    productIds: jsonb("product_ids").$type<string[] | null>(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Null = no limit. */
    maxRedemptions: integer("max_redemptions"),
    active: boolean("active").notNull().default(true),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discounts_seller_code_live_idx")
      .on(t.sellerId, sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * The text Penjualan's search box matches, one string per transaction: buyer name and email, order
 * code, discount code, product title, one per line — every one of them and the search text itself
 * are one-line (`text()` in `@lapak/shared/zod`), so `'%q%'` matches it exactly when one field
 * contains `q`. Raw SQL over `transactions`' own column names: the expression of the generated
 * column `transactions.search_text` (lower-cased, migration 0026), which the trigram index
 * (`transactions_search_text_idx`) and the queries use (`search_text LIKE lower('%q%')`).
 */
export const TRANSACTION_SEARCH_TEXT =
  "(buyer_name || E'\\n' || buyer_email || E'\\n' || code || E'\\n' || coalesce(discount_code, '') || E'\\n' || coalesce(product_snapshot ->> 'title', ''))";

/** Pelanggan's search text: the customer's email and every name they used, one per line (as above). */
export const CUSTOMER_SEARCH_TEXT = "(email || E'\\n' || names)";

/**
 * A seller's affiliates (ADR 0050): any account that joined the seller's programme, with the code
 * its links carry (`?ref=CODE`, unique across Lapak) and the clicks they brought. Removing one
 * (`removed_at`) stops future attribution; booked commissions stay.
 */
export const affiliates = pgTable(
  "affiliates",
  {
    id: uuid("id").primaryKey(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The affiliate's account: the ledger owner of their commissions. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Upper-case letters and digits, 8 characters. */
    code: text("code").notNull().unique(),
    /** Visits through the affiliate's links (bots left out). */
    clicks: integer("clicks").notNull().default(0),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("affiliates_seller_user_idx").on(t.sellerId, t.userId),
    index("affiliates_user_idx").on(t.userId),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey(),
    /**
     * The short order code a buyer quotes (`LPK-7F3K2Q`: `LPK-` + 6 Crockford base32 characters,
     * ADR 0019), unique; shown on every view, email and export, and found by the sales search.
     */
    code: text("code").notNull().unique(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    buyerName: text("buyer_name").notNull(),
    /** Lower-cased. */
    buyerEmail: text("buyer_email").notNull(),
    /**
     * `628…`, or null when the buyer gave none. Required for a paid product whose seller asks for
     * it and for OVO; free and collect-email orders never keep one.
     */
    buyerPhone: text("buyer_phone"),
    /**
     * Integer rupiah the buyer pays: the items' prices minus `discount` (0 for free and
     * collect-email products, and for an order a code made free).
     */
    amount: integer("amount").notNull(),
    /**
     * The lines of the order beyond the legacy single product (ADR 0019): the product and
     * an order bump, each with the rupiah charged. Empty for orders made before; read as one line
     * of `product_snapshot` at `amount`.
     */
    items: jsonb("items").$type<OrderItem[]>().notNull().default([]),
    /** Media ids delivered for the order bump's product, frozen at checkout (empty without one). */
    bumpFileIds: jsonb("bump_file_ids").$type<string[]>().notNull().default([]),
    /** Rupiah taken off by `discount_code`; `amount` + `discount` is the subtotal. */
    discount: integer("discount").notNull().default(0),
    /** The code applied, as the seller wrote it; null without one. */
    discountCode: text("discount_code"),
    /** The discount whose use this transaction holds while paid, or pending until `discount_held_until`. */
    discountId: uuid("discount_id").references(() => discounts.id, { onDelete: "set null" }),
    /**
     * Until when this pending attempt holds its use of `discount_id` (ADR 0025); null without a
     * code, and once it gave the use on to a newer attempt of the same buyer. A paid attempt holds
     * its use whatever this says.
     */
    discountHeldUntil: timestamp("discount_held_until", { withTimezone: true }),
    /** `platform_fee` + `method_fee`, at most `amount`; rupiah (DESIGN §4). */
    fee: integer("fee").notNull(),
    /** Rupiah: the platform's cut, `PLATFORM_FEE_PERCENT` of `amount`. */
    platformFee: integer("platform_fee").notNull().default(0),
    /** Rupiah: the payment method's gateway cost (flat + percent). */
    methodFee: integer("method_fee").notNull().default(0),
    /**
     * `amount` − `fee` − `commission`, rupiah: what the seller keeps (DESIGN §4; the ledger books the
     * sale at `amount` − `fee` and the commission apart, ADR 0050).
     */
    sellerNet: integer("seller_net").notNull(),
    /**
     * The affiliate whose link led to this checkout (`lapak_ref`, ADR 0050); null without one, when
     * the affiliate is the seller or the buyer, or when the product is not in the programme.
     */
    affiliateId: uuid("affiliate_id").references(() => affiliates.id, { onDelete: "restrict" }),
    /** Rupiah owed to `affiliate_id`, frozen at checkout: `commissionPercent` of `amount`, rounded down. */
    commission: integer("commission").notNull().default(0),
    /** Null when nothing is paid (free and collect-email products). */
    method: text("method", { enum: PAYMENT_METHOD_CODES }),
    gateway: text("gateway", { enum: TRANSACTION_GATEWAYS }).notNull(),
    /** The gateway's own id for this payment (Midtrans transaction_id, Xendit payment request id). */
    gatewayReference: text("gateway_reference"),
    /**
     * Xendit's id of the capture that paid it (`payment_id`, `py-…`, from the `payment.capture`
     * webhook): what Xendit's v3 refund API asks for (ADR 0020). Null elsewhere.
     */
    gatewayPaymentId: text("gateway_payment_id"),
    /**
     * What the payment page shows the buyer: `{ kind: "none" }` for a free order, `{}` until the
     * gateway answered the charge (and for good when it refused it).
     */
    instructions: jsonb("instructions").$type<Partial<PaymentInstructions>>().notNull().default({}),
    status: text("status", { enum: TRANSACTION_STATUSES }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * What was bought, frozen at checkout (`ProductSnapshot`). Checkout always writes it; the SQL
     * default `{}` is never used (kept only so that typing the column changed no SQL).
     */
    productSnapshot: jsonb("product_snapshot").$type<ProductSnapshot>().notNull().default(sql`'{}'::jsonb`),
    /**
     * The client's `Idempotency-Key` (a change of method uses `switch-<id>-<method>`), and a SHA-256
     * of the request body it came with.
     */
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash"),
    /**
     * When the buyer ticked "Saya mau menerima kabar dan penawaran dari {toko}" at this checkout;
     * null when they did not (the box starts unticked: UU PDP No. 27/2022 asks for consent that is
     * explicit and recorded). A customer's consent is that of their latest paid order.
     */
    marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
    /**
     * When the buyer ticked "Kirim info pesanan ke WhatsApp saya" (unticked by default; UU PDP No.
     * 27/2022); null without consent, and then nothing is sent to their WhatsApp (ADR 0021).
     */
    whatsappConsentAt: timestamp("whatsapp_consent_at", { withTimezone: true }),
    /** When the one WhatsApp reminder of this pending payment was claimed (sent at most once). */
    whatsappReminderAt: timestamp("whatsapp_reminder_at", { withTimezone: true }),
    /**
     * When the one email reminder of this pending VA or QRIS payment was claimed (sent at most once;
     * transactional, so no marketing consent is asked: DESIGN §5).
     */
    emailReminderAt: timestamp("email_reminder_at", { withTimezone: true }),
    /** When the receipt and new-sale emails went out (sent once). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /**
     * The attempt that replaced this one when the buyer changed the payment method (DESIGN §3): its
     * payment page then sends the buyer there, unless this one got paid after all.
     */
    replacedBy: uuid("replaced_by"),
    /**
     * Rupiah given back to the buyer so far (sum of its `refunds`, ADR 0020); `status` stays `paid`
     * and the views read `refundStatus` from this.
     */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /**
     * The landing that led to this checkout (UTM values, Meta/TikTok click ids, landing ms;
     * ADR 0022); null for a direct visit.
     */
    attribution: jsonb("attribution").$type<Attribution>(),
    /**
     * The buyer's browser at checkout — IP, User-Agent, Meta's `_fbp` cookie — sent with the
     * seller's server-side Purchase event (Meta Conversions API, TikTok Events API); null when
     * unknown. Personal data: never shown, kept only for that event, and cleared 7 days after the
     * payment (or the checkout, if never paid) by the `purge-checkout-clients` job (ADR 0022).
     */
    checkoutClient: jsonb("checkout_client").$type<CheckoutClient>(),
    /**
     * `TRANSACTION_SEARCH_TEXT` lower-cased, kept by PostgreSQL (ADR 0036): Penjualan's search is
     * `search_text LIKE lower('%q%')`, which is what ILIKE itself does on UTF-8 text (PostgreSQL's
     * like.c lower-cases both sides), without building the text and folding its case again for
     * every matching row.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower${TRANSACTION_SEARCH_TEXT}`)),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With `id`, the lists' order (created_at desc, id desc) is the index's, and a page's ids can be
    // read from it alone (an offset skips index entries, not rows; ADR 0035).
    index("transactions_seller_created_idx").on(t.sellerId, t.createdAt, t.id),
    index("transactions_seller_email_idx").on(t.sellerId, t.buyerEmail),
    // The buyer library lists an email's paid orders across stores, newest first (DESIGN §6).
    index("transactions_buyer_email_paid_idx").on(t.buyerEmail, t.paidAt).where(sql`${t.status} = 'paid'`),
    // Trigram index of what Penjualan's search box matches (pg_trgm, migrations 0025 and 0026):
    // `search_text LIKE '%q%'` reads the matching rows, not the seller's 100,000.
    index("transactions_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("transactions_discount_idx").on(t.discountId),
    // The rows `purge-checkout-clients` still has to clear: only the last days' checkouts.
    index("transactions_checkout_client_idx").on(t.createdAt).where(sql`${t.checkoutClient} is not null`),
  ],
);

/**
 * How many rows one rollup key is spread over (ADR 0035): every paid sale of a store adds to the
 * same day's and balance's rows, and holds their row lock from its status change until COMMIT. Each
 * writing transaction adds to the shard its transaction id picks (`shard`'s default), so concurrent
 * ones mostly touch different rows; readers sum a key's shards.
 */
export const ROLLUP_SHARDS = 8;

/** The `shard` column of a rollup: the writing transaction's id modulo `ROLLUP_SHARDS`. */
const rollupShard = () =>
  smallint("shard")
    .notNull()
    .default(sql.raw(`(txid_current() % ${ROLLUP_SHARDS})::smallint`));

/**
 * The seller's transactions summed per WIB day (ADR 0035), kept by database triggers on
 * `transactions` and `refunds` (migration 0023), so no write path can forget it: a transaction
 * counts on the WIB day of `coalesce(paid_at, created_at)` — the day `@lapak/shared/sales-metrics`
 * gives a sale — as a sale (`paid_count`: paid, above Rp0), a sign-up (`free_count`: paid, Rp0) or
 * any other status (`other_count`). The rupiah columns sum the paid ones: `amount`, `seller_net`,
 * `refunded_amount` of the transactions, and `refunded_net` the `seller_amount` of their refunds
 * (ADR 0020), so every figure net of refunds is a difference of two columns. Summaries and the
 * daily statistics read these rows instead of every sale.
 */
export const salesDaily = pgTable(
  "sales_daily",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** WIB calendar day. */
    day: date("day", { mode: "string" }).notNull(),
    paidCount: integer("paid_count").notNull().default(0),
    freeCount: integer("free_count").notNull().default(0),
    otherCount: integer("other_count").notNull().default(0),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    sellerNet: bigint("seller_net", { mode: "number" }).notNull().default(0),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    refundedNet: bigint("refunded_net", { mode: "number" }).notNull().default(0),
    shard: rollupShard(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.shard] })],
);

/**
 * One row per customer of a seller — a buyer email with at least one paid transaction (collect-email
 * leads included) — and when they last bought (`max(coalesce(paid_at, created_at))` of those), kept
 * by a statement trigger on `transactions` (migration 0025, ADR 0035): Pelanggan counts, searches,
 * orders and pages its customers here instead of grouping every paid transaction, then reads the
 * page's rows.
 */
export const sellerCustomers = pgTable(
  "seller_customers",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    lastPurchaseAt: timestamp("last_purchase_at", { withTimezone: true }).notNull(),
    /** Every name the buyer gave on those transactions, one per line: what Pelanggan's search matches. */
    names: text("names").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.email] }),
    // Pelanggan's order: latest purchase first, then by email.
    index("seller_customers_recent_idx").on(t.sellerId, t.lastPurchaseAt.desc(), t.email),
    // Pelanggan's search, as Penjualan's (`CUSTOMER_SEARCH_TEXT`).
    index("seller_customers_search_idx").using("gin", sql.raw(`${CUSTOMER_SEARCH_TEXT} gin_trgm_ops`)),
  ],
);

/**
 * Sales (paid, above Rp0) per seller, WIB day of payment, landing source and campaign, kept by a
 * statement trigger on `transactions` (migration 0025, ADR 0035), so Statistik's "Penjualan per
 * Sumber" sums a few rows per day. `source` is the stored `utm_source`, else `facebook`/`tiktok` for
 * a bare click id, else `''` (a direct visit, "Langsung" on screen); `campaign` `''` = none.
 * `revenue` = what buyers paid less what was refunded, rupiah.
 */
export const salesSourcesDaily = pgTable(
  "sales_sources_daily",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** WIB calendar day of the payment. */
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    campaign: text("campaign").notNull(),
    sales: integer("sales").notNull().default(0),
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
    shard: rollupShard(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.source, t.campaign, t.shard] })],
);

/**
 * The webhook inbox (DESIGN §6 "Nothing lost"): every verified notification, and every status
 * answer of the reconciliation job that would change a transaction, unique on (gateway, event key),
 * recorded before it is applied. `outcome` says what applying it did.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey(),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS }).notNull(),
    eventKey: text("event_key").notNull(),
    /** Our transaction id as the gateway echoed it; null when that is not a UUID. */
    transactionId: uuid("transaction_id"),
    /** The webhook's raw body as received, or the status answer a reconciliation read. */
    body: text("body").notNull(),
    /** What applying it did; null until it is applied. */
    outcome: text("outcome", { enum: NOTIFICATION_OUTCOMES }),
    receivedAt: createdAt(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("payment_events_gateway_key_idx").on(t.gateway, t.eventKey)],
);

/**
 * WhatsApp messages (ADR 0021): one row per message sent for a sale or to verify a seller's number
 * — counted against its number's limit before it leaves (`sending`), then accepted or refused for
 * good by Meta, with the latest status its webhook reported — and per message held back by that
 * limit (`skipped`). `messageId` is Meta's `wamid…`.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid("id").primaryKey(),
    /** The sale the message is about; null for a phone verification code. */
    transactionId: uuid("transaction_id").references(() => transactions.id, { onDelete: "cascade" }),
    /** The seller whose number a phone verification code went to; null for a sale's message. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: WHATSAPP_MESSAGE_KINDS }).notNull(),
    /** The number it went (or would have gone) to, `628…`: the per-number limits count by it. */
    recipient: text("recipient"),
    /** Null when Meta refused the send (then `status` is `failed`). */
    messageId: text("message_id").unique(),
    status: text("status", { enum: WHATSAPP_MESSAGE_STATUSES }).notNull(),
    /** Meta's error (`code: title`) when failed. */
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("whatsapp_messages_transaction_kind_idx").on(t.transactionId, t.kind),
    index("whatsapp_messages_recipient_created_idx").on(t.recipient, t.createdAt),
  ],
);

/**
 * Codes that verify a seller's WhatsApp number (ADR 0021), by the rules of `otp_codes` (DESIGN §6):
 * 6 digits stored as an HMAC keyed by APP_SECRET, 10-minute expiry, 5 attempts, 60 s apart. A code
 * verifies the one `phone` it was sent for.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `628…`: the profile's number when the code was asked for. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("phone_codes_user_created_idx").on(t.userId, t.createdAt)],
);

/** Download counts per paid transaction and file (DESIGN §4). */
export const downloads = pgTable(
  "downloads",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    count: integer("count").notNull().default(0),
    lastAt: timestamp("last_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.mediaId] })],
);

/**
 * Append-only money ledger (DESIGN §4 "Money is a ledger"): a sale credits `pending`; its release
 * after HOLD_DAYS is two rows (−pending, +available); a withdrawal is two rows (−available,
 * +withdrawn), and a failed withdrawal's return two more (−withdrawn, +available). Unique on
 * (source, kind, bucket) so nothing is booked twice. Balances are sums, in rupiah.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The transaction or withdrawal id this movement comes from. */
    sourceId: uuid("source_id").notNull(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    bucket: text("bucket", { enum: LEDGER_BUCKETS }).notNull(),
    /** Signed rupiah. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Sales: when the hold ends and the money may be released. */
    availableAt: timestamp("available_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per source, owner, kind and bucket: a sale's commission is booked once on each side
    // (the seller's −, the affiliate's +; ADR 0050).
    uniqueIndex("ledger_entries_source_owner_kind_bucket_idx").on(t.sourceId, t.sellerId, t.kind, t.bucket),
    // Saldo's ledger, newest first: a page reads its rows from here (ADR 0035).
    index("ledger_entries_seller_created_idx").on(t.sellerId, t.createdAt, t.id),
  ],
);

/**
 * The ledger's sums per seller, kind, bucket and whether the row moves sandbox money (ADR 0023),
 * kept by a statement trigger on `ledger_entries` (migration 0024, ADR 0035) so a balance reads a
 * dozen rows instead of every sale's three. `sandbox` is decided when the row is booked, by the rule
 * of `isSandboxMoney` (`apps/api/src/modules/ledger/ledger.ts`): its source is a sale paid through
 * the sandbox, a refund of one, or a simulated withdrawal — none of which ever changes afterwards.
 */
export const ledgerTotals = pgTable(
  "ledger_totals",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    bucket: text("bucket", { enum: LEDGER_BUCKETS }).notNull(),
    sandbox: boolean("sandbox").notNull(),
    /** Signed rupiah. */
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    /** How many ledger rows the sum is made of (the ledger page's total; migration 0025). */
    entries: integer("entries").notNull().default(0),
    shard: rollupShard(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.kind, t.bucket, t.sandbox, t.shard] })],
);

/**
 * The sales still on hold: one row per `sale` ledger row that has no `release` yet, kept by the
 * same trigger (migration 0024, ADR 0035), so releasing what is due and the hold schedule read the
 * last `HOLD_DAYS` of sales instead of every sale the seller ever made. Since migration 0025 it also
 * keeps when the hold ends (the sale row's `available_at`) and what the release will move (the sale's
 * net less what its refunds took from `pending`), so neither needs a lookup per held sale.
 */
export const ledgerHeld = pgTable(
  "ledger_held",
  {
    /** The sale's transaction (`ledger_entries.source_id` of its `sale` row, or of an affiliate's `commission`). */
    sourceId: uuid("source_id").notNull(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Paid through the sandbox (`isSandboxMoney`'s rule, decided when the sale was booked). */
    sandbox: boolean("sandbox").notNull().default(false),
    /** When the hold ends: the sale row's `available_at`. */
    availableAt: timestamp("available_at", { withTimezone: true }),
    /** Rupiah the release will move: the sale row's amount plus its refunds' `pending` rows (≤ 0). */
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    // A sale is held for its seller and, with an affiliate, for the affiliate's commission (ADR 0050).
    primaryKey({ columns: [t.sourceId, t.sellerId] }),
    index("ledger_held_seller_due_idx").on(t.sellerId, t.availableAt),
  ],
);

/**
 * Page views rolled up per WIB day (DESIGN §4 "Traffic", §8): one row per seller, day, page and
 * (city, source), `''` for unknown. `views` counts beacons; `visitors` the day's distinct visitors
 * of that page; `entries` the day's distinct visitors of the whole store, booked on the row of
 * their first view that day (so per-day, per-city and per-source visitors are sums of `entries`).
 * No raw IP is stored anywhere.
 */
export const trafficDaily = pgTable(
  "traffic_daily",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** WIB calendar day. */
    day: date("day", { mode: "string" }).notNull(),
    /** `/{username}` or `/{username}/{slug}` of the page opened, lower-cased, without the query. */
    path: text("path").notNull(),
    kind: text("kind", { enum: TRAFFIC_PAGE_KINDS }).notNull(),
    productId: uuid("product_id"),
    city: text("city").notNull().default(""),
    /** `instagram`, `tiktok`, `whatsapp`, `google`, … or `internal`; `''` = direct. */
    source: text("source").notNull().default(""),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    entries: integer("entries").notNull().default(0),
  },
  (t) => [
    uniqueIndex("traffic_daily_dims_idx").on(t.sellerId, t.day, t.path, t.kind, t.city, t.source),
    index("traffic_daily_seller_day_idx").on(t.sellerId, t.day),
  ],
);

/**
 * The statistics screen's reads (DESIGN §6: < 100 ms over 1,000,000 views): per seller and WIB day,
 * one row per value of each dimension the screen shows on its own — the day's total (`day`, key
 * `''`), each page (`page`, key = path, with its kind and product), each city and each source —
 * written by the same statement that writes `traffic_daily`. `traffic_daily` crosses every
 * dimension (about 1,700 rows a day for a store with 11,000 daily views); this table holds one row
 * per value (about 60), so a 30-day read touches a few hundred rows instead of 50,000. `visitors`
 * follows `traffic_daily`: the page's own distinct visitors for `page`, the entries otherwise.
 */
export const trafficTotals = pgTable(
  "traffic_totals",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dimension: text("dimension", { enum: TRAFFIC_DIMENSIONS }).notNull(),
    /** WIB calendar day. */
    day: date("day", { mode: "string" }).notNull(),
    /** The path, city or source; `''` for the day's total, an unknown city or a direct visit. */
    key: text("key").notNull(),
    /** The page's kind for a `page` row, `''` otherwise. */
    kind: text("kind", { enum: ["", ...TRAFFIC_PAGE_KINDS] })
      .notNull()
      .default(""),
    productId: uuid("product_id"),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.dimension, t.day, t.key, t.kind] })],
);

/**
 * Who was already counted today: a daily-salted hash of IP + user agent per seller, day and scope
 * (`''` for the store, `<kind>:<path>` for a page, e.g. `product:/nadia/ebook`). Only today and
 * yesterday (WIB) are kept.
 */
export const trafficVisitors = pgTable(
  "traffic_visitors",
  {
    sellerId: uuid("seller_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    scope: text("scope").notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.scope, t.visitorHash] })],
);

/**
 * New visitors one IP added to one store, per minute (DESIGN §4 "Traffic"): a beacon from a visitor
 * not yet counted today counts only while its row holds fewer than `NEW_VISITORS_PER_IP_PER_MINUTE`
 * (apps/api/src/modules/traffics/record-view.ts), so a script rotating user agents behind one
 * address cannot inflate the statistics, while many phones behind one carrier IP still count. The
 * IP is a daily-salted hash, as in `traffic_visitors`; rows older than an hour are deleted.
 */
export const trafficIpWindows = pgTable(
  "traffic_ip_windows",
  {
    sellerId: uuid("seller_id").notNull(),
    ipHash: text("ip_hash").notNull(),
    /** The start of the minute (UTC) the row counts. */
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.ipHash, t.windowStart] })],
);

/**
 * Account activation (KYC, DESIGN §4): one per seller, replaced when a rejected seller submits
 * again. The NIK is encrypted at rest (AES-256-GCM, key derived from APP_SECRET); the KTP photo and
 * the selfie are private `media` files served only to admins.
 */
/**
 * The KTP photo and selfie of account activations (DESIGN §4 "KYC data"), kept apart from `media`
 * so no library list, product, blog or delete route can ever reach them. Private storage objects
 * served only on the admin review route. A seller has those of their activation, plus at most the
 * newest not-yet-submitted upload of each kind; a submission deletes the rest (rows and bytes).
 */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Which photo it is. */
    kind: text("kind", { enum: KYC_PHOTO_KINDS }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    mime: text("mime").notNull(),
    /** Bytes as stored. */
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("kyc_documents_owner_idx").on(t.ownerId)],
);

export const activations = pgTable("activations", {
  id: uuid("id").primaryKey(),
  sellerId: uuid("seller_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  legalName: text("legal_name").notNull(),
  /** `iv.tag.ciphertext`, base64url. */
  nikEncrypted: text("nik_encrypted").notNull(),
  nikLast4: text("nik_last4").notNull(),
  /** A `kyc_documents` row (the column keeps its name from when the photos were `media`). */
  idCardMediaId: uuid("id_card_media_id")
    .notNull()
    .references(() => kycDocuments.id, { onDelete: "restrict" }),
  selfieMediaId: uuid("selfie_media_id")
    .notNull()
    .references(() => kycDocuments.id, { onDelete: "restrict" }),
  /** A code of `BANKS` (DESIGN §4), checked when the seller submits. */
  bankCode: text("bank_code", { enum: BANK_CODES }).notNull(),
  bankAccountNumber: text("bank_account_number").notNull(),
  bankAccountName: text("bank_account_name").notNull(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  /** `users.activation` follows it. */
  status: text("status", { enum: ACTIVATION_REVIEW_STATUSES }).notNull(),
  /** Why an admin rejected it; null otherwise. */
  reason: text("reason"),
  /** The parts the rejection named, which the seller must send again; empty otherwise. */
  rejectedParts: jsonb("rejected_parts").$type<ActivationPart[]>().notNull().default([]),
  /** The admin who approved or rejected it. */
  reviewedBy: uuid("reviewed_by"),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Withdrawal requests (DESIGN §4): the amount leaves `available` for `withdrawn` in the same DB
 * transaction (ledger), at most one pending per seller; a failed one returns the money.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Integer rupiah. */
    amount: integer("amount").notNull(),
    /** The bank account of the seller's activation when the withdrawal was requested. */
    bankCode: text("bank_code", { enum: BANK_CODES }).notNull(),
    bankAccountNumber: text("bank_account_number").notNull(),
    bankAccountName: text("bank_account_name").notNull(),
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull(),
    /** The transfer reference once paid: the admin's, or the payout id of an automatic payout. */
    reference: text("reference"),
    /** Why it failed, as the seller reads it; null otherwise. */
    reason: text("reason"),
    /** The disbursement service's id once the payout was sent through it. */
    payoutId: text("payout_id"),
    /** Sent through the disbursement service (ADR 0009), not paid by hand. */
    automatic: boolean("automatic").notNull().default(false),
    /**
     * When a create-payout call to the disbursement service last started (ADR 0017): from then on a
     * payout may exist even without `payout_id` (its answer lost), so an admin cannot settle it by
     * hand until the service says there is none.
     */
    payoutAttemptedAt: timestamp("payout_attempted_at", { withTimezone: true }),
    /** What a contradicting payout result changed (ADR 0017), in Indonesian; null when none did. */
    flag: text("flag"),
    /**
     * A simulated withdrawal of sandbox money (ADR 0023): allowed only while the instance runs the
     * sandbox gateway, paid at once by the sandbox payout, never sent to a disbursement service.
     */
    simulated: boolean("simulated").notNull().default(false),
    /** The admin who settled it; null when the disbursement service did. */
    processedBy: uuid("processed_by"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("withdrawals_seller_created_idx").on(t.sellerId, t.createdAt),
    uniqueIndex("withdrawals_one_pending_idx").on(t.sellerId).where(sql`${t.status} = 'pending'`),
  ],
);

/** "Kirim masukan" from the dashboard (`POST /v1/feedback`). */
export const feedback = pgTable("feedback", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  message: text("message").notNull(),
  /** The dashboard page it was sent from, as the client said (at most 300 characters). */
  page: text("page"),
  createdAt: createdAt(),
});

/**
 * Blog posts written by admins (DESIGN §8, SPEC §7). `content` is sanitized HTML (the rich-text
 * allow-list of the API); `imageIds` are the uploaded images it shows, so they can be served to
 * everyone once the post is live. A post is live when `status = 'published'` and `published_at` has
 * come; a published post with a future `published_at` is scheduled.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Sanitized HTML. */
    content: text("content").notNull().default(""),
    /** Plain text, at most 300 characters. */
    summary: text("summary").notNull().default(""),
    /** Plain text for the search result; empty = the title / the summary. */
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    imageIds: jsonb("image_ids").$type<string[]>().notNull().default([]),
    status: text("status", { enum: STORED_BLOG_POST_STATUSES }).notNull().default("draft"),
    /** When it went or goes live; null for a draft. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_live_idx").on(t.status, t.publishedAt)],
);

/**
 * Refunds of paid transactions (ADR 0020, ADR 0027). The money split is frozen when the refund is
 * requested: `sellerAmount` comes out of the seller's ledger, `platformFeeAmount` is the platform's
 * fee given up, `gatewayCostAmount` the payment method's cost the platform bears; the three add up
 * to `amount`. A `manual` refund waits for an admin to transfer it to the buyer's bank account.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Rupiah the buyer gets back. */
    amount: integer("amount").notNull(),
    sellerAmount: integer("seller_amount").notNull(),
    /** Taken back from the affiliate: their commission on the refunded part (ADR 0050). */
    affiliateAmount: integer("affiliate_amount").notNull().default(0),
    platformFeeAmount: integer("platform_fee_amount").notNull(),
    gatewayCostAmount: integer("gateway_cost_amount").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull(),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    /** The gateway's refund id (Midtrans refund_key echo, Xendit refund id); null for manual ones. */
    gatewayReference: text("gateway_reference"),
    /** The admin's bank transfer reference once a manual refund is paid. */
    reference: text("reference"),
    /** The buyer's bank account for a manual refund, as they entered it through the signed link. */
    buyerBank: jsonb("buyer_bank").$type<{ bankCode: string; accountNumber: string; accountName: string }>(),
    /** Who asked: the seller or an admin. */
    requestedBy: uuid("requested_by"),
    processedBy: uuid("processed_by"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_transaction_idx").on(t.transactionId), index("refunds_status_idx").on(t.status)],
);

/**
 * A seller's ad tracking (ADR 0022): the Meta pixel and TikTok pixel their public pages load, and
 * the conversion-API access tokens, encrypted at rest like the NIK (AES-256-GCM, key from
 * APP_SECRET). One row per seller, absent until they save the page "Pelacakan Iklan".
 */
export const trackingSettings = pgTable("tracking_settings", {
  sellerId: uuid("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  metaPixelId: text("meta_pixel_id"),
  metaAccessTokenEncrypted: text("meta_access_token_encrypted"),
  tiktokPixelId: text("tiktok_pixel_id"),
  tiktokAccessTokenEncrypted: text("tiktok_access_token_encrypted"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time sign-in codes of the buyer library (DESIGN §4 "Buyer library"): 6 digits stored as an
 * HMAC keyed by APP_SECRET (like `otp_codes`, apart from them so a library code never signs in to
 * a seller account), and the SHA-256 of the one-time link mailed with it. Using either consumes
 * both. 10-minute expiry, 5 attempts, one code a minute per email.
 */
export const libraryCodes = pgTable(
  "library_codes",
  {
    id: uuid("id").primaryKey(),
    /** Lower-cased, as checkout stores `transactions.buyer_email`. */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Hex SHA-256 of the sign-in link's token. */
    linkHash: text("link_hash").notNull().unique(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("library_codes_email_created_idx").on(t.email, t.createdAt)],
);

/**
 * Buyer library sessions (DESIGN §4 "Buyer library"): opaque tokens of an email, only their SHA-256
 * stored (like `auth_tokens`), 30 days, revoked by signing out.
 */
export const librarySessions = pgTable(
  "library_sessions",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("library_sessions_email_idx").on(t.email)],
);

/**
 * Course certificates (DESIGN §4 "Certificates"): what the PDF and the public page
 * `/certificates/{code}` show, frozen when issued. `code` is `SRT-` + 8 Crockford base32; one
 * certificate per paid order and course (`product_id`): a course order or event ticket has one,
 * a membership pass one per course it includes (ADR 0049).
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey(),
    code: text("code").notNull().unique(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "restrict" }),
    /** The course or event certified: the order's own product, or a course a membership includes. */
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    sellerName: text("seller_name").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("certificates_transaction_product_idx").on(t.transactionId, t.productId)],
);

/**
 * A buyer's progress through a course (DESIGN §4 "Learning"): one row per completed lesson of a
 * paid course order — or, for a course a membership includes, of the member's first pass of that
 * membership (ADR 0049), so renewing keeps the progress. A lesson the seller deletes takes its rows
 * with it, so progress is always counted against the course's current lessons.
 */
export const courseProgress = pgTable(
  "course_progress",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.lessonId] }), index("course_progress_lesson_idx").on(t.lessonId)],
);

/**
 * Event tickets (DESIGN §3 "Event / Webinar", ADR 0046): one per checkout of an event, written with
 * the transaction; a ticket is valid while its transaction is paid. `code` is `TKT-` + 6 Crockford
 * base32. A reminder column holds the event start it was sent for, so each reminder goes once per
 * start time, and again after the seller moves the event.
 */
export const eventTickets = pgTable(
  "event_tickets",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    code: text("code").notNull().unique(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** The event start the 24-hour reminder was sent for. */
    dayReminderFor: timestamp("day_reminder_for", { withTimezone: true }),
    /** The event start the 1-hour reminder was sent for. */
    hourReminderFor: timestamp("hour_reminder_for", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("event_tickets_product_idx").on(t.productId)],
);

/**
 * Booked 1:1 sessions (DESIGN §3 "1:1 session", ADR 0047): one per checkout of a coaching product,
 * written with the transaction; the slot is held while the transaction holds it (paid and not
 * refunded in full, or pending and not expired). `seller_id` lets one seller's sessions, of any of
 * their coaching products, be checked against each other. The reminder columns hold the start
 * each reminder was sent for, so a rescheduled session is reminded again.
 */
export const coachingSessions = pgTable(
  "coaching_sessions",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    rescheduleCount: integer("reschedule_count").notNull().default(0),
    /** The session start the 24-hour reminder was sent for. */
    dayReminderFor: timestamp("day_reminder_for", { withTimezone: true }),
    /** The session start the 1-hour reminder was sent for. */
    hourReminderFor: timestamp("hour_reminder_for", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("coaching_sessions_seller_starts_idx").on(t.sellerId, t.startsAt),
    index("coaching_sessions_product_idx").on(t.productId),
  ],
);

/**
 * One membership pass (ADR 0049), written by the checkout that sells it: the period's months. The
 * pass counts while its transaction is paid and not refunded in full; a member's `since` and
 * `expiresAt` are folded from their standing passes (`membershipSpan`), never stored, so a payment,
 * a refund or a renewal has nothing else to update.
 */
export const membershipPasses = pgTable(
  "membership_passes",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased, as the transaction's. */
    buyerEmail: text("buyer_email").notNull(),
    months: integer("months").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("membership_passes_product_email_idx").on(t.productId, t.buyerEmail),
    index("membership_passes_email_idx").on(t.buyerEmail),
    index("membership_passes_seller_idx").on(t.sellerId),
  ],
);

/**
 * A renewal reminder sent (ADR 0049): one row per membership, end and kind (`7d`, `3d`, `1d`,
 * `ended`), inserted before the message is queued, so two instances send each once; a renewal
 * moves the end and so starts a new set.
 */
export const membershipReminders = pgTable(
  "membership_reminders",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerEmail: text("buyer_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    kind: text("kind", { enum: ["7d", "3d", "1d", "ended"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.buyerEmail, t.expiresAt, t.kind] })],
);

/**
 * A members-only post of a membership (ADR 0049): rich text (sanitized), attached files (the
 * seller's media), `publishedAt` (null: a draft). `notifiedAt` is set, once, when the new-post
 * email to the active members is queued.
 */
export const memberPosts = pgTable(
  "member_posts",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_posts_product_published_idx").on(t.productId, t.publishedAt)],
);

/** A member who turned off the new-post emails of one membership. */
export const memberPostEmailsOff = pgTable(
  "member_post_emails_off",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerEmail: text("buyer_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.buyerEmail] })],
);

/**
 * Verified reviews (DESIGN §4 "Reviews"): a buyer's 1–5 rating and optional text of a product,
 * written from a paid order of it (`transaction_id`, the order it was first written from). One per
 * product and buyer email, so a renewing member or a repeat buyer counts once; editable by the
 * buyer. The seller may reply once; an admin may hide it with the reason kept. The product page
 * counts only visible reviews of orders not refunded in full.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    transactionId: uuid("transaction_id")
      .notNull()
      .unique()
      .references(() => transactions.id, { onDelete: "restrict" }),
    buyerEmail: text("buyer_email").notNull(),
    /** The order's buyer name when written; the product page shows its first word and an initial. */
    reviewerName: text("reviewer_name").notNull(),
    rating: smallint("rating").notNull(),
    /** Plain text, at most 1,000 characters, or null for a rating alone. */
    body: text("body"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_reviews_product_email_idx").on(t.productId, t.buyerEmail),
    index("product_reviews_product_created_idx").on(t.productId, t.createdAt),
    index("product_reviews_seller_created_idx").on(t.sellerId, t.createdAt),
    check("product_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Product updates (DESIGN §4 "Product updates"): files a seller adds to a digital download with
 * **Kirim Pembaruan**. Each update's files are added to the product for buyers to come and are
 * delivered to every order of it from then on, past ones included (an order bought it, as its main
 * product, its bump or inside a bundle); every buyer is mailed once (`notified_at` claimed by the
 * `product-update-emails` job, `recipients` the addresses it mailed).
 */
export const productUpdates = pgTable(
  "product_updates",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Media ids (the seller's own files), in the order given. */
    fileIds: jsonb("file_ids").$type<string[]>().notNull(),
    /** Plain text for the buyers' email, at most 1,000 characters, or null. */
    message: text("message"),
    /** Distinct buyer emails mailed; 0 until the job ran. */
    recipients: integer("recipients").notNull().default(0),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("product_updates_product_created_idx").on(t.productId, t.createdAt)],
);

/**
 * A broadcast recipient's state: waiting its turn, claimed, handed to the mail server, refused by
 * it (or lost mid-send), or skipped because the address left the seller's broadcasts meanwhile.
 */
export const BROADCAST_RECIPIENT_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;

/**
 * A seller's email broadcast (DESIGN §4 "Broadcasts"): subject, sanitised rich-text body and the
 * audience asked for; its recipients are frozen in `broadcast_recipients` when it is created.
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: uuid("id").primaryKey(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    /** Sanitised HTML (the product description's tags; DESIGN §4 "Broadcasts"). */
    body: text("body").notNull(),
    /** `{productIds: string[] | null, includeLeads: boolean}` as posted. */
    audience: jsonb("audience").$type<{ productIds: string[] | null; includeLeads: boolean }>().notNull(),
    recipients: integer("recipients").notNull(),
    /** When the last recipient was sent or failed; null while some wait. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("broadcasts_seller_created_idx").on(t.sellerId, t.createdAt)],
);

/**
 * One row per address a broadcast goes to — the primary key makes "never twice to one address"
 * structural. `queued` rows are claimed in batches by the `broadcast-sends` job; a claimed row is
 * `sending` until the mail server answered, then `sent` or `failed` (never sent again).
 */
export const broadcastRecipients = pgTable(
  "broadcast_recipients",
  {
    broadcastId: uuid("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    status: text("status", { enum: BROADCAST_RECIPIENT_STATUSES }).notNull().default("queued"),
    /** When it was claimed for sending (the daily cap counts these). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.email] }),
    index("broadcast_recipients_queue_idx").on(t.status, t.broadcastId),
    index("broadcast_recipients_seller_claimed_idx").on(t.sellerId, t.claimedAt),
  ],
);

/**
 * Addresses that left a seller's broadcasts (the one-click link, RFC 8058): never sent another
 * until they tick the checkout's consent box again later (`unsubscribed_at` before that tick).
 */
export const broadcastUnsubscribes = pgTable(
  "broadcast_unsubscribes",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The broadcast whose link was used (its "berhenti" count). */
    broadcastId: uuid("broadcast_id").references(() => broadcasts.id, { onDelete: "set null" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.email] })],
);

export const allTables = {
  users,
  authTokens,
  otpCodes,
  otpLockouts,
  subscribers,
  media,
  products,
  productFiles,
  productUpdates,
  affiliates,
  broadcasts,
  broadcastRecipients,
  broadcastUnsubscribes,
  discounts,
  transactions,
  salesDaily,
  sellerCustomers,
  salesSourcesDaily,
  paymentEvents,
  downloads,
  ledgerEntries,
  ledgerTotals,
  ledgerHeld,
  trafficDaily,
  trafficTotals,
  trafficVisitors,
  trafficIpWindows,
  activations,
  withdrawals,
  feedback,
  blogPosts,
  refunds,
  trackingSettings,
  libraryCodes,
  librarySessions,
  certificates,
  courseProgress,
  eventTickets,
  coachingSessions,
  membershipPasses,
  membershipReminders,
  memberPosts,
  memberPostEmailsOff,
  productReviews,
};
export { sql };

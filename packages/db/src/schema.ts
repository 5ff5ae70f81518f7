/**
 * Drizzle schema: the tables of DESIGN §8 that exist so far. Ids are UUIDv7 made in the app
 * (PostgreSQL 15 has no `uuidv7()`), so they sort by time and cannot be guessed.
 * Migrations in `../migrations` are generated from this file with `npm run db:generate`.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull().unique(),
  /** argon2id hash; null for accounts that only ever signed in with Google. */
  passwordHash: text("password_hash"),
  name: text("name").notNull(),
  username: text("username").unique(),
  /** `628…` digits. */
  phone: text("phone"),
  bio: text("bio").notNull().default(""),
  avatarUrl: text("avatar_url"),
  role: text("role", { enum: ["seller", "admin"] })
    .notNull()
    .default("seller"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  activation: text("activation", { enum: ["none", "submitted", "approved", "rejected"] })
    .notNull()
    .default("none"),
  socialLinks: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
  theme: jsonb("theme").$type<Record<string, string>>(),
  onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
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
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

/** One-time email codes: 6 digits, stored hashed, 10-minute expiry, 5 attempts (DESIGN §6). */
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
  },
  (t) => [index("otp_codes_email_created_idx").on(t.email, t.createdAt)],
);

/** The platform newsletter (`POST /v1/subscribe`). */
export const subscribers = pgTable("subscribers", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
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
    kind: text("kind", { enum: ["image", "file"] }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** The uploader's file name, shown to buyers and used for the download. */
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    /** Bytes. */
    size: integer("size").notNull(),
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
    type: text("type", { enum: ["digital_download", "collect_email", "external_url"] }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitized HTML. */
    description: text("description").notNull().default(""),
    /** Integer rupiah; 0 = free. */
    price: integer("price").notNull().default(0),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    position: integer("position").notNull().default(0),
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    /** Type-specific settings: `{ url?, ctaLabel?, thankYouMessage?, rewardUrl? }`. */
    settings: jsonb("settings")
      .$type<{ url?: string; ctaLabel?: string; thankYouMessage?: string; rewardUrl?: string }>()
      .notNull()
      .default({}),
    clicks: integer("clicks").notNull().default(0),
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

export const allTables = { users, authTokens, otpCodes, subscribers, media, products, productFiles };
export { sql };

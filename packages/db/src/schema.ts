/**
 * Drizzle schema: the tables of DESIGN §8 that exist so far. Ids are UUIDv7 made in the app
 * (PostgreSQL 15 has no `uuidv7()`), so they sort by time and cannot be guessed.
 * Migrations in `../migrations` are generated from this file with `npm run db:generate`.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

export const allTables = { users, authTokens, otpCodes, subscribers };
export { sql };

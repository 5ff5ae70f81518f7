/**
 * Affiliates (DESIGN §4 "Affiliates", ADR 0050): any Lapak account joins a seller's programme and
 * earns a commission on the sales its links bring; the seller sees who sells for them.
 */
import { z } from "../zod";

/** The first-party cookie a `?ref=CODE` link sets: the last affiliate click, for 30 days. */
export const REFERRAL_COOKIE = "lapak_ref";
/** How long a click counts, seconds (30 days, as Gumroad's). */
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** An affiliate code: 8 characters of Crockford base32, upper case. */
export const AFFILIATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

export const AFFILIATE_MESSAGES = {
  ownStore: "Anda tidak bisa menjadi afiliasi toko Anda sendiri",
  noProgramme: "Toko ini belum membuka program afiliasi",
  removed: "Penjual sudah mengeluarkan Anda dari program afiliasinya",
  storeNotFound: "Toko tidak ditemukan",
} as const;

/** A product a programme pays a commission on, with the affiliate's link to it. */
export const affiliateProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  commissionPercent: z.number().int(),
  /** `/{username}/{slug}?ref=CODE`, absolute. */
  link: z.string(),
});

/** `GET /v1/affiliates/me` item: one programme the signed-in account joined. */
export const affiliateProgrammeSchema = z.object({
  id: z.string(),
  code: z.string(),
  store: z.object({ username: z.string(), name: z.string() }),
  /** `/{username}?ref=CODE`, absolute. */
  link: z.string(),
  products: z.array(affiliateProductSchema),
  clicks: z.number().int(),
  /** Paid sales through the affiliate's links. */
  sales: z.number().int(),
  /** Rupiah: commission still on hold (with the sale), less what refunds took back from it. */
  commissionPending: z.number().int(),
  /** Rupiah: commission released to the affiliate's balance, less what refunds took back. */
  commissionAvailable: z.number().int(),
  /** The seller removed the affiliate: new clicks earn nothing. */
  removed: z.boolean(),
  joinedAt: z.string(),
});
export type AffiliateProgramme = z.infer<typeof affiliateProgrammeSchema>;

/** `GET /v1/affiliates` item: one affiliate of the signed-in seller. */
export const sellerAffiliateSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  clicks: z.number().int(),
  sales: z.number().int(),
  /** Rupiah the buyers paid for those sales, less refunds. */
  revenue: z.number().int(),
  /** Rupiah of commission booked for them, less what refunds took back. */
  commission: z.number().int(),
  removedAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type SellerAffiliate = z.infer<typeof sellerAffiliateSchema>;

/** `GET /v1/affiliates/programs/{username}`: what a store's programme offers (public). */
export const affiliateProgrammeOfferSchema = z.object({
  store: z.object({ username: z.string(), name: z.string() }),
  products: z.array(z.object({ id: z.string(), title: z.string(), commissionPercent: z.number().int() })),
});
export type AffiliateProgrammeOffer = z.infer<typeof affiliateProgrammeOfferSchema>;

/** `POST /v1/affiliates/programs/{username}/join` answer. */
export const affiliateJoinSchema = z.object({ id: z.string(), code: z.string(), link: z.string() });

/** `GET /v1/affiliates/me/statement.csv?year=` query. */
export const statementQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Tahun tidak valid" })
    .int("Tahun tidak valid")
    .min(2020, "Tahun tidak valid")
    .max(2100, "Tahun tidak valid"),
});

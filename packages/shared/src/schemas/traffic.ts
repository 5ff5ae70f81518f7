/**
 * Statistics (DESIGN §3 traffics, §4 "Traffic"): the page-view beacon public pages send, and the
 * seller's daily / page / city / source breakdowns. Days are WIB calendar days `YYYY-MM-DD`.
 */
import { text, z } from "../zod";
import { PRODUCT_TYPES } from "./product";

/**
 * What a counted view opened (`traffic_daily.kind`, and `traffic_totals.kind` of a `page` row): the
 * store page, a product page, or an external-link product through its click counter.
 */
export const TRAFFIC_PAGE_KINDS = ["store", "product", "click"] as const;

/**
 * `traffic_totals.dimension`: one row per seller, WIB day and value of each — the day's total
 * (`day`), each page (`page`), each city and each source — so a statistics read touches a few
 * hundred rows (DESIGN §6: < 100 ms over 1,000,000 views).
 */
export const TRAFFIC_DIMENSIONS = ["day", "page", "city", "source"] as const;

/** `POST /v1/traffics`: what the storefront's inline script sends with `navigator.sendBeacon`. */
export const trafficBeaconSchema = z.object({
  /** `location.pathname`: `/{username}` or `/{username}/{slug}`. */
  path: text().max(300),
  /** `document.referrer`, if any. */
  referrer: text().max(2000).optional(),
  /** `utm_source` of the page's URL, if any. */
  source: text().max(100).optional(),
});
export type TrafficBeacon = z.infer<typeof trafficBeaconSchema>;

/** Longest range a statistics or daily-sales call covers, in days. */
export const MAX_RANGE_DAYS = 366;

/** `?from&to`: inclusive WIB days; both default to the last 30 days ending today. */
export const dayRangeQuerySchema = z.object({
  from: z.iso.date("Tanggal tidak valid").optional(),
  to: z.iso.date("Tanggal tidak valid").optional(),
});
export type DayRangeQuery = z.infer<typeof dayRangeQuerySchema>;

/** `GET /v1/traffics/daily` item; every day of the range is present, 0 when nothing was seen. */
export const trafficDaySchema = z.object({
  date: z.string(),
  views: z.number().int(),
  /** Distinct visitors that day (daily-salted hash of IP + browser; never stored raw). */
  visitors: z.number().int(),
});
export type TrafficDay = z.infer<typeof trafficDaySchema>;

/** `GET /v1/traffics/page` item: the store page, a product page, or clicks on an external link. */
export const trafficPageSchema = z.object({
  page: z.string(),
  kind: z.enum(TRAFFIC_PAGE_KINDS),
  productId: z.string().nullable(),
  /** The product's title now (null for the store page or a deleted product). */
  title: z.string().nullable(),
  /** The product's type (for a link to its edit form); null for the store page or a deleted product. */
  productType: z.enum(PRODUCT_TYPES).nullable(),
  views: z.number().int(),
  visitors: z.number().int(),
});
export type TrafficPage = z.infer<typeof trafficPageSchema>;

/** `GET /v1/traffics/city` item; `""` = unknown. */
export const trafficCitySchema = z.object({ city: z.string(), views: z.number().int(), visitors: z.number().int() });
export type TrafficCity = z.infer<typeof trafficCitySchema>;

/** `GET /v1/traffics/source` item: `instagram`, `tiktok`, `whatsapp`, … `internal`, `""` = direct. */
export const trafficSourceSchema = z.object({
  source: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
});
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

/**
 * `GET /v1/transactions/daily` item: one WIB day (by payment time) counted as `sales-metrics.ts`
 * says — `paidCount` sales (paid, above Rp0), `freeCount` free sign-ups (pendaftar), and rupiah net
 * of refunds (`amount` buyers paid, `sellerNet` the seller keeps).
 */
export const salesDaySchema = z.object({
  date: z.string(),
  paidCount: z.number().int(),
  freeCount: z.number().int(),
  amount: z.number().int(),
  sellerNet: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

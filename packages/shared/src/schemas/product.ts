/**
 * Products and their six types (DESIGN §3): digital downloads, collect-email lead magnets,
 * external links, bundles (Paket: several downloads sold as one, ADR 0019), courses (Kelas
 * Online: modules of lessons, ADR 0044) and events (Event / Webinar: tickets with a quota,
 * ADR 0046), 1:1 sessions (Konsultasi: slots from weekly hours, ADR 0047) and memberships
 * (Langganan: prepaid passes, ADR 0049). Prices are integer rupiah; 0 means free, a paid product
 * costs at least Rp1.000 (DESIGN §4).
 */

import { SLUG_PATTERN } from "../slug";
import { multilineText, text, webUrl, z } from "../zod";
import {
  type AvailabilityWindow,
  checkAvailability,
  coachingFieldsSchema,
  coachingSchema,
  publicCoachingSchema,
} from "./coaching";
import { courseModuleSchema, courseModulesSchema, publicCourseModuleSchema } from "./course";
import { checkEventTimes, type EventLocation, eventFieldsSchema, eventSchema, publicEventSchema } from "./event";
import { membershipFieldsSchema, membershipSchema, publicMembershipSchema, type StoredMembership } from "./membership";
import { productReviewsSchema } from "./review";

export const PRODUCT_TYPES = [
  "digital_download",
  "collect_email",
  "external_url",
  "bundle",
  "course",
  "event",
  "coaching",
  "membership",
] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/**
 * The types a buyer pays for (price, harga coret, discount codes, checkout with a payment method);
 * the others are free. A course's delivery is access in the buyer's library, an event's a ticket,
 * a 1:1 session's a booked slot, a membership's a pass of the period bought.
 */
export const SOLD_PRODUCT_TYPES = [
  "digital_download",
  "bundle",
  "course",
  "event",
  "coaching",
  "membership",
] as const satisfies readonly ProductType[];

/** True for a type of `SOLD_PRODUCT_TYPES`. */
export function isSoldProductType(type: ProductType | null | undefined): boolean {
  return (SOLD_PRODUCT_TYPES as readonly string[]).includes(type ?? "");
}

/** `products.status`: only a published product shows in the store and can be bought. */
export const PRODUCT_STATUSES = ["draft", "published"] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);

/**
 * `products.settings`, the type-specific part of a product as stored. A key is present only when
 * set (an empty string from the form is dropped, so the default applies); `requirePhone` is only
 * ever stored as `true`.
 */
export interface ProductSettings {
  /** External links: the target URL (reached through the click counter). */
  url?: string;
  /** The button's label; left out, `DEFAULT_CTA_LABEL` of the type. */
  ctaLabel?: string;
  /** Downloads and lead magnets: plain text shown on the order page and in the delivery email. */
  thankYouMessage?: string;
  /** Lead magnets: the reward link delivered with the files. */
  rewardUrl?: string;
  /** Paid downloads: "Wajibkan nomor WhatsApp", the checkout requires the buyer's number. */
  requirePhone?: boolean;
  /**
   * Paid and free downloads: "Tandai PDF dengan email pembeli". On unless stored as `false` (the
   * only value ever stored): each PDF a buyer downloads carries "Dibeli oleh {email} · {order code}".
   */
  stampPdf?: boolean;
  /** Harga coret (ADR 0019): the former price in rupiah, above `price`, shown struck through. */
  compareAtPrice?: number;
  /** Pay what you want (ADR 0019); absent = a fixed price. */
  pricing?: ProductPricing;
  /** Pay what you want: the least a buyer may pay, rupiah (0 or ≥ Rp1.000). */
  minimumPrice?: number;
  /** Pay what you want: the amount the form starts with, rupiah. */
  suggestedPrice?: number;
  /** The order bump offered on this product's checkout (ADR 0019). */
  orderBump?: OrderBump;
  /** Bundles (Paket): the downloads it sells together, in the order shown and delivered. */
  bundleProductIds?: string[];
  /** Courses: a buyer who completes every lesson gets a certificate (only ever stored as `true`). */
  certificate?: boolean;
  /** Courses: the seller's image (a media id of kind `image`) printed under the certificate. */
  certificateBackgroundId?: string;
  /** Events (ADR 0046): when and where, and the seats sold; `certificate` is one of attendance. */
  event?: StoredEvent;
  /** 1:1 sessions (ADR 0047): weekly hours, session length and the booking rules. */
  coaching?: StoredCoaching;
  /** Memberships (ADR 0049): the periods on sale, the benefits and the included products. */
  membership?: StoredMembership;
}

/** A 1:1 session product's own fields as `products.settings.coaching` holds them. */
export interface StoredCoaching {
  durationMinutes: number;
  /** Weekly windows in WIB wall time. */
  availability: AvailabilityWindow[];
  bufferMinutes: number;
  minNoticeHours: number;
  maxDaysAhead: number;
  location: EventLocation;
  rescheduleHours: number;
  /** WIB dates (`YYYY-MM-DD`) with no slots; absent when none. */
  blockedDates?: string[];
}

/** An event's own fields as `products.settings.event` holds them (ISO 8601 instants). */
export interface StoredEvent {
  startsAt: string;
  endsAt: string;
  /** Absent: sales end when the event starts. */
  salesEndAt?: string;
  location: EventLocation;
  /** Null: unlimited. */
  capacity: number | null;
}

export const PRODUCT_PRICINGS = ["fixed", "pay_what_you_want"] as const;
export type ProductPricing = (typeof PRODUCT_PRICINGS)[number];

/**
 * An order bump: another published download of the same seller, offered on this product's
 * checkout at `price` rupiah (at most its own price) as a tickable card "Tambah {headline}".
 */
export const orderBumpSchema = z.object({
  productId: z.uuid("Produk tidak valid"),
  price: z
    .number({ error: "Harga penawaran wajib diisi" })
    .int("Harga harus bilangan bulat rupiah")
    .min(0, "Harga tidak boleh negatif")
    .max(100_000_000, "Harga maksimal Rp100.000.000"),
  headline: text({ error: "Judul penawaran wajib diisi" })
    .trim()
    .min(3, "Judul penawaran minimal 3 karakter")
    .max(80, "Judul penawaran maksimal 80 karakter"),
  description: text().trim().max(300, "Deskripsi penawaran maksimal 300 karakter").default(""),
});
export type OrderBump = z.infer<typeof orderBumpSchema>;

/** Smallest price of a paid product, in rupiah. */
export const MIN_PAID_PRICE = 1000;
/** Largest price, in rupiah (the gateways' single-payment ceilings are around Rp100.000.000 or less). */
export const MAX_PRICE = 100_000_000;

export const priceSchema = z
  .number({ error: "Harga wajib diisi" })
  .int("Harga harus bilangan bulat rupiah")
  .min(0, "Harga tidak boleh negatif")
  .max(MAX_PRICE, "Harga maksimal Rp100.000.000")
  .refine((price) => price === 0 || price >= MIN_PAID_PRICE, "Harga produk berbayar minimal Rp1.000");

/**
 * A harga coret as sent (ADR 0019): whole rupiah up to `MAX_PRICE`, or null for none; the body's
 * refinement checks that it is above the price.
 */
export const compareAtPriceSchema = z
  .number({ error: "Harga coret tidak valid" })
  .int("Harga harus bilangan bulat rupiah")
  .max(MAX_PRICE, "Harga maksimal Rp100.000.000")
  .nullable()
  .optional();

/**
 * A product's place in the seller's affiliate programme (ADR 0050): `enabled` and the commission,
 * a whole percent 1–90 of what the buyer paid. Left out of a product body: unchanged.
 */
export const affiliateSettingsSchema = z.object({
  enabled: z.boolean({ error: "Pilih ya atau tidak" }),
  commissionPercent: z
    .number({ error: "Komisi wajib diisi" })
    .int("Komisi harus bilangan bulat")
    .min(1, "Komisi minimal 1%")
    .max(90, "Komisi maksimal 90%"),
});
export type AffiliateSettings = z.infer<typeof affiliateSettingsSchema>;

export const slugSchema = text()
  .trim()
  .toLowerCase()
  .min(1, "Slug wajib diisi")
  .max(80, "Slug maksimal 80 karakter")
  .regex(SLUG_PATTERN, "Slug hanya boleh huruf kecil, angka dan tanda hubung")
  // What the API accepts before trimming and lower-casing it (the OpenAPI document's pattern).
  .meta({ pattern: String.raw`^\s*[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\s*$` });

const titleSchema = text().trim().min(3, "Judul minimal 3 karakter").max(120, "Judul maksimal 120 karakter");
/** Rich text HTML; the server sanitizes it against an allow-list before storing. */
const descriptionSchema = multilineText().max(20_000, "Deskripsi terlalu panjang");
const ctaLabelSchema = text().trim().max(40, "Label tombol maksimal 40 karakter");
const idSchema = z.uuid("ID tidak valid");
/** Plain text shown on the order page and in the delivery email. */
const thankYouMessageSchema = multilineText().trim().max(1000, "Pesan terima kasih maksimal 1000 karakter");

export const digitalDownloadBodySchema = z
  .object({
    title: titleSchema,
    slug: slugSchema.optional(),
    affiliate: affiliateSettingsSchema.optional(),
    description: descriptionSchema.default(""),
    /** Required for a fixed price; left out (or ignored) for pay what you want, which sells from `minimumPrice`. */
    price: priceSchema.optional(),
    coverImageId: idSchema.nullable().optional(),
    fileIds: z.array(idSchema).max(20, "Maksimal 20 berkas").default([]),
    status: productStatusSchema.default("draft"),
    ctaLabel: ctaLabelSchema.optional(),
    thankYouMessage: thankYouMessageSchema.optional(),
    /** "Wajibkan nomor WhatsApp": the checkout asks for the buyer's number (default: optional). */
    requirePhone: z.boolean().optional(),
    /** "Tandai PDF dengan email pembeli": stamp the buyer on every page of each PDF (default: on). */
    stampPdf: z.boolean().optional(),
    /** Harga coret (ADR 0019): null, or more than `price`. */
    compareAtPrice: compareAtPriceSchema,
    /** Pay what you want: `price` is then stored as `minimumPrice`. */
    pricing: z.enum(PRODUCT_PRICINGS, { error: "Jenis harga tidak valid" }).default("fixed"),
    minimumPrice: priceSchema.optional(),
    suggestedPrice: priceSchema.nullable().optional(),
    orderBump: orderBumpSchema.nullable().optional(),
  })
  .refine((body) => body.status === "draft" || body.fileIds.length > 0, {
    path: ["fileIds"],
    message: "Unggah minimal satu berkas sebelum menerbitkan produk",
  })
  .superRefine(checkPricing);
export type DigitalDownloadBody = z.infer<typeof digitalDownloadBodySchema>;

/** The fixed price / pay-what-you-want rules a download and a course share (ADR 0019). */
function checkPricing(
  body: {
    pricing: ProductPricing;
    price?: number;
    compareAtPrice?: number | null;
    minimumPrice?: number;
    suggestedPrice?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  const pwyw = body.pricing === "pay_what_you_want";
  if (!pwyw && body.price === undefined)
    ctx.addIssue({ code: "custom", path: ["price"], message: "Harga wajib diisi" });
  if (body.compareAtPrice != null && (pwyw || body.compareAtPrice <= (body.price ?? 0)))
    ctx.addIssue({ code: "custom", path: ["compareAtPrice"], message: "Harga coret harus lebih tinggi dari harga" });
  if (pwyw && body.suggestedPrice != null && body.suggestedPrice < (body.minimumPrice ?? 0))
    ctx.addIssue({
      code: "custom",
      path: ["suggestedPrice"],
      message: "Harga saran tidak boleh di bawah harga minimum",
    });
}

/**
 * The fields a course and an event share with a download, files and order bump aside: the card,
 * the checkout's rules and the price (fixed or pay what you want, harga coret; `checkPricing`).
 */
const pricedProductFields = {
  title: titleSchema,
  slug: slugSchema.optional(),
  affiliate: affiliateSettingsSchema.optional(),
  description: descriptionSchema.default(""),
  price: priceSchema.optional(),
  coverImageId: idSchema.nullable().optional(),
  status: productStatusSchema.default("draft"),
  ctaLabel: ctaLabelSchema.optional(),
  thankYouMessage: thankYouMessageSchema.optional(),
  requirePhone: z.boolean().optional(),
  compareAtPrice: compareAtPriceSchema,
  pricing: z.enum(PRODUCT_PRICINGS, { error: "Jenis harga tidak valid" }).default("fixed"),
  minimumPrice: priceSchema.optional(),
  suggestedPrice: priceSchema.nullable().optional(),
};

/**
 * `POST|PUT /v1/product/courses` (Kelas Online, ADR 0044): priced like a download (fixed or pay
 * what you want, harga coret), with `modules` of lessons instead of files and `certificate`. A
 * published course needs at least one lesson (422 on `modules`). Module and lesson `id`s sent back
 * are kept; those left out are new.
 */
export const courseBodySchema = z
  .object({
    ...pricedProductFields,
    modules: courseModulesSchema,
    /** "Beri sertifikat": a buyer who completes every lesson downloads a certificate. */
    certificate: z.boolean({ error: "Sertifikat harus ya atau tidak" }).default(false),
    /** The certificate's background: an image the seller uploaded (A4 landscape looks best). */
    certificateBackgroundId: idSchema.nullable().optional(),
  })
  .refine(
    // An empty `modules` has its own error.
    (body) =>
      body.status === "draft" || body.modules.length === 0 || body.modules.some((module) => module.lessons.length > 0),
    {
      path: ["modules"],
      message: "Tambahkan minimal satu pelajaran sebelum menerbitkan kelas",
    },
  )
  .superRefine(checkPricing);
export type CourseBody = z.infer<typeof courseBodySchema>;

/**
 * `POST|PUT /v1/product/events` (Event / Webinar, ADR 0046): priced like a download (fixed or pay
 * what you want, harga coret), with `startsAt`, `endsAt`, `location`, `capacity` (null =
 * unlimited), `salesEndAt` (left out: the start) and `certificate` (of attendance).
 */
export const eventBodySchema = z
  .object({
    ...pricedProductFields,
    ...eventFieldsSchema.shape,
  })
  .superRefine(checkPricing)
  .superRefine(checkEventTimes);
export type EventBody = z.infer<typeof eventBodySchema>;

/**
 * `POST|PUT /v1/product/coaching` (1:1 session, ADR 0047): priced like a download (fixed or pay
 * what you want, harga coret), with `durationMinutes`, weekly `availability` in WIB,
 * `bufferMinutes`, `minNoticeHours`, `maxDaysAhead`, `location` and `rescheduleHours`. Blocked
 * dates have their own call (`PUT /v1/coaching/{id}/blocked-dates`).
 */
export const coachingBodySchema = z
  .object({
    ...pricedProductFields,
    ...coachingFieldsSchema.shape,
  })
  .superRefine(checkPricing)
  .superRefine(checkAvailability);
export type CoachingBody = z.infer<typeof coachingBodySchema>;

/**
 * `POST|PUT /v1/product/memberships` (Langganan, ADR 0049): sold by `periods` (1–4 of 1, 3, 6 or
 * 12 months, each with its price and harga coret) instead of one price; never pay what you want
 * (422 on `pricing`). `benefits` is rich text; `includedProductIds` the seller's courses or
 * downloads its members get while active.
 */
export const membershipBodySchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  affiliate: affiliateSettingsSchema.optional(),
  description: descriptionSchema.default(""),
  coverImageId: idSchema.nullable().optional(),
  status: productStatusSchema.default("draft"),
  ctaLabel: ctaLabelSchema.optional(),
  thankYouMessage: thankYouMessageSchema.optional(),
  requirePhone: z.boolean().optional(),
  pricing: z.literal("fixed", { error: "Langganan dijual dengan harga tetap per masa langganan" }).optional(),
  ...membershipFieldsSchema.shape,
});
export type MembershipBody = z.infer<typeof membershipBodySchema>;

export const collectEmailBodySchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  affiliate: affiliateSettingsSchema.optional(),
  description: descriptionSchema.default(""),
  coverImageId: idSchema.nullable().optional(),
  fileIds: z.array(idSchema).max(20, "Maksimal 20 berkas").default([]),
  rewardUrl: webUrl({ optional: true }).optional(),
  status: productStatusSchema.default("draft"),
  ctaLabel: ctaLabelSchema.optional(),
  thankYouMessage: thankYouMessageSchema.optional(),
});
export type CollectEmailBody = z.infer<typeof collectEmailBodySchema>;

export const externalUrlBodySchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  affiliate: affiliateSettingsSchema.optional(),
  url: webUrl(),
  description: descriptionSchema.default(""),
  coverImageId: idSchema.nullable().optional(),
  status: productStatusSchema.default("draft"),
  ctaLabel: ctaLabelSchema.optional(),
});
export type ExternalUrlBody = z.infer<typeof externalUrlBodySchema>;

/** Most products in one bundle. */
export const MAX_BUNDLE_PRODUCTS = 20;

/**
 * `POST|PUT /v1/product/bundles` (ADR 0019): a Paket sells `productIds` — at least two
 * distinct digital downloads of the same seller (checked by the API: 422 on `productIds`) — for one
 * fixed `price`, with harga coret like a download. It has no files of its own: a paid bundle
 * delivers every file of every product in it, frozen at purchase.
 */
export const bundleBodySchema = z
  .object({
    title: titleSchema,
    slug: slugSchema.optional(),
    affiliate: affiliateSettingsSchema.optional(),
    description: descriptionSchema.default(""),
    price: priceSchema,
    coverImageId: idSchema.nullable().optional(),
    productIds: z
      .array(idSchema, { error: "Pilih produk untuk paket ini" })
      .min(2, "Pilih minimal 2 produk untuk paket")
      .max(MAX_BUNDLE_PRODUCTS, `Maksimal ${MAX_BUNDLE_PRODUCTS} produk dalam satu paket`)
      .refine((ids) => new Set(ids).size === ids.length, "Setiap produk hanya boleh dipilih sekali"),
    status: productStatusSchema.default("draft"),
    ctaLabel: ctaLabelSchema.optional(),
    thankYouMessage: thankYouMessageSchema.optional(),
    requirePhone: z.boolean().optional(),
    stampPdf: z.boolean().optional(),
    compareAtPrice: compareAtPriceSchema,
  })
  .refine((body) => body.compareAtPrice == null || body.compareAtPrice > body.price, {
    path: ["compareAtPrice"],
    message: "Harga coret harus lebih tinggi dari harga",
  });
export type BundleBody = z.infer<typeof bundleBodySchema>;

/** One product inside a bundle, as its views list it ("Isi paket"). */
export const bundleItemSchema = z.object({ id: z.string(), title: z.string(), fileCount: z.number().int() });
export type BundleItem = z.infer<typeof bundleItemSchema>;

export const productFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int() });

/** The owner's view of a product (`GET /v1/products`, `GET /v1/product/{type}/{id}`). */
export const productSchema = z.object({
  id: z.string(),
  type: productTypeSchema,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number().int(),
  coverImageId: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  status: productStatusSchema,
  position: z.number().int(),
  url: z.string().nullable(),
  files: z.array(productFileSchema),
  ctaLabel: z.string(),
  thankYouMessage: z.string().nullable(),
  rewardUrl: z.string().nullable(),
  /** A paid download's checkout requires a WhatsApp number (always false for other types). */
  requirePhone: z.boolean(),
  /** A download's PDFs carry their buyer's email and order code (always false for other types). */
  stampPdf: z.boolean(),
  /** Harga coret: the former price shown struck through, rupiah, or null (ADR 0019). */
  compareAtPrice: z.number().int().nullable(),
  pricing: z.enum(PRODUCT_PRICINGS),
  /** Pay what you want: the least a buyer may pay (rupiah); 0 for a fixed price. */
  minimumPrice: z.number().int(),
  /** Pay what you want: the amount the form starts with, or null. */
  suggestedPrice: z.number().int().nullable(),
  /** The order bump offered at checkout, or null. */
  orderBump: orderBumpSchema.nullable(),
  /** A bundle's products ("Isi paket"), live ones only, in its order; empty for other types. */
  bundleProducts: z.array(bundleItemSchema),
  /** The product in the seller's affiliate programme (ADR 0050): off at 10 % until set. */
  affiliate: affiliateSettingsSchema,
  /** A bundle's product ids as saved (the body's `productIds`); empty for other types. */
  productIds: z.array(z.string()),
  /** A course's modules and lessons, in order (ADR 0044); empty for other types. */
  modules: z.array(courseModuleSchema),
  /** A course gives a certificate on completion (always false for other types). */
  certificate: z.boolean(),
  /** A course's certificate background (a media id of the seller's images), or null. */
  certificateBackgroundId: z.string().nullable(),
  /** That background's image URL, or null. */
  certificateBackgroundUrl: z.string().nullable(),
  /** An event's time, place and seats (ADR 0046); null for other types. */
  event: eventSchema.nullable(),
  /** A 1:1 session's hours and rules (ADR 0047); null for other types. */
  coaching: coachingSchema.nullable(),
  /** A membership's periods, benefits and included products (ADR 0049); null for other types. */
  membership: membershipSchema.nullable(),
  clicks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What anyone may see of a published product, picked from the owner's view: no file ids, no
 * storage keys, and no target URL of an external link (its card goes through `/{username}/{slug}`,
 * which counts the click).
 */
export const publicProductSchema = productSchema
  .pick({
    id: true,
    type: true,
    title: true,
    slug: true,
    description: true,
    price: true,
    coverImageUrl: true,
    ctaLabel: true,
    compareAtPrice: true,
    pricing: true,
    minimumPrice: true,
    suggestedPrice: true,
    orderBump: true,
    bundleProducts: true,
  })
  .extend({
    fileCount: z.number().int(),
    /** The checkout requires the buyer's WhatsApp number (the seller's "Wajibkan nomor WhatsApp"). */
    requirePhone: z.boolean(),
    seller: z.object({ username: z.string(), name: z.string() }),
    /** A course's curriculum (titles, durations; videos of preview lessons only); empty for other types. */
    modules: z.array(publicCourseModuleSchema),
    certificate: z.boolean(),
    /** An event's time, place (never its online link) and seats; null for other types. */
    event: publicEventSchema.nullable(),
    /** A 1:1 session's length and place (never its meeting link); null for other types. */
    coaching: publicCoachingSchema.nullable(),
    /** A membership's periods, benefits, included products and posts' teasers; null for other types. */
    membership: publicMembershipSchema.nullable(),
    /** Visible reviews of paid orders (DESIGN §4 "Reviews"): average, count and the newest few. */
    reviews: productReviewsSchema,
  });
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const reorderBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "Daftar produk berisi ID ganda"),
});

/** Default button label per type, when the seller leaves `ctaLabel` empty. */
export const DEFAULT_CTA_LABEL: Record<ProductType, string> = {
  digital_download: "Beli Sekarang",
  collect_email: "Dapatkan Gratis",
  external_url: "Kunjungi",
  bundle: "Beli Paket",
  course: "Beli Kelas",
  event: "Beli Tiket",
  coaching: "Pilih Jadwal",
  membership: "Gabung Sekarang",
};

/** `POST /v1/sellers/{username}/products/{slug}/click`: where the external link goes (after counting). */
export const productClickSchema = z.object({ url: z.string() });

/** `GET /v1/sitemap`: what `/sitemap.xml` lists; `updatedAt` is ISO 8601 UTC. */
export const sitemapSchema = z.object({
  storefronts: z.array(z.object({ username: z.string(), updatedAt: z.string() })),
  products: z.array(z.object({ username: z.string(), slug: z.string(), updatedAt: z.string() })),
  /** Live blog posts (`/blog/{slug}`). */
  posts: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;

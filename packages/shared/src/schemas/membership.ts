/**
 * Memberships (Langganan; DESIGN §3 "Membership"): prepaid passes of 1, 3, 6 or 12 months paid
 * with QRIS, virtual accounts or e-wallets — no card, no automatic charge — renewed by a link
 * before they end; members-only posts read in the buyer library; the seller's members. Amounts are
 * whole rupiah; times ISO 8601 in the API, WIB on screen. The pass arithmetic is
 * `membership-period.ts`.
 */
import { formatRupiah } from "../money";
import { multilineText, text, z } from "../zod";

/** The period lengths a seller may sell, in months. */
export const MEMBERSHIP_MONTHS = [1, 3, 6, 12] as const;
export type MembershipMonths = (typeof MEMBERSHIP_MONTHS)[number];

/** Most periods one membership sells. */
export const MAX_MEMBERSHIP_PERIODS = 4;
/** Most products a membership includes. */
export const MAX_INCLUDED_PRODUCTS = 50;
/** Days before the end on which a reminder goes out (and one on the day it ends). */
export const MEMBERSHIP_REMINDER_DAYS = [7, 3, 1] as const;
/** A member counts as "ending soon" on the seller's list this many days before the end. */
export const MEMBERSHIP_ENDING_SOON_DAYS = 7;
/** Most files one post attaches. */
export const MAX_POST_FILES = 10;

/** "1 bulan", "12 bulan". */
export function periodLabel(months: number): string {
  return `${months} bulan`;
}

export const MEMBERSHIP_MESSAGES = {
  periodRequired: "Pilih masa langganan",
  periodUnknown: "Masa langganan ini tidak dijual",
  /** The 403 of a library read after the end; the date is WIB ("10 Maret 2027"). */
  ended: (endedOn: string) => `Keanggotaan Anda berakhir pada ${endedOn}`,
  notMember: "Anda belum menjadi anggota",
  postNotFound: "Postingan tidak ditemukan",
  membershipNotFound: "Langganan tidak ditemukan",
} as const;

const priceOfPeriod = z
  .number({ error: "Harga wajib diisi" })
  .int("Harga harus bilangan bulat rupiah")
  .min(1000, "Harga langganan minimal Rp1.000")
  .max(100_000_000, "Harga maksimal Rp100.000.000");

/** One period on sale: its months and price, and an optional harga coret above it. */
export const membershipPeriodSchema = z
  .object({
    months: z.union(
      MEMBERSHIP_MONTHS.map((months) => z.literal(months)),
      { error: "Masa langganan harus 1, 3, 6 atau 12 bulan" },
    ),
    price: priceOfPeriod,
    compareAtPrice: z
      .number({ error: "Harga coret tidak valid" })
      .int("Harga harus bilangan bulat rupiah")
      .max(100_000_000, "Harga maksimal Rp100.000.000")
      .nullable()
      .optional(),
  })
  .refine((period) => period.compareAtPrice == null || period.compareAtPrice > period.price, {
    path: ["compareAtPrice"],
    message: "Harga coret harus lebih tinggi dari harga",
  });
export type MembershipPeriod = z.infer<typeof membershipPeriodSchema>;

/**
 * A membership's own fields in `POST|PUT /v1/product/memberships`: 1–4 `periods` of distinct
 * months, `benefits` (rich text, sanitized by the server), and `includedProductIds` — the seller's
 * downloads members get while active (checked by the API: 422 on `includedProductIds`).
 */
export const membershipFieldsSchema = z.object({
  periods: z
    .array(membershipPeriodSchema, { error: "Tambahkan masa langganan" })
    .min(1, "Tambahkan minimal satu masa langganan")
    .max(MAX_MEMBERSHIP_PERIODS, `Maksimal ${MAX_MEMBERSHIP_PERIODS} masa langganan`)
    .refine(
      (periods) => new Set(periods.map((period) => period.months)).size === periods.length,
      "Setiap masa langganan hanya boleh sekali",
    ),
  benefits: multilineText().max(20_000, "Keuntungan anggota terlalu panjang").default(""),
  includedProductIds: z
    .array(z.uuid("Produk tidak valid"))
    .max(MAX_INCLUDED_PRODUCTS, `Maksimal ${MAX_INCLUDED_PRODUCTS} produk`)
    .refine((ids) => new Set(ids).size === ids.length, "Setiap produk hanya boleh dipilih sekali")
    .default([]),
});

/** A membership as `products.settings.membership` holds it (periods by months, ascending). */
export interface StoredMembership {
  periods: { months: MembershipMonths; price: number; compareAtPrice?: number }[];
  /** Sanitized HTML. */
  benefits: string;
  includedProductIds: string[];
}

/** The owner's view of a membership's fields (`productSchema.membership`). */
export const membershipSchema = z.object({
  periods: z.array(
    z.object({ months: z.number().int(), price: z.number().int(), compareAtPrice: z.number().int().nullable() }),
  ),
  benefits: z.string(),
  includedProductIds: z.array(z.string()),
});

/** What a storefront shows: the periods, the benefits, what is included and the posts' teasers. */
export const publicMembershipSchema = membershipSchema.omit({ includedProductIds: true }).extend({
  included: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
  /** The newest published posts: titles and a teaser only ("Khusus anggota"). */
  posts: z.array(z.object({ title: z.string(), teaser: z.string(), publishedAt: z.string() })),
});

/** `POST|PUT /v1/memberships/{productId}/posts[/{postId}]`. */
export const memberPostBodySchema = z.object({
  title: text({ error: "Judul wajib diisi" })
    .trim()
    .min(3, "Judul minimal 3 karakter")
    .max(150, "Judul maksimal 150 karakter"),
  /** Rich text (the blog's Tiptap editor); sanitized by the server. */
  content: multilineText().max(200_000, "Isi postingan terlalu panjang").default(""),
  fileIds: z
    .array(z.uuid("Berkas tidak valid"))
    .max(MAX_POST_FILES, `Maksimal ${MAX_POST_FILES} berkas`)
    .refine((ids) => new Set(ids).size === ids.length, "Setiap berkas hanya boleh dipilih sekali")
    .default([]),
  /** ISO 8601; null or left out: a draft. A time to come: scheduled, mailed when it arrives. */
  publishedAt: z.iso.datetime({ offset: true, error: "Waktu terbit tidak valid" }).nullable().optional(),
});
export type MemberPostBody = z.infer<typeof memberPostBodySchema>;

const postFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int() });

/** A post as its seller edits it. */
export const memberPostSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  content: z.string(),
  files: z.array(postFileSchema),
  publishedAt: z.string().nullable(),
  /** When the new-post email went to the active members, or null. */
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberPost = z.infer<typeof memberPostSchema>;

/** A post as an active member reads it; files download through the library session. */
export const libraryPostSchema = memberPostSchema
  .pick({ id: true, title: true, content: true, publishedAt: true })
  .extend({
    files: z.array(postFileSchema.extend({ url: z.string() })),
  });
export type LibraryPost = z.infer<typeof libraryPostSchema>;

export const MEMBER_STATUSES = ["active", "ending", "ended"] as const;

/** One member on the seller's **Anggota** list. */
export const memberSchema = z.object({
  productId: z.string(),
  productTitle: z.string(),
  email: z.string(),
  name: z.string(),
  /** The first pass's payment (ISO 8601). */
  since: z.string(),
  expiresAt: z.string(),
  /** `ending`: active, ending within `MEMBERSHIP_ENDING_SOON_DAYS`. */
  status: z.enum(MEMBER_STATUSES),
  /** Rupiah paid over every standing pass, less what partial refunds gave back (the sales' revenue rule). */
  totalPaid: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

/** A membership as its member sees it in the library. */
export const libraryMembershipSchema = z.object({
  productId: z.string(),
  title: z.string(),
  seller: z.object({ name: z.string(), username: z.string().nullable() }),
  since: z.string(),
  expiresAt: z.string(),
  active: z.boolean(),
  /** The checkout of the last period bought: `{APP_URL}/checkout/{productId}?periode={months}`. */
  renewUrl: z.string(),
  /**
   * The included downloads and courses while active (empty after the end): a download's files,
   * each served to the member through the library session (`url`); a course's lessons path and the
   * member's progress (`course`, null for a download).
   */
  included: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.string(),
      course: z
        .object({
          /** `/v1/library/memberships/{productId}/courses/{courseId}`. */
          url: z.string(),
          /** Lessons the member completed of the course's current ones; `percent` rounded down. */
          progress: z.object({
            completed: z.number().int(),
            total: z.number().int(),
            percent: z.number().int(),
          }),
        })
        .nullable(),
      files: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string() })),
    }),
  ),
  /** False once the member turned off the new-post emails of this membership. */
  postEmails: z.boolean(),
});
export type LibraryMembership = z.infer<typeof libraryMembershipSchema>;

/** "Rp50.000 / 1 bulan". */
export function periodPriceLabel(period: { months: number; price: number }): string {
  return `${formatRupiah(period.price)} / ${periodLabel(period.months)}`;
}

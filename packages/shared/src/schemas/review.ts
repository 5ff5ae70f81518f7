/**
 * Verified reviews (DESIGN §4 "Reviews"): what a buyer writes from a paid order, what the product
 * page shows of them, and the seller's and the admin's calls on them.
 */
import { multilineText, z } from "../zod";

/** A review's text, a seller's reply: at most this many characters. */
export const REVIEW_TEXT_MAX = 1000;
/** How many of a product's newest visible reviews its page shows. */
export const LATEST_REVIEWS = 5;

const RATING_MESSAGE = "Pilih 1 sampai 5 bintang";

export const ratingSchema = z
  .number({ error: RATING_MESSAGE })
  .int({ error: RATING_MESSAGE })
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE);

/** `POST|PUT /v1/transactions/{id}/review` body: a blank `text` is a rating alone. */
export const reviewBodySchema = z.object({
  rating: ratingSchema,
  text: multilineText()
    .trim()
    .max(REVIEW_TEXT_MAX, `Ulasan maksimal ${REVIEW_TEXT_MAX.toLocaleString("id-ID")} karakter`)
    .nullish()
    .transform((value) => value || null),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** `POST /v1/reviews/{id}/reply` body. */
export const reviewReplyBodySchema = z.object({
  text: multilineText({ error: "Balasan wajib diisi" })
    .trim()
    .min(1, "Balasan wajib diisi")
    .max(REVIEW_TEXT_MAX, `Balasan maksimal ${REVIEW_TEXT_MAX.toLocaleString("id-ID")} karakter`),
});

/** `POST /v1/admin/reviews/{id}/hide` body: the reason is kept with the review. */
export const reviewHideBodySchema = z.object({
  reason: multilineText({ error: "Alasan wajib diisi" })
    .trim()
    .min(1, "Alasan wajib diisi")
    .max(500, "Alasan maksimal 500 karakter"),
});

/** A review as the product page shows it: the reviewer by first name and initial ("Budi S."). */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reviewerName: z.string(),
  createdAt: z.string(),
  /** The seller's one reply, or null. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * A product's reviews on its page and card: `average` to one decimal (null without reviews),
 * `count` of visible reviews of orders not refunded in full, and the newest `LATEST_REVIEWS`.
 */
export const productReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(publicReviewSchema),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** Why an order cannot be reviewed; null when it can. */
export const REVIEW_REFUSALS = {
  not_paid: "Ulasan bisa diberikan setelah pesanan dibayar.",
  free: "Ulasan hanya untuk pembelian berbayar.",
  refunded: "Pesanan yang dananya dikembalikan tidak bisa diulas.",
  not_reviewable: "Produk jenis ini tidak bisa diulas.",
} as const;
export type ReviewRefusal = keyof typeof REVIEW_REFUSALS;

/** The buyer's own review, as the order page and library show it. */
export const ownReviewSchema = publicReviewSchema.extend({
  updatedAt: z.string(),
  /** Hidden by an admin: the product page leaves it out. */
  hidden: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/**
 * `GET /v1/transactions/{id}/review`: whether the order can be reviewed (`refusal` null), and the
 * buyer's review of its product (from this order or another of the same email), or null.
 */
export const orderReviewSchema = z.object({
  refusal: z.enum(Object.keys(REVIEW_REFUSALS) as [ReviewRefusal, ...ReviewRefusal[]]).nullable(),
  review: ownReviewSchema.nullable(),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

/** A review on the seller's Ulasan page and the admin's list: with the product, the order and its state. */
export const managedReviewSchema = ownReviewSchema.extend({
  productId: z.string(),
  productTitle: z.string(),
  orderCode: z.string(),
  sellerId: z.string(),
  sellerUsername: z.string(),
  hiddenReason: z.string().nullable(),
  /** The order was refunded in full since: the product page no longer counts it. */
  refunded: z.boolean(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;

/** `GET /v1/reviews` and `GET /v1/admin/reviews` query: newest first, by page. */
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  productId: z.uuid("Produk tidak valid").optional(),
});

/** A page of reviews with the total. */
export const reviewListSchema = z.object({
  reviews: z.array(managedReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

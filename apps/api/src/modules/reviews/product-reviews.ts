/**
 * What a product's page and card show of its reviews (DESIGN §4 "Reviews"): the average, the count
 * and the newest few, in one statement for any number of products (window aggregates over the
 * visible reviews, then the first `LATEST_REVIEWS` of each).
 */
import { type Db, tables } from "@lapak/db";
import { LATEST_REVIEWS, type ProductReviews } from "@lapak/shared/schemas/review";
import { and, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { reviewerNameOf } from "./reviewer-name";

/** A product without visible reviews. */
export const NO_REVIEWS: ProductReviews = { average: null, count: 0, latest: [] };

/**
 * The reviews of each of `productIds` that the public sees — not hidden by an admin, of an order
 * not refunded in full — by product id; products without any are left out (use `NO_REVIEWS`).
 * `average` is rounded to one decimal.
 */
export async function productReviews(db: Db, productIds: string[]): Promise<Map<string, ProductReviews>> {
  const byProduct = new Map<string, ProductReviews>();
  if (productIds.length === 0) return byProduct;
  const r = tables.productReviews;
  const t = tables.transactions;
  const ranked = db
    .select({
      id: r.id,
      productId: r.productId,
      rating: r.rating,
      body: r.body,
      reviewerName: r.reviewerName,
      createdAt: r.createdAt,
      reply: r.reply,
      repliedAt: r.repliedAt,
      rank: sql<number>`row_number() over (partition by ${r.productId} order by ${r.createdAt} desc, ${r.id} desc)`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${r.productId})`.as("total"),
      ratingSum: sql<number>`sum(${r.rating}) over (partition by ${r.productId})`.as("rating_sum"),
    })
    .from(r)
    .innerJoin(t, eq(t.id, r.transactionId))
    .where(and(inArray(r.productId, productIds), isNull(r.hiddenAt), lt(t.refundedAmount, t.amount)))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, LATEST_REVIEWS))
    .orderBy(ranked.productId, ranked.rank);
  for (const row of rows) {
    const total = Number(row.total);
    const reviews = byProduct.get(row.productId) ?? {
      average: Math.round((Number(row.ratingSum) / total) * 10) / 10,
      count: total,
      latest: [],
    };
    reviews.latest.push({
      id: row.id,
      rating: row.rating,
      text: row.body,
      reviewerName: reviewerNameOf(row.reviewerName),
      createdAt: new Date(row.createdAt).toISOString(),
      reply: row.reply,
      repliedAt: row.repliedAt ? new Date(row.repliedAt).toISOString() : null,
    });
    byProduct.set(row.productId, reviews);
  }
  return byProduct;
}

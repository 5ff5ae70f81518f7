/**
 * Verified reviews (DESIGN §4 "Reviews"; HTTP only): the buyer's review from an order, held by its
 * id like the order page; the seller's list and one reply; the admin's list and hiding. Every
 * change a product page shows is announced on `app.storefrontEvents` (the page cache, DESIGN §6).
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import {
  managedReviewSchema,
  orderReviewSchema,
  ownReviewSchema,
  reviewBodySchema,
  reviewHideBodySchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewReplyBodySchema,
} from "@lapak/shared/schemas/review";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../lib/deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, idParams, userIdOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { limit } from "../../plugins/rate-limit";
import { assertOwnReview, listReviews, replyToReview, setReviewHidden } from "./manage-reviews";
import { createReview, getOrderReview, updateReview } from "./order-review";

const tags = ["reviews"];

export async function reviewRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const announce = (review: { sellerId: string; sellerUsername: string }) =>
    announceStorefrontChange(app.storefrontEvents, { id: review.sellerId, username: review.sellerUsername || null });

  r.get(
    "/transactions/:id/review",
    {
      schema: {
        tags,
        summary: "Whether the order can be reviewed, and the buyer's review of its product",
        params: idParams,
        response: { 200: dataEnvelope(orderReviewSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      keepPrivate(reply);
      return { data: await getOrderReview(deps, request.params.id) };
    },
  );

  r.post(
    "/transactions/:id/review",
    {
      schema: {
        tags,
        summary: "The buyer rates the order's product 1–5, with an optional text, once",
        params: idParams,
        body: reviewBodySchema,
        response: { 201: dataEnvelope(ownReviewSchema), ...errorResponses(403, 404, 409, 422, 429) },
      },
      config: limit(config, "review", 20, 60_000),
    },
    async (request, reply) => {
      const { review, seller } = await createReview(deps, { transactionId: request.params.id, body: request.body });
      announceStorefrontChange(app.storefrontEvents, seller);
      keepPrivate(reply);
      return reply.status(201).send({ data: review, message: "Terima kasih, ulasan Anda tersimpan" });
    },
  );

  r.put(
    "/transactions/:id/review",
    {
      schema: {
        tags,
        summary: "The buyer edits their review of the order's product",
        params: idParams,
        body: reviewBodySchema,
        response: { 200: dataEnvelope(ownReviewSchema), ...errorResponses(403, 404, 422, 429) },
      },
      config: limit(config, "review", 20, 60_000),
    },
    async (request, reply) => {
      const { review, seller } = await updateReview(deps, { transactionId: request.params.id, body: request.body });
      announceStorefrontChange(app.storefrontEvents, seller);
      keepPrivate(reply);
      return { data: review, message: "Ulasan Anda diperbarui" };
    },
  );

  r.get(
    "/reviews",
    {
      schema: {
        tags,
        summary: "The reviews of the seller's products, newest first (Ulasan)",
        querystring: reviewListQuerySchema,
        response: { 200: dataEnvelope(reviewListSchema), ...errorResponses(401, 422) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listReviews(db, { sellerId: userIdOf(request), ...request.query }) }),
  );

  r.post(
    "/reviews/:id/reply",
    {
      schema: {
        tags,
        summary: "The seller's one reply to a review of their product",
        params: idParams,
        body: reviewReplyBodySchema,
        response: { 200: dataEnvelope(managedReviewSchema), ...errorResponses(401, 404, 409, 422) },
      },
      onRequest: app.requireUser,
      // Another seller's review is a 404 before its body is read (the authorization matrix).
      preValidation: async (request) =>
        assertOwnReview(db, { sellerId: userIdOf(request), reviewId: (request.params as { id: string }).id }),
    },
    async (request) => {
      const sellerId = userIdOf(request);
      const data = await replyToReview(db, { sellerId, reviewId: request.params.id, text: request.body.text });
      announce(data);
      return { data, message: "Balasan terkirim" };
    },
  );

  r.get(
    "/admin/reviews",
    {
      schema: {
        tags: [...tags, "admin"],
        summary: "Every store's reviews, newest first, hidden ones with their reason",
        querystring: reviewListQuerySchema,
        response: { 200: dataEnvelope(reviewListSchema), ...errorResponses(401, 403, 422) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({ data: await listReviews(db, { sellerId: null, ...request.query }) }),
  );

  r.post(
    "/admin/reviews/:id/hide",
    {
      schema: {
        tags: [...tags, "admin"],
        summary: "Hide a review from its product page, the reason kept",
        params: idParams,
        body: reviewHideBodySchema,
        response: { 200: dataEnvelope(managedReviewSchema), ...errorResponses(401, 403, 404, 422) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const data = await setReviewHidden(db, {
        reviewId: request.params.id,
        adminId: userIdOf(request),
        hidden: true,
        reason: request.body.reason,
      });
      announce(data);
      return { data, message: "Ulasan disembunyikan" };
    },
  );

  r.post(
    "/admin/reviews/:id/show",
    {
      schema: {
        tags: [...tags, "admin"],
        summary: "Show a hidden review on its product page again",
        params: idParams,
        response: { 200: dataEnvelope(managedReviewSchema), ...errorResponses(401, 403, 404) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const data = await setReviewHidden(db, {
        reviewId: request.params.id,
        adminId: userIdOf(request),
        hidden: false,
      });
      announce(data);
      return { data, message: "Ulasan ditampilkan lagi" };
    },
  );
}

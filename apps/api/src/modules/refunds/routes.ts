/**
 * Refunds (ADR 0020), HTTP only: the seller's or an admin's
 * `POST /v1/transactions/{id}/refunds`; the admins' `GET /v1/admin/refunds` and
 * `POST /v1/admin/refunds` (by order code, ADR 0027) and `POST /v1/admin/refunds/{id}/done`; the
 * buyer's signed `GET|POST /v1/refund-bank/{id}`.
 */
import { dataEnvelope, listEnvelope } from "@lapak/shared/schemas/common";
import {
  adminRefundBodySchema,
  adminRefundListQuerySchema,
  adminRefundSchema,
  refundBankBodySchema,
  refundBodySchema,
  refundDoneBodySchema,
  refundSchema,
} from "@lapak/shared/schemas/refund";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import type { Deps } from "../../lib/deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, idParams, sessionOf, userIdOf } from "../../lib/route-parts";
import { effectiveRole } from "../../plugins/auth";
import { announceRefundedReview } from "../reviews/review-announcements";
import { assertMayRefund, createRefund, createRefundByCode, type RefundActor } from "./create-refund";
import { listRefundsForAdmin } from "./list-refunds";
import { getRefundBank, markRefundDone, saveRefundBank } from "./settle-manual-refund";

const tags = ["refunds"];
const errors = errorResponses(401, 403, 404, 409, 422);
const signatureQuery = z.object({ signature: text().max(128) });

export async function refundRoutes(app: FastifyInstance, deps: Deps & { gateway: PaymentGateway }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest): RefundActor => {
    const { user } = sessionOf(request);
    return { userId: user.id, admin: effectiveRole(user, deps.config) === "admin" };
  };

  r.post(
    "/transactions/:id/refunds",
    {
      schema: {
        tags,
        summary: "Refund all or part of a paid sale (its seller, or an admin)",
        params: idParams,
        body: refundBodySchema,
        response: { 201: dataEnvelope(refundSchema), ...errors },
      },
      onRequest: app.requireUser,
      // Another seller's sale is a 404 before its body is read (the authorization matrix).
      preValidation: async (request) =>
        assertMayRefund(deps, { transactionId: (request.params as { id: string }).id, actor: actorOf(request) }),
    },
    async (request, reply) => {
      const refund = await createRefund(deps, {
        transactionId: request.params.id,
        actor: actorOf(request),
        ...request.body,
      });
      await announceRefundedReview(deps.db, app.storefrontEvents, request.params.id);
      reply.code(201);
      return {
        data: refund,
        message: refund.status === "manual" ? "Pengembalian dana menunggu transfer manual" : "Dana dikembalikan",
      };
    },
  );

  r.get(
    "/admin/refunds",
    {
      schema: {
        tags,
        summary: "Refunds in one status (manual ones wait for a bank transfer)",
        querystring: adminRefundListQuerySchema,
        response: { 200: listEnvelope(adminRefundSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => listRefundsForAdmin(deps, request.query),
  );

  r.post(
    "/admin/refunds",
    {
      schema: {
        tags,
        summary: "Book a refund of any sale by its order code, also beyond the seller's balance (admin)",
        body: adminRefundBodySchema,
        response: { 201: dataEnvelope(refundSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { code, ...body } = request.body;
      const refund = await createRefundByCode(deps, { code, adminId: userIdOf(request), ...body });
      await announceRefundedReview(deps.db, app.storefrontEvents, refund.transactionId);
      reply.code(201);
      return { data: refund, message: "Pengembalian dana dicatat" };
    },
  );

  r.post(
    "/admin/refunds/:id/done",
    {
      schema: {
        tags,
        summary: "Record the bank transfer of a manual refund",
        params: idParams,
        body: refundDoneBodySchema,
        response: { 200: dataEnvelope(refundSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await markRefundDone(deps, {
        id: request.params.id,
        adminId: userIdOf(request),
        reference: request.body.reference,
      }),
      message: "Pengembalian dana ditandai selesai",
    }),
  );

  const bankAnswer = z.object({
    amount: z.number().int(),
    status: z.string(),
    productTitle: z.string().optional(),
    bankGiven: z.boolean().optional(),
  });
  r.get(
    "/refund-bank/:id",
    {
      schema: {
        tags,
        summary: "What the buyer's signed bank-account form of a manual refund shows",
        security: [],
        params: idParams,
        querystring: signatureQuery,
        response: { 200: dataEnvelope(bankAnswer), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      keepPrivate(reply);
      return { data: await getRefundBank(deps, { id: request.params.id, ...request.query }) };
    },
  );

  r.post(
    "/refund-bank/:id",
    {
      schema: {
        tags,
        summary: "The buyer gives the bank account a manual refund is transferred to (signed link)",
        security: [],
        params: idParams,
        querystring: signatureQuery,
        body: refundBankBodySchema,
        response: { 200: dataEnvelope(bankAnswer), ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ({
      data: await saveRefundBank(deps, { id: request.params.id, ...request.query, bank: request.body }),
      message: "Rekening tersimpan. Kami akan mentransfer dananya.",
    }),
  );
}

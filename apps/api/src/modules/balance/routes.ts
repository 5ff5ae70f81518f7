/**
 * Balance details and withdrawals (DESIGN §3 "Beyond SPEC", §4), HTTP only: the seller's
 * `GET /v1/balance/ledger`, `GET|POST /v1/withdrawals`; the admins' `GET /v1/admin/withdrawals` and
 * `POST /v1/admin/withdrawals/{id}/paid|failed` (role `admin`, ADR 0004). `GET /v1/balance` itself
 * is in the payments module.
 */
import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalSchema,
  ledgerEntrySchema,
  markPaidBodySchema,
  rejectBodySchema,
  withdrawalBodySchema,
  withdrawalSchema,
} from "@lapak/shared/schemas/account";
import { dataEnvelope, errorBodySchema, listEnvelope, paginationQuerySchema } from "@lapak/shared/schemas/common";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { limit } from "../../plugins/rate-limit";
import { listLedger } from "./list-ledger";
import { listWithdrawals, listWithdrawalsForAdmin } from "./list-withdrawals";
import { requestWithdrawal } from "./request-withdrawal";
import { settleWithdrawal } from "./settle-withdrawal";

const tags = ["balance"];
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const idParams = z.object({ id: text().max(64) });

function userId(request: FastifyRequest): string {
  // biome-ignore lint/style/noNonNullAssertion: requireUser/requireAdmin ran first
  return request.session!.user.id;
}

function withdrawalId(id: string): string {
  if (!isUuid(id)) throw notFound("Penarikan tidak ditemukan");
  return id;
}

export async function balanceRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/balance/ledger",
    {
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: { 200: listEnvelope(ledgerEntrySchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => listLedger(deps, { sellerId: userId(request), ...request.query }),
  );

  r.get(
    "/withdrawals",
    {
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: { 200: listEnvelope(withdrawalSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => listWithdrawals(deps, { sellerId: userId(request), ...request.query }),
  );

  r.post(
    "/withdrawals",
    {
      schema: { tags, body: withdrawalBodySchema, response: { 201: dataEnvelope(withdrawalSchema), ...errors } },
      onRequest: app.requireUser,
      config: limit(deps.config, "withdrawal", 10, 60 * 60_000),
    },
    async (request, reply) => {
      const data = await requestWithdrawal(deps, { sellerId: userId(request), amount: request.body.amount });
      return reply.status(201).send({ data, message: "Penarikan diajukan" });
    },
  );

  r.get(
    "/admin/withdrawals",
    {
      schema: {
        tags,
        querystring: adminWithdrawalListQuerySchema,
        response: { 200: listEnvelope(adminWithdrawalSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => listWithdrawalsForAdmin(deps, request.query),
  );

  r.post(
    "/admin/withdrawals/:id/paid",
    {
      schema: {
        tags,
        params: idParams,
        body: markPaidBodySchema,
        response: { 200: dataEnvelope(withdrawalSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await settleWithdrawal(deps, {
        id: withdrawalId(request.params.id),
        adminId: userId(request),
        outcome: { status: "paid", reference: request.body.reference },
      }),
      message: "Penarikan ditandai berhasil",
    }),
  );

  r.post(
    "/admin/withdrawals/:id/failed",
    {
      schema: {
        tags,
        params: idParams,
        body: rejectBodySchema,
        response: { 200: dataEnvelope(withdrawalSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await settleWithdrawal(deps, {
        id: withdrawalId(request.params.id),
        adminId: userId(request),
        outcome: { status: "failed", reason: request.body.reason },
      }),
      message: "Penarikan ditandai gagal; saldo dikembalikan",
    }),
  );
}

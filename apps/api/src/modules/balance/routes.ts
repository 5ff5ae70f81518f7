/**
 * Balance details and withdrawals (DESIGN §3 "Beyond SPEC", §4), HTTP only: the seller's
 * `GET /v1/balance/ledger`, `GET|POST /v1/withdrawals`; the admins' `GET /v1/admin/withdrawals` and
 * `POST /v1/admin/withdrawals/{id}/paid|failed|disburse` (role `admin`, ADR 0004, ADR 0009), and the
 * disbursement webhook. `GET /v1/balance` itself is in the ledger module.
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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { DisbursementService } from "../../integrations/disbursements/disbursement";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams, userIdOf } from "../../lib/route-parts";
import { isUuid } from "../../lib/uuid";
import { limit } from "../../plugins/rate-limit";
import { listLedger } from "./list-ledger";
import { listWithdrawals, listWithdrawalsForAdmin } from "./list-withdrawals";
import { payoutWebhookRoutes } from "./payout-webhook-routes";
import { submitPayout } from "./payouts";
import { requestWithdrawal } from "./request-withdrawal";
import type { settleWithdrawal } from "./settle-withdrawal";
import { settleWithdrawalByAdmin } from "./settle-withdrawal-by-admin";
import { getWithdrawal } from "./withdrawal-view";

const tags = ["balance"];
const errors = errorResponses(401, 403, 404, 409, 422);

function withdrawalId(id: string): string {
  if (!isUuid(id)) throw notFound("Penarikan tidak ditemukan");
  return id;
}

export async function balanceRoutes(
  app: FastifyInstance,
  deps: Deps & { disbursement: DisbursementService | null; gateway: Pick<PaymentGateway, "name"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(payoutWebhookRoutes, deps);

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
    async (request) => listLedger(deps, { sellerId: userIdOf(request), ...request.query }),
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
    async (request) => listWithdrawals(deps, { sellerId: userIdOf(request), ...request.query }),
  );

  r.post(
    "/withdrawals",
    {
      schema: { tags, body: withdrawalBodySchema, response: { 201: dataEnvelope(withdrawalSchema), ...errors } },
      onRequest: app.requireUser,
      config: limit(deps.config, "withdrawal", 10, 60 * 60_000),
    },
    async (request, reply) => {
      // With a disbursement service the money goes out in a job after the answer (ADR 0009); a bank
      // it cannot pay, or a service down past the job's retries, leaves the withdrawal for an admin.
      // A simulated one (ADR 0023) is paid at once by the sandbox payout, never by a real service.
      const data = await requestWithdrawal(
        { ...deps, sandboxGateway: deps.gateway.name === "sandbox" },
        { sellerId: userIdOf(request), ...request.body },
      );
      const message = data.simulated
        ? "Simulasi penarikan berhasil. Tidak ada uang yang dikirim."
        : "Penarikan diajukan";
      return reply.status(201).send({ data, message });
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

  /** An admin's manual settlement of a pending withdrawal (ADR 0007): paid with a reference, or failed with a reason. */
  function settleRoute<B extends z.ZodType>(
    outcome: "paid" | "failed",
    body: B,
    toOutcome: (body: z.infer<B>) => Parameters<typeof settleWithdrawal>[1]["outcome"],
    message: string,
  ) {
    r.post(
      `/admin/withdrawals/:id/${outcome}`,
      {
        schema: { tags, params: idParams, body, response: { 200: dataEnvelope(withdrawalSchema), ...errors } },
        onRequest: app.requireAdmin,
      },
      async (request) => ({
        data: await settleWithdrawalByAdmin(
          { ...deps, log: request.log },
          {
            id: withdrawalId(request.params.id),
            adminId: userIdOf(request),
            outcome: toOutcome(request.body as z.infer<B>),
          },
        ),
        message,
      }),
    );
  }
  settleRoute(
    "paid",
    markPaidBodySchema,
    ({ reference }) => ({ status: "paid", reference }),
    "Penarikan ditandai berhasil",
  );
  settleRoute(
    "failed",
    rejectBodySchema,
    ({ reason }) => ({ status: "failed", reason }),
    "Penarikan ditandai gagal; saldo dikembalikan",
  );

  r.post(
    "/admin/withdrawals/:id/disburse",
    {
      schema: {
        tags,
        summary: "Send (or send again) a pending withdrawal through the disbursement service",
        params: idParams,
        response: { 200: dataEnvelope(withdrawalSchema), 502: errorBodySchema, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const id = withdrawalId(request.params.id);
      const result = await submitPayout({ ...deps, log: request.log }, { id });
      return {
        data: await getWithdrawal(deps, id),
        message: result === "settled" ? "Transfer otomatis selesai diproses" : "Transfer otomatis dikirim",
      };
    },
  );
}

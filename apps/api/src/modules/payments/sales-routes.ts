/**
 * The seller's sales and customers (DASHBOARD-UX §3, §4, §11), HTTP only, all behind a signed-in
 * seller and scoped to them: `GET /v1/transactions` (+ `meta.summary`), `GET
 * /v1/transactions/{id}/detail`, `GET /v1/customers`.
 */
import { dataEnvelope, errorBodySchema, listEnvelope } from "@lapak/shared/schemas/common";
import { saleDetailSchema, salesListEnvelope } from "@lapak/shared/schemas/sales";
import { customerListQuerySchema, customerSchema, transactionListQuerySchema } from "@lapak/shared/schemas/transaction";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { getSaleDetail } from "./get-sale-detail";
import { listCustomers } from "./list-customers";
import { listTransactions } from "./list-transactions";
import type { PaymentsDeps } from "./payments-deps";

const tags = ["payments"];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

function sellerId(request: FastifyRequest): string {
  // biome-ignore lint/style/noNonNullAssertion: requireUser ran first
  return request.session!.user.id;
}

export async function salesRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/transactions",
    {
      schema: { tags, querystring: transactionListQuerySchema, response: { 200: salesListEnvelope, ...errors } },
      onRequest: app.requireUser,
    },
    async (request) => listTransactions(deps, { sellerId: sellerId(request), query: request.query }),
  );

  r.get(
    "/transactions/:id/detail",
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(saleDetailSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getSaleDetail(deps, { id: request.params.id, sellerId: sellerId(request) }) }),
  );

  r.get(
    "/customers",
    {
      schema: {
        tags,
        querystring: customerListQuerySchema,
        response: { 200: listEnvelope(customerSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => listCustomers(deps, { sellerId: sellerId(request), ...request.query }),
  );
}

/** The seller's balance (DESIGN §3, ADR 0004), HTTP only: `GET /v1/balance`. */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { balanceSchema } from "@lapak/shared/schemas/transaction";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { userIdOf } from "../../lib/route-parts";
import { readBalance } from "./ledger";

const tags = ["payments"];

/** Registers the balance route on `app` (the `/v1` scope). */
export async function ledgerRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/balance",
    {
      schema: { tags, response: { 200: dataEnvelope(balanceSchema), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await readBalance({ db: deps.db, sandboxGateway: deps.gateway.name === "sandbox" }, userIdOf(request)),
    }),
  );
}

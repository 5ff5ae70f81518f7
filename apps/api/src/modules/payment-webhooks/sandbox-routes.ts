/**
 * `POST /v1/payments/sandbox/{id}/pay` (DESIGN §3): the sandbox's "Simulasikan Pembayaran" button.
 * Registered only while the sandbox gateway is active (`routes.ts`; 404 otherwise). Anyone may press
 * it — a buyer on the payment page has no account — so it is limited to 30 a minute per IP.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { transactionSchema } from "@lapak/shared/schemas/transaction";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { keepPrivate } from "../../lib/private-headers";
import { limit } from "../../plugins/rate-limit";
import { getTransaction } from "../orders/transaction-view";
import { simulatePayment } from "./simulate-payment";

const bodySchema = z
  .object({
    status: z.enum(["paid", "expired", "failed"], { error: "Status harus paid, expired atau failed" }).default("paid"),
  })
  .nullish();

/** Registers the pay button's route on `app` (the `/v1` scope). */
export async function sandboxRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/payments/sandbox/:id/pay",
    {
      schema: {
        tags: ["payments"],
        summary: "Sandbox only: delivers a signed notification for the transaction through the webhook route",
        params: z.object({ id: text().max(64) }),
        body: bodySchema,
        response: {
          200: dataEnvelope(transactionSchema),
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: limit(deps.config, "sandbox-pay", 30, 60_000),
    },
    async (request, reply) => {
      const { id } = request.params;
      await simulatePayment(deps, {
        id,
        status: request.body?.status ?? "paid",
        deliver: ({ rawBody, signature }) =>
          app.inject({
            method: "POST",
            url: `${app.prefix}/webhooks/payments/sandbox`,
            headers: { "content-type": "application/json", "x-signature": signature },
            payload: rawBody,
          }),
      });
      keepPrivate(reply);
      return { data: await getTransaction(deps, { id, viewerId: request.session?.user.id }) };
    },
  );
}

/**
 * `POST /v1/webhooks/disbursements/{service}` (ADR 0009). Encapsulated like the payment webhooks:
 * bodies are kept as raw text, verified by the adapter, and never parsed before that.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DisbursementService } from "../../integrations/disbursements/disbursement";
import { payoutWebhookBody, payoutWebhookHeaders } from "../../integrations/webhook-bodies";
import type { Deps } from "../../lib/deps";
import { receivePayoutNotification } from "./payouts";

/** Largest notification body accepted, in bytes (a payout event is under 2 KB). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export async function payoutWebhookRoutes(
  app: FastifyInstance,
  deps: Deps & { disbursement: DisbursementService | null },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    "/webhooks/disbursements/:service",
    {
      schema: {
        tags: ["balance"],
        summary: "Disbursement service notifications (verified, then confirmed with the service)",
        params: z.object({ service: text().max(20) }),
        openapiBody: { mediaType: "application/json", schema: payoutWebhookBody },
        openapiHeaders: payoutWebhookHeaders,
        response: {
          200: dataEnvelope(z.object({ received: z.literal(true) })),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
      bodyLimit: WEBHOOK_BODY_LIMIT,
    },
    async (request) => {
      await receivePayoutNotification(
        { ...deps, log: request.log },
        {
          service: request.params.service,
          headers: request.headers,
          rawBody: typeof request.body === "string" ? request.body : "",
        },
      );
      return { data: { received: true as const } };
    },
  );
}

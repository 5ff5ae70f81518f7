/**
 * `POST /v1/webhooks/payments/{gateway}` (DESIGN §3). Encapsulated: only here are bodies kept as raw
 * text, because signatures are over the exact bytes received.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentWebhookBody, paymentWebhookHeaders } from "../../integrations/webhook-bodies";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { receiveNotification } from "./receive-notification";

/** Largest notification body accepted, in bytes (gateways send a few KB). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const tags = ["payments"];

/** Registers the webhook route on `app` (the `/v1` scope), in its own scope for the raw body. */
export async function paymentWebhookRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/webhooks/payments/:gateway",
    {
      schema: {
        tags,
        summary: "Payment gateway notifications (raw body, verified before anything is recorded)",
        params: z.object({ gateway: text().max(20) }),
        openapiBody: { mediaType: "application/json", schema: paymentWebhookBody },
        openapiHeaders: paymentWebhookHeaders,
        response: {
          200: dataEnvelope(z.object({ received: z.literal(true) })),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
      bodyLimit: WEBHOOK_BODY_LIMIT,
    },
    async (request) => {
      // A payment turned paid has its emails claimed and enqueued in its own DB transaction.
      const { statusChange } = await receiveNotification(
        { ...deps, log: request.log },
        {
          gatewayName: request.params.gateway,
          headers: request.headers,
          rawBody: typeof request.body === "string" ? request.body : "",
        },
      );
      // After the commit: payment pages open on any instance learn it now (status-stream.ts).
      if (statusChange) await app.transactionEvents.publish(statusChange);
      return { data: { received: true as const } };
    },
  );
}

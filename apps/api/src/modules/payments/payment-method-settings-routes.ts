/**
 * Pengaturan Pembayaran (ADR 0023), HTTP only: the seller's `GET|PUT
 * /v1/account/payment-methods {methods}`, named like the other account settings
 * (`/v1/account/tracking`, `/v1/account/notifications`).
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { paymentMethodSettingsBodySchema, paymentMethodSettingsSchema } from "@lapak/shared/schemas/transaction";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, userIdOf } from "../../lib/route-parts";
import { getPaymentMethodSettings, updatePaymentMethodSettings } from "./payment-method-settings";
import type { PaymentsDeps } from "./payments-deps";

const tags = ["payments"];

export async function paymentMethodSettingsRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settingsDeps = { db: deps.db, gateway: deps.gateway, platformFeePercent: deps.config.platformFeePercent };

  r.get(
    "/account/payment-methods",
    {
      schema: {
        tags,
        summary: "The payment methods the seller's store accepts, among those the gateway offers",
        response: { 200: dataEnvelope(paymentMethodSettingsSchema), 401: errorBodySchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getPaymentMethodSettings(settingsDeps, userIdOf(request)) }),
  );

  r.put(
    "/account/payment-methods",
    {
      schema: {
        tags,
        summary: "Choose the payment methods the store accepts (at least one)",
        body: paymentMethodSettingsBodySchema,
        response: { 200: dataEnvelope(paymentMethodSettingsSchema), ...errorResponses(401, 422) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await updatePaymentMethodSettings(settingsDeps, userIdOf(request), request.body.methods),
      message: "Pengaturan pembayaran disimpan",
    }),
  );
}

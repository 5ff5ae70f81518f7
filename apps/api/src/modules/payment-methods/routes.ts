/**
 * Payment methods (ADR 0023), HTTP only: Pengaturan Pembayaran, the seller's `GET|PUT
 * /v1/account/payment-methods {methods}`, named like the other account settings
 * (`/v1/account/tracking`, `/v1/account/notifications`); and the checkout's `GET /v1/payment-methods`.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  paymentMethodSchema,
  paymentMethodSettingsBodySchema,
  paymentMethodSettingsSchema,
} from "@lapak/shared/schemas/transaction";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentMethodsFor } from "../../integrations/payments/payment-methods";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { errorResponses, userIdOf } from "../../lib/route-parts";
import {
  getPaymentMethodSettings,
  sellerOfProduct,
  storeMethods,
  updatePaymentMethodSettings,
} from "./payment-method-settings";

const tags = ["payments"];

/** Registers the payment-method routes on `app` (the `/v1` scope). */
export async function paymentMethodRoutes(app: FastifyInstance, deps: PaymentsDeps) {
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

  r.get(
    "/payment-methods",
    {
      schema: {
        tags,
        description:
          "The gateway's methods; with `productId`, only those the product's store accepts (Pengaturan Pembayaran, ADR 0023).",
        querystring: z.object({ productId: z.string().max(100).optional() }),
        response: { 200: dataEnvelope(z.array(paymentMethodSchema)), 404: errorBodySchema },
      },
    },
    async (request) => {
      const all = paymentMethodsFor(deps.gateway.name, deps.config.platformFeePercent);
      const { productId } = request.query;
      if (productId === undefined) return { data: all };
      const accepted = new Set(await storeMethods(deps.db, deps.gateway, await sellerOfProduct(deps.db, productId)));
      return { data: all.filter((method) => accepted.has(method.code)) };
    },
  );
}

/**
 * Ad tracking calls (ADR 0022), HTTP only: the seller's settings `GET|PUT
 * /v1/account/tracking`, a store's public pixels `GET /v1/sellers/{username}/pixels`, and the paid
 * sales per landing source `GET /v1/transactions/sources`.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  salesSourceSchema,
  storePixelsSchema,
  trackingBodySchema,
  trackingSettingsSchema,
} from "@lapak/shared/schemas/tracking";
import { dayRangeQuerySchema } from "@lapak/shared/schemas/traffic";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, sessionOf, userIdOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { resolveDayRange } from "../traffics/day-range";
import { salesBySource } from "./sales-by-source";
import { getStorePixels, getTrackingSettings, updateTrackingSettings } from "./tracking-settings";

const tags = ["tracking"];
const errors = errorResponses(401, 422);

export async function trackingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/account/tracking",
    {
      schema: { tags, response: { 200: dataEnvelope(trackingSettingsSchema), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getTrackingSettings(deps, userIdOf(request)) }),
  );

  r.put(
    "/account/tracking",
    {
      schema: { tags, body: trackingBodySchema, response: { 200: dataEnvelope(trackingSettingsSchema), ...errors } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { user } = sessionOf(request);
      const data = await updateTrackingSettings(deps, user.id, request.body);
      // The store and product pages carry the pixel ids: drop their cached copies at once.
      announceStorefrontChange(app.storefrontEvents, user);
      return { data, message: "Pengaturan pelacakan iklan disimpan" };
    },
  );

  r.get(
    "/sellers/:username/pixels",
    {
      schema: {
        tags,
        params: z.object({ username: text().max(100) }),
        response: { 200: dataEnvelope(storePixelsSchema) },
      },
    },
    async (request) => ({ data: await getStorePixels(deps, request.params.username.toLowerCase()) }),
  );

  r.get(
    "/transactions/sources",
    {
      schema: {
        tags,
        querystring: dayRangeQuerySchema,
        response: { 200: dataEnvelope(z.array(salesSourceSchema)), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await salesBySource(deps, { sellerId: userIdOf(request), ...resolveDayRange(request.query) }),
    }),
  );
}

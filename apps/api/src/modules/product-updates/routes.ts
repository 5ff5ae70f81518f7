/**
 * Product updates (DESIGN §4 "Product updates"; HTTP only): the seller's **Kirim Pembaruan** on a
 * digital download and its list. The storefront is told (the product's file count changed).
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import { productUpdateBodySchema, productUpdateSchema } from "@lapak/shared/schemas/product-update";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams, sessionOf, userIdOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { createProductUpdate, listProductUpdates, requireOwnProduct } from "./product-updates";

const tags = ["products"];

export async function productUpdateRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/products/:id/updates",
    {
      schema: {
        tags,
        summary: "A digital download's updates (Kirim Pembaruan), newest first",
        params: idParams,
        response: { 200: dataEnvelope(z.array(productUpdateSchema)), ...errorResponses(401, 404) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await listProductUpdates(db, { sellerId: userIdOf(request), productId: request.params.id }),
    }),
  );

  r.post(
    "/products/:id/updates",
    {
      schema: {
        tags,
        summary: "Adds new files to a digital download and to every past order of it, and mails its buyers once",
        params: idParams,
        body: productUpdateBodySchema,
        response: { 201: dataEnvelope(productUpdateSchema), ...errorResponses(401, 404, 422, 429) },
      },
      onRequest: app.requireUser,
      // Another seller's product is a 404 before the body is read (the authorization matrix).
      preValidation: async (request) =>
        requireOwnProduct(db, { sellerId: userIdOf(request), productId: (request.params as { id: string }).id }),
    },
    async (request, reply) => {
      const data = await createProductUpdate(deps, {
        sellerId: userIdOf(request),
        productId: request.params.id,
        body: request.body,
      });
      announceStorefrontChange(app.storefrontEvents, sessionOf(request).user);
      reply.status(201);
      return { data, message: "Pembaruan terkirim ke pembeli" };
    },
  );
}

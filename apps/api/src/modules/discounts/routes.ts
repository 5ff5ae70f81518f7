/**
 * Discount codes and checkout quotes (ADR 0019), HTTP only: `GET|POST /v1/discounts`,
 * `PUT|DELETE /v1/discounts/{id}` (the signed-in seller's own), and the public
 * `POST /v1/checkout/quote` (its codes limited per IP and product, ADR 0025).
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import { discountBodySchema, discountSchema, quoteBodySchema, quoteSchema } from "@lapak/shared/schemas/discount";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams, userIdOf } from "../../lib/route-parts";
import { listDiscounts } from "./list-discounts";
import { quoteCheckout } from "./quote-checkout";
import { deleteDiscount, saveDiscount } from "./save-discount";

const tags = ["discounts"];
const errors = errorResponses(401, 404, 422);

export async function discountRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/discounts",
    {
      schema: {
        tags,
        summary: "Kode promo penjual",
        response: { 200: dataEnvelope(z.array(discountSchema)), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listDiscounts(deps, { sellerId: userIdOf(request) }) }),
  );

  r.post(
    "/discounts",
    {
      schema: {
        tags,
        summary: "Buat kode promo",
        body: discountBodySchema,
        response: { 201: dataEnvelope(discountSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const data = await saveDiscount(deps, { sellerId: userIdOf(request), body: request.body });
      reply.status(201);
      return { data, message: "Kode promo disimpan" };
    },
  );

  r.put(
    "/discounts/:id",
    {
      schema: {
        tags,
        summary: "Ubah kode promo",
        params: idParams,
        body: discountBodySchema,
        response: { 200: dataEnvelope(discountSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const data = await saveDiscount(deps, { sellerId: userIdOf(request), id: request.params.id, body: request.body });
      return { data, message: "Kode promo disimpan" };
    },
  );

  r.delete(
    "/discounts/:id",
    {
      schema: { tags, summary: "Hapus kode promo", params: idParams, response: { 204: z.null(), ...errors } },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await deleteDiscount(deps, { sellerId: userIdOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/checkout/quote",
    {
      schema: {
        tags,
        summary: "Hitung total checkout",
        body: quoteBodySchema,
        response: { 200: dataEnvelope(quoteSchema), ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => {
      const { body, ip } = request;
      // ADR 0025: 10 codes that do not apply a minute per (IP, product).
      const data = await app.codeAttempts.guard({ ip, productId: body.productId, code: body.discountCode }, () =>
        quoteCheckout(deps, { body, ip }),
      );
      return { data };
    },
  );
}

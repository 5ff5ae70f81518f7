/**
 * Affiliates (DESIGN §4 "Affiliates", ADR 0050; HTTP only): a store's programme (public), joining
 * it, what the affiliate and the seller see, removing an affiliate, the yearly statement.
 */
import {
  affiliateJoinSchema,
  affiliateProgrammeOfferSchema,
  affiliateProgrammeSchema,
  sellerAffiliateSchema,
  statementQuerySchema,
} from "@lapak/shared/schemas/affiliate";
import { dataEnvelope } from "@lapak/shared/schemas/common";
import { affiliateSettingsSchema } from "@lapak/shared/schemas/product";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, idParams, mediaResponse, sessionOf, userIdOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { requireOwnProduct } from "../product-updates/product-updates";
import { affiliateStatementCsv } from "./affiliate-statement";
import {
  joinProgramme,
  myProgrammes,
  programmeOffer,
  removeAffiliate,
  sellerAffiliates,
  setProductAffiliate,
} from "./affiliates";

const tags = ["affiliates"];
const usernameParams = z.object({ username: text().max(64) });

export async function affiliateRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/affiliates/programs/:username",
    {
      schema: {
        tags,
        summary: "A store's affiliate programme: the products it pays a commission on",
        params: usernameParams,
        response: { 200: dataEnvelope(affiliateProgrammeOfferSchema), ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await programmeOffer(db, request.params.username) }),
  );

  r.post(
    "/affiliates/programs/:username/join",
    {
      schema: {
        tags,
        summary: "Joins a store's affiliate programme (once; joining again answers the same code)",
        params: usernameParams,
        response: {
          200: dataEnvelope(affiliateJoinSchema),
          201: dataEnvelope(affiliateJoinSchema),
          ...errorResponses(401, 404, 409, 422),
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { created, ...data } = await joinProgramme(db, {
        userId: userIdOf(request),
        username: request.params.username,
        appUrl: config.appUrl,
      });
      reply.status(created ? 201 : 200);
      return { data, message: created ? "Anda bergabung sebagai afiliasi" : "Anda sudah menjadi afiliasi toko ini" };
    },
  );

  r.get(
    "/affiliates/me",
    {
      schema: {
        tags,
        summary: "The programmes the signed-in account joined, with links, clicks, sales and commission",
        response: { 200: dataEnvelope(z.array(affiliateProgrammeSchema)), ...errorResponses(401) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await myProgrammes(db, { userId: userIdOf(request), appUrl: config.appUrl }) }),
  );

  r.get(
    "/affiliates/me/statement.csv",
    {
      schema: {
        tags,
        summary: "The signed-in affiliate's commissions of one year, as CSV",
        querystring: statementQuerySchema,
        response: { 200: mediaResponse("text/csv", "The year's commissions", "text"), ...errorResponses(401, 422) },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const csv = await affiliateStatementCsv(db, { userId: userIdOf(request), year: request.query.year });
      keepPrivate(reply);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="komisi-afiliasi-${request.query.year}.csv"`)
        .send(csv);
    },
  );

  r.get(
    "/affiliates",
    {
      schema: {
        tags,
        summary: "The signed-in seller's affiliates with their clicks, sales and commission",
        response: { 200: dataEnvelope(z.array(sellerAffiliateSchema)), ...errorResponses(401) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await sellerAffiliates(db, userIdOf(request)) }),
  );

  r.delete(
    "/affiliates/:id",
    {
      schema: {
        tags,
        summary: "Removes an affiliate: new clicks earn nothing, booked commissions stay",
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await removeAffiliate(db, { sellerId: userIdOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  r.put(
    "/products/:id/affiliate",
    {
      schema: {
        tags,
        summary: "Puts a product in the affiliate programme (or takes it out) at a commission percent",
        params: idParams,
        body: affiliateSettingsSchema,
        response: { 200: dataEnvelope(affiliateSettingsSchema), ...errorResponses(401, 404, 422) },
      },
      onRequest: app.requireUser,
      // Another seller's product is a 404 before the body is read (the authorization matrix).
      preValidation: async (request) =>
        requireOwnProduct(db, { sellerId: userIdOf(request), productId: (request.params as { id: string }).id }),
    },
    async (request) => {
      const data = await setProductAffiliate(db, {
        sellerId: userIdOf(request),
        productId: request.params.id,
        settings: request.body,
      });
      announceStorefrontChange(app.storefrontEvents, sessionOf(request).user);
      return { data, message: data.enabled ? "Produk masuk program afiliasi" : "Produk keluar dari program afiliasi" };
    },
  );
}

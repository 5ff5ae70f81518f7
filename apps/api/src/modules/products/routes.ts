/**
 * Product calls of SPEC §7 (HTTP only): the eight type families
 * `POST|PUT|GET /v1/product/{digital-downloads|collect-emails|external-urls|bundles|courses|events|coaching|memberships}[/{id}]`, and
 * `GET /v1/products`, `PUT /v1/products/order`, `DELETE|GET /v1/products/{id}`. Every change that a
 * storefront shows is announced on `app.storefrontEvents`.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  bundleBodySchema,
  coachingBodySchema,
  collectEmailBodySchema,
  courseBodySchema,
  digitalDownloadBodySchema,
  eventBodySchema,
  externalUrlBodySchema,
  membershipBodySchema,
  type ProductType,
  productSchema,
  publicProductSchema,
  reorderBodySchema,
} from "@lapak/shared/schemas/product";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams, sessionOf, userIdOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { createProduct } from "./create-product";
import { deleteProduct } from "./delete-product";
import { getOwnProduct, getProductForViewer } from "./get-product";
import { listOwnProducts } from "./list-products";
import {
  bundleInput,
  coachingInput,
  collectEmailInput,
  courseInput,
  digitalDownloadInput,
  eventInput,
  externalUrlInput,
  membershipInput,
  type ProductInput,
} from "./product-input";
import { reorderProducts } from "./reorder-products";
import { updateProduct } from "./update-product";

const tags = ["products"];
const errors = errorResponses(401, 404, 422);

export async function productRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const announce = (request: FastifyRequest) => announceStorefrontChange(app.storefrontEvents, sessionOf(request).user);

  /** The create/update/get family of one product type. */
  function typeRoutes<S extends z.ZodType>(
    segment: string,
    type: ProductType,
    body: S,
    toInput: (body: z.infer<S>) => ProductInput,
  ) {
    const typeTags = [...tags, segment];
    r.post(
      `/product/${segment}`,
      {
        schema: { tags: typeTags, body, response: { 201: dataEnvelope(productSchema), ...errors } },
        onRequest: app.requireUser,
      },
      async (request, reply) => {
        const data = await createProduct(deps, {
          sellerId: userIdOf(request),
          input: toInput(request.body as z.infer<S>),
        });
        announce(request);
        reply.status(201);
        return { data, message: "Produk berhasil disimpan" };
      },
    );
    r.put(
      `/product/${segment}/:id`,
      {
        schema: { tags: typeTags, params: idParams, body, response: { 200: dataEnvelope(productSchema), ...errors } },
        onRequest: app.requireUser,
      },
      async (request) => {
        const input = toInput(request.body as z.infer<S>);
        const data = await updateProduct(deps, { sellerId: userIdOf(request), id: request.params.id, input });
        announce(request);
        return { data, message: "Produk berhasil disimpan" };
      },
    );
    r.get(
      `/product/${segment}/:id`,
      {
        schema: { tags: typeTags, params: idParams, response: { 200: dataEnvelope(productSchema), ...errors } },
        onRequest: app.requireUser,
      },
      async (request) => ({
        data: await getOwnProduct(deps, { sellerId: userIdOf(request), id: request.params.id, type }),
      }),
    );
  }

  typeRoutes("digital-downloads", "digital_download", digitalDownloadBodySchema, digitalDownloadInput);
  typeRoutes("collect-emails", "collect_email", collectEmailBodySchema, collectEmailInput);
  typeRoutes("external-urls", "external_url", externalUrlBodySchema, externalUrlInput);
  typeRoutes("bundles", "bundle", bundleBodySchema, bundleInput);
  typeRoutes("courses", "course", courseBodySchema, courseInput);
  typeRoutes("events", "event", eventBodySchema, eventInput);
  typeRoutes("coaching", "coaching", coachingBodySchema, coachingInput);
  typeRoutes("memberships", "membership", membershipBodySchema, membershipInput);

  r.get(
    "/products",
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(productSchema)), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listOwnProducts(deps, { sellerId: userIdOf(request) }) }),
  );

  r.put(
    "/products/order",
    {
      schema: { tags, body: reorderBodySchema, response: { 200: dataEnvelope(z.array(productSchema)), ...errors } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const data = await reorderProducts(deps, { sellerId: userIdOf(request), ids: request.body.ids });
      announce(request);
      return { data, message: "Urutan produk disimpan" };
    },
  );

  r.delete(
    "/products/:id",
    {
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await deleteProduct(deps, { sellerId: userIdOf(request), id: request.params.id });
      announce(request);
      return reply.status(204).send(null);
    },
  );

  // Public when published; the owner also sees drafts, in the owner view.
  r.get(
    "/products/:id",
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: dataEnvelope(z.union([productSchema, publicProductSchema])),
          404: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await getProductForViewer(deps, { id: request.params.id, viewerId: request.session?.user.id }),
    }),
  );
}

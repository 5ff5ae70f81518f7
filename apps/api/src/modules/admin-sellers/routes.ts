/**
 * The operator's controls (SPEC §7, DESIGN §4 "Suspended stores"), HTTP only, admins only
 * (ADR 0004): `GET /v1/admin/sellers`, `POST /v1/admin/sellers/{id}/suspend|unsuspend`,
 * `GET /v1/admin/revenue`.
 */
import { dataEnvelope, listEnvelope } from "@lapak/shared/schemas/common";
import {
  adminSellerListQuerySchema,
  adminSellerSchema,
  revenueQuerySchema,
  revenueSchema,
  suspendBodySchema,
} from "@lapak/shared/schemas/operator";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams } from "../../lib/route-parts";
import { listSellers } from "./list-sellers";
import { platformRevenue } from "./platform-revenue";
import { suspendSeller, unsuspendSeller } from "./suspend-seller";

const tags = ["admin"];
const errors = errorResponses(401, 403, 404, 409, 422);

export async function adminSellerRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withEvents = { ...deps, storefrontEvents: app.storefrontEvents };

  r.get(
    "/admin/sellers",
    {
      schema: {
        tags,
        summary: "Sellers, searched by username or email, with balance and suspension",
        querystring: adminSellerListQuerySchema,
        response: { 200: listEnvelope(adminSellerSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => listSellers(deps, request.query),
  );

  r.post(
    "/admin/sellers/:id/suspend",
    {
      schema: {
        tags,
        summary: "Suspend a store: 410 for its pages, no new orders, withdrawals held",
        params: idParams,
        body: suspendBodySchema,
        response: { 200: dataEnvelope(adminSellerSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await suspendSeller(withEvents, { id: request.params.id, reason: request.body.reason }),
      message: "Toko ditangguhkan",
    }),
  );

  r.post(
    "/admin/sellers/:id/unsuspend",
    {
      schema: {
        tags,
        summary: "Open a suspended store again",
        params: idParams,
        response: { 200: dataEnvelope(adminSellerSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await unsuspendSeller(withEvents, { id: request.params.id }),
      message: "Toko dibuka kembali",
    }),
  );

  r.get(
    "/admin/revenue",
    {
      schema: {
        tags,
        summary: "What the platform earned, refunded, paid out and owes its sellers",
        querystring: revenueQuerySchema,
        response: { 200: dataEnvelope(revenueSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({ data: await platformRevenue(deps.db, request.query) }),
  );
}

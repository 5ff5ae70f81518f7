/**
 * Account activation (KYC) calls, HTTP only: the seller's `GET|POST /v1/account/activation`, and the
 * admins' review queue `/v1/admin/activations…` (role `admin`, ADR 0004; anyone else 403). The KYC
 * photos are served only on the admin route, through the app, never by a public URL.
 */
import {
  activationBodySchema,
  activationSchema,
  adminActivationDetailSchema,
  adminActivationListQuerySchema,
  adminActivationSchema,
  rejectBodySchema,
} from "@lapak/shared/schemas/account";
import { dataEnvelope, listEnvelope } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams, userIdOf } from "../../lib/route-parts";
import { getActivation } from "./activation-view";
import { activationPhoto, getActivationForAdmin, listActivations, reviewActivation } from "./review-activation";
import { submitActivation } from "./submit-activation";

const tags = ["activation"];
const errors = errorResponses(401, 403, 404, 409, 422);

export async function activationRoutes(app: FastifyInstance, deps: Deps & { storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/account/activation",
    { schema: { tags, response: { 200: dataEnvelope(activationSchema), ...errors } }, onRequest: app.requireUser },
    async (request) => ({ data: await getActivation(deps, userIdOf(request)) }),
  );

  r.post(
    "/account/activation",
    {
      schema: { tags, body: activationBodySchema, response: { 201: dataEnvelope(activationSchema), ...errors } },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const data = await submitActivation(deps, { sellerId: userIdOf(request), input: request.body });
      return reply.status(201).send({ data, message: "Data aktivasi terkirim. Kami akan meninjaunya." });
    },
  );

  r.get(
    "/admin/activations",
    {
      schema: {
        tags,
        querystring: adminActivationListQuerySchema,
        response: { 200: listEnvelope(adminActivationSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => listActivations(deps, request.query),
  );

  r.get(
    "/admin/activations/:id",
    {
      schema: { tags, params: idParams, response: { 200: dataEnvelope(adminActivationDetailSchema), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request) => ({ data: await getActivationForAdmin(deps, request.params.id) }),
  );

  r.get(
    "/admin/activations/:id/photos/:which",
    {
      schema: { tags, params: idParams.extend({ which: z.enum(["id-card", "selfie"]) }) },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const media = await activationPhoto(deps, request.params);
      reply.header("content-disposition", "inline");
      reply.header("x-content-type-options", "nosniff");
      // Only the photo types submitActivation accepted; anything else is sent as bytes, never rendered as HTML.
      const type = /^image\/(jpeg|png|webp|heic|heif)$/.test(media.mime) ? media.mime : "application/octet-stream";
      return reply.type(type).send(await deps.storage.get(media.storageKey));
    },
  );

  r.post(
    "/admin/activations/:id/approve",
    {
      schema: { tags, params: idParams, response: { 200: dataEnvelope(adminActivationDetailSchema), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await reviewActivation(deps, {
        id: request.params.id,
        adminId: userIdOf(request),
        decision: { approve: true },
      }),
      message: "Aktivasi disetujui",
    }),
  );

  r.post(
    "/admin/activations/:id/reject",
    {
      schema: {
        tags,
        params: idParams,
        body: rejectBodySchema,
        response: { 200: dataEnvelope(adminActivationDetailSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => ({
      data: await reviewActivation(deps, {
        id: request.params.id,
        adminId: userIdOf(request),
        decision: { approve: false, reason: request.body.reason },
      }),
      message: "Aktivasi ditolak",
    }),
  );
}

/**
 * Account activation (KYC) calls, HTTP only: the seller's `GET|POST /v1/account/activation` and
 * `POST /v1/account/activation/photos/{id-card|selfie}`, and the admins' review queue
 * `/v1/admin/activations…` (role `admin`, ADR 0004; anyone else 403). The KYC photos live apart from
 * the media library (`kyc-documents.ts`) and are served only on the admin route, through the app,
 * never by a public URL.
 */
import multipart from "@fastify/multipart";
import {
  activationBodySchema,
  activationSchema,
  adminActivationDetailSchema,
  adminActivationListQuerySchema,
  adminActivationSchema,
  KYC_PHOTO_KINDS,
  MAX_KYC_PHOTO_BYTES,
  rejectBodySchema,
  uploadedKycPhotoSchema,
} from "@lapak/shared/schemas/account";
import { dataEnvelope, listEnvelope } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { filePart, fileUploadBody } from "../../lib/file-part";
import { errorResponses, idParams, mediaResponse, userIdOf } from "../../lib/route-parts";
import { limit } from "../../plugins/rate-limit";
import { getActivation } from "./activation-view";
import { uploadKycPhoto } from "./kyc-documents";
import { activationPhoto, getActivationForAdmin, listActivations, reviewActivation } from "./review-activation";
import { submitActivation } from "./submit-activation";

const tags = ["activation"];
const errors = errorResponses(401, 403, 404, 409, 422);
const HOUR = 3_600_000;
/** What an admin's photo answers: the photo in its stored type, anything else as bytes. */
const photo = mediaResponse("application/octet-stream", "The photo, in its stored type (else as bytes)");
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "application/octet-stream"];

export async function activationRoutes(app: FastifyInstance, deps: Deps & { storage: Storage }) {
  // Scoped to this plugin: the KYC photo upload is its only multipart route.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/account/activation/photos/:which",
    {
      schema: {
        tags,
        openapiBody: fileUploadBody(
          MAX_KYC_PHOTO_BYTES,
          "A JPEG, PNG, WebP or HEIC photo, its type read from the bytes.",
        ),
        params: z.object({ which: z.enum(KYC_PHOTO_KINDS) }),
        response: { 200: dataEnvelope(uploadedKycPhotoSchema), ...errorResponses(401, 413, 415, 422, 429) },
      },
      onRequest: app.requireUser,
      config: limit(deps.config, "kyc-photo", 30, HOUR, (request) => request.session?.user.id ?? request.ip),
    },
    async (request, reply) => {
      const part = await filePart(request, MAX_KYC_PHOTO_BYTES + 1);
      try {
        return {
          data: await uploadKycPhoto(deps, {
            ownerId: userIdOf(request),
            which: request.params.which,
            stream: part.file,
          }),
        };
      } catch (error) {
        // The client may still be sending the rest: close the connection instead of reading it all.
        if (error instanceof AppError && error.status === 413) reply.header("connection", "close");
        throw error;
      }
    },
  );

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
      schema: {
        tags,
        params: idParams.extend({ which: z.enum(["id-card", "selfie"]) }),
        response: {
          200: {
            ...photo,
            content: Object.fromEntries(PHOTO_TYPES.map((type) => [type, photo.content["application/octet-stream"]])),
          },
          ...errors,
        },
      },
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
        decision: { approve: false, reason: request.body.reason, parts: request.body.parts },
      }),
      message: "Aktivasi ditolak",
    }),
  );
}

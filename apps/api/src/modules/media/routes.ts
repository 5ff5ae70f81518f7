/**
 * Uploads and public images (DESIGN §3): `POST /v1/gallery-media/upload-image`,
 * `POST /v1/gallery-media/upload-file`, `GET /v1/images/{id}`; the seller's own uploads:
 * `GET /v1/media`, `GET /v1/media/usage`, `DELETE /v1/media/{id}`. HTTP only.
 */
import multipart from "@fastify/multipart";
import { dataEnvelope, errorBodySchema, listEnvelope } from "@lapak/shared/schemas/common";
import {
  MAX_IMAGE_BYTES,
  mediaItemSchema,
  mediaListQuerySchema,
  storageUsageSchema,
  uploadedFileSchema,
  uploadedImageSchema,
} from "@lapak/shared/schemas/media";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { filePart, fileUploadBody } from "../../lib/file-part";
import { errorResponses, mediaResponse, userIdOf } from "../../lib/route-parts";
import { limit } from "../../plugins/rate-limit";
import { deleteMedia } from "./delete-media";
import { sanitizeFileName } from "./file-name";
import { getImage } from "./get-image";
import { listMedia } from "./list-media";
import { IMAGE_WIDTHS, type ImageWidth, type MediaDeps } from "./media-deps";
import { getStorageUsage } from "./storage-quota";
import { uploadFile } from "./upload-file";
import { uploadImage } from "./upload-image";

const MINUTE = 60_000;
const tags = ["media"];
const errors = errorResponses(401, 413, 415, 422, 429);
/** One year, in seconds: an image id never changes content. */
const IMMUTABLE = "max-age=31536000, immutable";

const byUser = (request: FastifyRequest) => request.session?.user.id ?? request.ip;

export async function mediaRoutes(app: FastifyInstance, deps: MediaDeps) {
  const { config } = deps;
  // Scoped to this plugin: only the upload routes parse multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/gallery-media/upload-image",
    {
      schema: {
        tags,
        openapiBody: fileUploadBody(
          MAX_IMAGE_BYTES,
          "A JPEG, PNG, WebP or GIF image, its type read from the bytes (else 415); stored re-encoded as WebP.",
        ),
        response: { 200: dataEnvelope(uploadedImageSchema), ...errors },
      },
      onRequest: app.requireUser,
      config: limit(config, "upload-image", 60, MINUTE, byUser),
    },
    async (request, reply) => {
      // One byte over the cap is enough to know it is too big; busboy drops the rest unread.
      const part = await filePart(request, MAX_IMAGE_BYTES + 1);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size > MAX_IMAGE_BYTES) return tooLarge(reply, "Ukuran gambar maksimal 5 MB");
        chunks.push(chunk);
      }
      const fileName = sanitizeFileName(part.filename, "gambar");
      return {
        data: await uploadImage({ ...deps, ownerId: userIdOf(request), bytes: Buffer.concat(chunks), fileName }),
      };
    },
  );

  r.post(
    "/gallery-media/upload-file",
    {
      schema: {
        tags,
        openapiBody: fileUploadBody(config.maxUploadBytes, "Any file (the MAX_UPLOAD_MB setting caps its size)."),
        response: { 200: dataEnvelope(uploadedFileSchema), ...errors },
      },
      onRequest: app.requireUser,
      config: limit(config, "upload-file", 30, MINUTE, byUser),
    },
    async (request, reply) => {
      const part = await filePart(request, config.maxUploadBytes + 1);
      try {
        const data = await uploadFile({
          ...deps,
          ownerId: userIdOf(request),
          stream: part.file,
          fileName: sanitizeFileName(part.filename, "berkas"),
          mime: part.mimetype,
        });
        return { data };
      } catch (error) {
        // The client may still be sending the rest: close the connection instead of reading it all.
        if (error instanceof AppError && error.status === 413) reply.header("connection", "close");
        throw error;
      }
    },
  );

  r.get(
    "/media",
    {
      schema: { tags, querystring: mediaListQuerySchema, response: { 200: listEnvelope(mediaItemSchema), ...errors } },
      onRequest: app.requireUser,
    },
    async (request) => listMedia(deps, { ownerId: userIdOf(request), ...request.query }),
  );

  r.get(
    "/media/usage",
    {
      schema: { tags, response: { 200: dataEnvelope(storageUsageSchema), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getStorageUsage(deps, userIdOf(request)) }),
  );

  r.delete(
    "/media/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await deleteMedia(deps, { ownerId: userIdOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/images/:id",
    {
      schema: {
        tags,
        params: z.object({ id: text().max(64) }),
        querystring: z.object({ w: z.enum(IMAGE_WIDTHS.map(String) as [string, ...string[]]).optional() }),
        response: { 200: mediaResponse("image/webp", "The image as WebP"), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const image = await getImage({
        ...deps,
        id: request.params.id,
        viewerId: request.session?.user.id,
        width: request.query.w ? (Number(request.query.w) as ImageWidth) : undefined,
      });
      // A used image may be shown by other sites (link previews, a web app on another origin).
      if (image.isPublic) reply.header("cross-origin-resource-policy", "cross-origin");
      return reply
        .type("image/webp")
        .header("content-length", image.size)
        .header("cache-control", `${image.isPublic ? "public" : "private"}, ${IMMUTABLE}`)
        .send(image.stream);
    },
  );
}

function tooLarge(reply: FastifyReply, message: string): never {
  reply.header("connection", "close");
  throw new AppError("payload_too_large", message);
}

/**
 * Public course calls (DESIGN §3 "Kelas Online"): `GET /v1/courses/{productId}/lessons/{lessonId}/video`,
 * a preview lesson's uploaded MP4 with single byte ranges (RFC 9110 §14), so a `<video>` can seek.
 */
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";
import { errorResponses, mediaResponse } from "../../lib/route-parts";
import { sendStored } from "../downloads/send-stored";
import { findPreviewVideo } from "./preview-video";

export async function courseRoutes(app: FastifyInstance, deps: Deps & { storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/courses/:productId/lessons/:lessonId/video",
    {
      schema: {
        tags: ["courses"],
        summary: "A preview lesson's uploaded video, public, with byte ranges",
        params: z.object({ productId: text().max(64), lessonId: text().max(64) }),
        response: {
          200: mediaResponse("video/mp4", "The whole video"),
          206: mediaResponse("video/mp4", "The requested byte range of the video"),
          ...errorResponses(404, 416),
        },
      },
    },
    async (request, reply) => {
      const video = await findPreviewVideo(deps, request.params);
      reply.header("cache-control", "public, max-age=300");
      return sendStored(reply, {
        storage: deps.storage,
        file: video,
        rangeHeader: request.headers.range,
        rangeMessage: "Rentang video tidak valid",
      });
    },
  );
}

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
import { resolveRange } from "../downloads/byte-range";
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
      reply.header("accept-ranges", "bytes").header("cache-control", "public, max-age=300").type(video.mime);
      const range = resolveRange(request.headers.range, video.size);
      if (range === "unsatisfiable") {
        return reply
          .status(416)
          .header("content-range", `bytes */${video.size}`)
          .type("application/json")
          .send({ message: "Rentang video tidak valid", code: "range_not_satisfiable" });
      }
      const stream = await deps.storage.get(video.storageKey, range);
      if (!range) return reply.header("content-length", video.size).send(stream);
      return reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${video.size}`)
        .header("content-length", range.end - range.start + 1)
        .send(stream);
    },
  );
}

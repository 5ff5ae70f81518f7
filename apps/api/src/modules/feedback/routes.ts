/** "Kirim masukan" (SPEC §7 `POST /v1/feedback`) and the admins' `GET /v1/admin/feedback`. HTTP only. */
import { feedbackBodySchema, feedbackSchema } from "@lapak/shared/schemas/account";
import { dataEnvelope, listEnvelope, paginationQuerySchema } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, userIdOf } from "../../lib/route-parts";
import { limit } from "../../plugins/rate-limit";
import { listFeedback, sendFeedback } from "./feedback";

const tags = ["feedback"];
const errors = errorResponses(401, 403, 422, 429);

export async function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/feedback",
    {
      schema: {
        tags,
        body: feedbackBodySchema,
        response: { 201: dataEnvelope(z.object({ id: z.string() })), ...errors },
      },
      onRequest: app.requireUser,
      config: limit(deps.config, "feedback", 20, 60 * 60_000),
    },
    async (request, reply) => {
      const data = await sendFeedback(deps, { userId: userIdOf(request), ...request.body });
      return reply.status(201).send({ data, message: "Terima kasih, masukan Anda sudah kami terima" });
    },
  );

  r.get(
    "/admin/feedback",
    {
      schema: { tags, querystring: paginationQuerySchema, response: { 200: listEnvelope(feedbackSchema), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request) => listFeedback(deps, request.query),
  );
}

/** The seller's dashboard checklist (`GET /v1/account/checklist`) and its "link shared" step. HTTP only. */
import { checklistSchema } from "@lapak/shared/schemas/account";
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { sessionOf } from "../../lib/route-parts";
import { getChecklist, markStoreLinkShared } from "./checklist";

const tags = ["account"];

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/account/checklist",
    {
      schema: { tags, response: { 200: dataEnvelope(checklistSchema), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getChecklist(deps, sessionOf(request).user) }),
  );
  r.post(
    "/account/store-link-shared",
    { schema: { tags, response: { 204: z.null(), 401: errorBodySchema } }, onRequest: app.requireUser },
    async (request, reply) => {
      await markStoreLinkShared(deps, sessionOf(request).user.id);
      return reply.status(204).send(null);
    },
  );
}

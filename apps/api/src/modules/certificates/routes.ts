/**
 * Certificates anyone may verify (DESIGN §4 "Certificates"; HTTP only): the record behind
 * `/certificates/{code}`.
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import { publicCertificateSchema } from "@lapak/shared/schemas/library";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses } from "../../lib/route-parts";
import { getPublicCertificate } from "./get-certificate";

export async function certificateRoutes(app: FastifyInstance, { db }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/certificates/:code",
    {
      schema: {
        tags: ["certificates"],
        params: z.object({ code: text().max(64) }),
        response: { 200: dataEnvelope(publicCertificateSchema), ...errorResponses(404, 503) },
      },
    },
    async (request) => ({ data: await getPublicCertificate(db, request.params.code) }),
  );
}

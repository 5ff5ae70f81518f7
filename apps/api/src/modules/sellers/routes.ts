/** Public seller profile, `GET /v1/sellers/{username}` (SPEC §7). */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { sellerSchema } from "@lapak/shared/schemas/user";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { getSeller } from "./get-seller";

export async function sellerRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sellers/:username",
    {
      schema: {
        tags: ["sellers"],
        params: z.object({ username: text().max(64) }),
        response: { 200: dataEnvelope(sellerSchema), 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => ({ data: await getSeller(deps, request.params) }),
  );
}

/**
 * Statistics (SPEC §7, DESIGN §3): the page-view beacon `POST /v1/traffics` (public, answers 204
 * whether or not the view counted) and the seller's `GET /v1/traffics/{daily|page|city|source}`.
 * HTTP only.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  dayRangeQuerySchema,
  trafficBeaconSchema,
  trafficCitySchema,
  trafficDaySchema,
  trafficPageSchema,
  trafficSourceSchema,
} from "@lapak/shared/schemas/traffic";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CityLookup } from "../../integrations/geoip/city-lookup";
import type { Deps } from "../../lib/deps";
import { errorResponses, userIdOf } from "../../lib/route-parts";
import { limit } from "../../plugins/rate-limit";
import { resolveDayRange } from "./day-range";
import { trafficByCity, trafficByDay, trafficByPage, trafficBySource } from "./read-traffics";
import { pruneVisitorHashes, recordView } from "./record-view";

const tags = ["statistics"];
const HOUR_MS = 60 * 60 * 1000;
const errors = errorResponses(401, 422);

export type TrafficDeps = Deps & { cityOf: CityLookup };

export async function trafficRoutes(app: FastifyInstance, deps: TrafficDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let prunedAt = 0;

  r.post(
    "/traffics",
    {
      schema: { tags, body: trafficBeaconSchema, response: { 204: z.null(), 422: errorBodySchema } },
      // Generous (many buyers share one carrier IP): it bounds the load; the new visitors one IP may
      // add to a store are capped apart, in recordView (NEW_VISITORS_PER_IP_PER_MINUTE).
      config: limit(deps.config, "traffic", 300, 60_000),
    },
    async (request, reply) => {
      try {
        await recordView(deps, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          viewerId: request.session?.user.id,
        });
        if (Date.now() - prunedAt > HOUR_MS) {
          prunedAt = Date.now();
          await pruneVisitorHashes(deps.db);
        }
      } catch (err) {
        // A lost view must never become an error on a buyer's page.
        request.log.warn({ err }, "page view not recorded");
      }
      return reply.status(204).send(null);
    },
  );

  const sellerRange = (request: FastifyRequest<{ Querystring: z.infer<typeof dayRangeQuerySchema> }>) => ({
    sellerId: userIdOf(request),
    ...resolveDayRange(request.query),
  });
  const read = <T extends z.ZodType>(
    path: string,
    item: T,
    query: (range: ReturnType<typeof sellerRange>) => Promise<z.infer<T>[]>,
  ) =>
    r.get(
      path,
      {
        schema: { tags, querystring: dayRangeQuerySchema, response: { 200: dataEnvelope(z.array(item)), ...errors } },
        onRequest: app.requireUser,
      },
      async (request) => ({ data: await query(sellerRange(request)) }),
    );

  read("/traffics/daily", trafficDaySchema, (range) => trafficByDay(deps.db, range));
  read("/traffics/page", trafficPageSchema, (range) => trafficByPage(deps.db, range));
  read("/traffics/city", trafficCitySchema, (range) => trafficByCity(deps.db, range));
  read("/traffics/source", trafficSourceSchema, (range) => trafficBySource(deps.db, range));
}

/**
 * The buyer library (DESIGN §4 "Buyer library", SPEC §7; HTTP only: parse, call one use case,
 * answer): sign-in by emailed code or link, the list of the email's purchases, signing out.
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import {
  libraryListSchema,
  libraryRequestCodeBodySchema,
  libraryRequestCodeResultSchema,
  librarySessionSchema,
  libraryVerifyBodySchema,
  libraryVerifyLinkBodySchema,
} from "@lapak/shared/schemas/library";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses } from "../../lib/route-parts";
import { ipAndEmail, limit } from "../../plugins/rate-limit";
import { LIBRARY_SECURITY, libraryCallerOf, requireLibrary } from "./library-guard";
import { revokeLibrarySession } from "./library-sessions";
import { listLibraryPurchases } from "./list-purchases";
import { requestLibraryCode } from "./request-code";
import { verifyLibraryCode, verifySignInLink } from "./sign-in";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tags = ["library"];
const errors = errorResponses(422, 429, 503);
const signedInErrors = errorResponses(401, 403, 503);

export async function libraryRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireLibrary(deps);

  // The limits of the seller's OTP (auth/routes.ts): 30 an hour per IP and email.
  r.post(
    "/library/request-code",
    {
      schema: {
        tags,
        body: libraryRequestCodeBodySchema,
        response: { 200: dataEnvelope(libraryRequestCodeResultSchema), ...errors },
      },
      config: limit(config, "library-code", 30, HOUR, ipAndEmail),
    },
    async (request) => ({
      data: { sent: true as const, resendAfter: await requestLibraryCode(deps, request.body) },
      message: "Jika email ini benar, kode masuk sudah kami kirim. Periksa kotak masuk Anda.",
    }),
  );

  r.post(
    "/library/verify",
    {
      schema: { tags, body: libraryVerifyBodySchema, response: { 200: dataEnvelope(librarySessionSchema), ...errors } },
      config: limit(config, "library-verify", 30, HOUR, ipAndEmail),
    },
    async (request) => ({ data: await verifyLibraryCode(deps, request.body) }),
  );

  r.post(
    "/library/verify-link",
    {
      schema: {
        tags,
        body: libraryVerifyLinkBodySchema,
        response: { 200: dataEnvelope(librarySessionSchema), ...errors },
      },
      config: limit(config, "library-link", 30, HOUR),
    },
    async (request) => ({ data: await verifySignInLink(deps, request.body.token) }),
  );

  r.get(
    "/library",
    {
      schema: {
        tags,
        security: LIBRARY_SECURITY,
        response: { 200: dataEnvelope(libraryListSchema), ...signedInErrors },
      },
      preValidation: guard,
    },
    async (request) => {
      const { email } = libraryCallerOf(request);
      return { data: { email, purchases: await listLibraryPurchases({ db, appUrl: config.appUrl }, email) } };
    },
  );

  r.post(
    "/library/sign-out",
    {
      schema: { tags, security: LIBRARY_SECURITY, response: { 204: z.null(), ...signedInErrors } },
      preValidation: guard,
    },
    async (request, reply) => {
      await revokeLibrarySession(db, libraryCallerOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );
}

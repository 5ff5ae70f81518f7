/** Platform calls: health and the newsletter (SPEC §7 `POST /v1/subscribe`, `subscribe.ts`). */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  healthSchema,
  livenessSchema,
  readinessSchema,
  subscribeBodySchema,
  subscribeResultSchema,
} from "@lapak/shared/schemas/misc";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { pingDatabase } from "../../lib/readiness";
import { mediaResponse } from "../../lib/route-parts";
import {
  acceptFormBodies,
  CONFIRM_FORM,
  oneClickBody,
  pageOrJson,
  unsubscribePage,
  wantsPage,
} from "../../lib/unsubscribe-page";
import { limit } from "../../plugins/rate-limit";
import { SUBSCRIBED_MESSAGE, subscribe } from "./subscribe";
import { isUnsubscribeToken, unsubscribe } from "./unsubscribe";

/** The signed link's query (`unsubscribeUrl`). */
const unsubscribeQuery = z.object({ email: z.string().max(320).default(""), token: z.string().max(100).default("") });

/** The page of a forged or mangled link (422). */
const invalidLinkPage = (appUrl: string) =>
  unsubscribePage(
    "Tautan berhenti berlangganan tidak valid",
    "Tautan ini tidak lengkap atau sudah diubah. Buka lagi tautan Berhenti Berlangganan dari email kabar Lapak.",
    appUrl,
  );

/** The page after the confirming click. */
const unsubscribedPage = (email: string, appUrl: string) =>
  unsubscribePage(
    "Anda sudah berhenti berlangganan",
    `Alamat ${email} tidak akan menerima kabar Lapak lagi. Anda bisa berlangganan kembali kapan saja dari halaman utama Lapak.`,
    appUrl,
  );

export async function platformRoutes(app: FastifyInstance, deps: Deps & { databaseKind: "pglite" | "postgres" }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 200 when the database answers; 503 `service_unavailable` with Retry-After while it is away (the
  // error handler maps the failed `select 1`), so a load balancer takes the instance out meanwhile.
  r.get(
    "/health",
    { schema: { tags: ["platform"], response: { 200: dataEnvelope(healthSchema), 503: errorBodySchema } } },
    async () => {
      await pingDatabase(deps.db);
      return { data: { status: "ok" as const, database: deps.databaseKind, time: new Date().toISOString() } };
    },
  );

  // Liveness: the process answers; nothing outside it is asked, so a database outage never gets a
  // healthy instance restarted (lib/readiness.ts).
  r.get(
    "/health/live",
    { schema: { tags: ["platform"], response: { 200: dataEnvelope(livenessSchema) } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: { status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) } };
    },
  );

  // Readiness for a load balancer: 200 when the database, Redis and storage answer, 503 when one
  // does not or the instance is draining after SIGTERM (it then finishes what it holds and stops).
  r.get(
    "/health/ready",
    {
      schema: {
        tags: ["platform"],
        response: { 200: dataEnvelope(readinessSchema), 503: dataEnvelope(readinessSchema) },
      },
    },
    async (_request, reply) => {
      const { ready, draining, checks } = await app.readiness.run();
      reply.header("cache-control", "no-store");
      if (!ready) reply.status(503).header("retry-after", "5");
      return {
        data: {
          status: ready ? ("ready" as const) : draining ? ("draining" as const) : ("unavailable" as const),
          checks,
        },
      };
    },
  );

  // Idempotent per email: subscribing twice answers the same, stores one row and mails once
  // (subscribe.ts). 60 an hour per IP, like registration (DESIGN §6: many phones share one IP).
  r.post(
    "/subscribe",
    {
      schema: {
        tags: ["platform"],
        body: subscribeBodySchema,
        response: { 200: dataEnvelope(subscribeResultSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
      config: limit(deps.config, "subscribe", 60, 60 * 60_000),
    },
    async (request) => ({
      data: await subscribe({ ...deps, log: request.log }, request.body),
      message: SUBSCRIBED_MESSAGE,
    }),
  );

  // RFC 8058 one-click: a mail app's "Berhenti berlangganan" button POSTs
  // `List-Unsubscribe=One-Click` to the issue's `List-Unsubscribe` URL (the signed link), from its
  // own servers and without cookies. Form-encoded bodies are parsed in this scope only.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/unsubscribe",
      {
        schema: {
          tags: ["platform"],
          summary:
            "Leave the newsletter: a mail app's one-click button (RFC 8058, JSON) or the link page's button (HTML)",
          consumes: ["application/x-www-form-urlencoded"],
          querystring: unsubscribeQuery,
          body: oneClickBody,
          response: {
            200: pageOrJson(
              "The address left the newsletter: a page when the request accepts text/html, else JSON",
              dataEnvelope(z.object({ unsubscribed: z.literal(true) })),
            ),
            422: pageOrJson("The link is not valid, or the body is not the one-click form", errorBodySchema),
            429: errorBodySchema,
          },
        },
        config: limit(deps.config, "unsubscribe", 60, 60 * 60_000),
      },
      async (request, reply) => {
        const email = request.query.email.trim().toLowerCase();
        const done = await unsubscribe(deps, { email, token: request.query.token });
        if (wantsPage(request.headers.accept)) {
          reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
          if (!done) return reply.status(422).send(invalidLinkPage(deps.config.appUrl));
          return reply.send(unsubscribedPage(request.query.email, deps.config.appUrl));
        }
        if (!done) throw fieldError("token", "Tautan berhenti berlangganan tidak valid.");
        return { data: { unsubscribed: true as const } };
      },
    );
  });

  // The link of every newsletter issue (unsubscribe.ts): a person opens it from the email, so the
  // answer is a page, not JSON — one that only asks for the confirming click (the POST above), so
  // a mail scanner that follows links unsubscribes nobody. Never cached; kept out of search engines.
  r.get(
    "/unsubscribe",
    {
      schema: {
        tags: ["platform"],
        summary: "The page of an issue's signed unsubscribe link, asking for the confirming click (HTML)",
        querystring: unsubscribeQuery,
        response: {
          200: mediaResponse("text/html", "The page with the Ya, Berhenti Berlangganan button", "text"),
          // A forged or mangled link is a page too; a query over its limits is the usual JSON 422.
          422: pageOrJson(
            "The page saying the link is not valid, or the JSON field errors of a malformed query",
            errorBodySchema,
          ),
          429: errorBodySchema,
        },
      },
      config: limit(deps.config, "unsubscribe", 60, 60 * 60_000),
    },
    async (request, reply) => {
      const email = request.query.email.trim().toLowerCase();
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!isUnsubscribeToken(email, request.query.token, deps.config.appSecret)) {
        return reply.status(422).send(invalidLinkPage(deps.config.appUrl));
      }
      return reply.send(
        unsubscribePage(
          "Berhenti berlangganan kabar Lapak?",
          `Alamat ${request.query.email} tidak akan menerima kabar Lapak lagi setelah Anda menekan tombol di bawah.`,
          deps.config.appUrl,
          CONFIRM_FORM,
        ),
      );
    },
  );
}

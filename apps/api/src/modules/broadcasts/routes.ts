/**
 * Email broadcasts (DESIGN §4 "Broadcasts"; HTTP only): the seller's `POST|GET /v1/broadcasts`,
 * and each email's one-click unsubscribe link `GET|POST /v1/broadcasts/{id}/unsubscribe` — the
 * GET a page asking for the confirming click (a mail scanner that follows links unsubscribes
 * nobody), the POST the page's form or a mail app's RFC 8058 `List-Unsubscribe=One-Click`.
 */
import { broadcastBodySchema, broadcastSchema } from "@lapak/shared/schemas/broadcast";
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { errorResponses, mediaResponse, userIdOf } from "../../lib/route-parts";
import {
  acceptFormBodies,
  CONFIRM_FORM,
  oneClickBody,
  pageOrJson,
  unsubscribePage,
  wantsPage,
} from "../../lib/unsubscribe-page";
import { isUuid } from "../../lib/uuid";
import { limit } from "../../plugins/rate-limit";
import { createBroadcast, listBroadcasts } from "./broadcasts";
import { BROADCAST_SENDS_NOW } from "./send-broadcasts";
import { broadcastSeller, isBroadcastUnsubscribeToken, unsubscribeFromBroadcasts } from "./unsubscribe";

const tags = ["broadcasts"];
const linkParams = z.object({ id: z.string().max(64) });
const linkQuery = z.object({ email: z.string().max(320).default(""), token: z.string().max(100).default("") });

const invalidLinkPage = (appUrl: string) =>
  unsubscribePage(
    "Tautan berhenti berlangganan tidak valid",
    "Tautan ini tidak lengkap atau sudah diubah. Buka lagi tautan Berhenti Berlangganan dari email toko tersebut.",
    appUrl,
  );

export async function broadcastRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/broadcasts",
    {
      schema: {
        tags,
        summary: "The seller's email broadcasts, newest first, with sent, failed and unsubscribed counts",
        response: { 200: dataEnvelope(z.array(broadcastSchema)), ...errorResponses(401) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listBroadcasts(db, { sellerId: userIdOf(request) }) }),
  );

  r.post(
    "/broadcasts",
    {
      schema: {
        tags,
        summary: "Writes to the customers who agreed to emails; the job queue sends it at a bounded rate",
        body: broadcastBodySchema,
        response: { 201: dataEnvelope(broadcastSchema), ...errorResponses(401, 422, 429) },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const data = await createBroadcast(db, config, { sellerId: userIdOf(request), body: request.body });
      // The first batch goes now rather than at the next minute's run.
      await deps.jobs.send(BROADCAST_SENDS_NOW, {});
      reply.status(201);
      return { data, message: `Broadcast dikirim ke ${data.recipients.toLocaleString("id-ID")} pelanggan` };
    },
  );

  // The link's page: only the confirming form, never cached, kept out of search engines.
  r.get(
    "/broadcasts/:id/unsubscribe",
    {
      schema: {
        tags,
        summary: "The page of a broadcast email's unsubscribe link, asking for the confirming click (HTML)",
        params: linkParams,
        querystring: linkQuery,
        response: {
          200: mediaResponse("text/html", "The page with the Ya, Berhenti Berlangganan button", "text"),
          422: pageOrJson(
            "The page saying the link is not valid, or the JSON field errors of a malformed query",
            errorBodySchema,
          ),
          429: errorBodySchema,
        },
      },
      config: limit(config, "unsubscribe", 60, 60 * 60_000),
    },
    async (request, reply) => {
      const { id } = request.params;
      const email = request.query.email.trim().toLowerCase();
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      const seller =
        isUuid(id) && isBroadcastUnsubscribeToken(id, email, request.query.token, config.appSecret)
          ? await broadcastSeller(db, id)
          : null;
      if (!seller) return reply.status(422).send(invalidLinkPage(config.appUrl));
      return reply.send(
        unsubscribePage(
          `Berhenti menerima email dari ${seller.name}?`,
          `Alamat ${email} tidak akan menerima broadcast dari ${seller.name} lagi setelah Anda menekan tombol di bawah. Email tentang pesanan Anda tetap dikirim.`,
          config.appUrl,
          CONFIRM_FORM,
        ),
      );
    },
  );

  // RFC 8058: mail apps POST `List-Unsubscribe=One-Click` form-encoded, from their own servers and
  // without cookies. Form-encoded bodies are parsed in this scope only.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/broadcasts/:id/unsubscribe",
      {
        schema: {
          tags,
          summary:
            "Leave a seller's broadcasts: a mail app's one-click button (RFC 8058, JSON) or the link page's button (HTML)",
          consumes: ["application/x-www-form-urlencoded"],
          params: linkParams,
          querystring: linkQuery,
          body: oneClickBody,
          response: {
            200: pageOrJson(
              "The address left the seller's broadcasts: a page when the request accepts text/html, else JSON",
              dataEnvelope(z.object({ unsubscribed: z.literal(true) })),
            ),
            422: pageOrJson("The link is not valid, or the body is not the one-click form", errorBodySchema),
            429: errorBodySchema,
          },
        },
        config: limit(config, "unsubscribe", 60, 60 * 60_000),
      },
      async (request, reply) => {
        const { id } = request.params;
        const email = request.query.email.trim().toLowerCase();
        const done = isUuid(id)
          ? await unsubscribeFromBroadcasts(db, config, { broadcastId: id, email, token: request.query.token })
          : null;
        if (wantsPage(request.headers.accept)) {
          reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
          if (!done) return reply.status(422).send(invalidLinkPage(config.appUrl));
          return reply.send(
            unsubscribePage(
              "Anda sudah berhenti berlangganan",
              `Alamat ${email} tidak akan menerima broadcast dari ${done.storeName} lagi. Anda bisa berlangganan kembali dengan mencentang persetujuan saat membeli berikutnya.`,
              config.appUrl,
            ),
          );
        }
        if (!done) throw fieldError("token", "Tautan berhenti berlangganan tidak valid.");
        return { data: { unsubscribed: true as const } };
      },
    );
  });
}

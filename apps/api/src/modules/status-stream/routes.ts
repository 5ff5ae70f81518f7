/**
 * `GET /v1/transactions/{id}/events` (ADR 0015): the payment page's live status, pushed as
 * Server-Sent Events (`status-stream.ts`). Public like `GET /v1/transactions/{id}` — the unguessable
 * id is the buyer's key, and only the status is sent. Open streams are ended when the app closes,
 * so a graceful shutdown is not held by pages left open.
 */
import type { ServerResponse } from "node:http";
import { errorBodySchema } from "@lapak/shared/schemas/common";
import { transactionStatusSchema } from "@lapak/shared/schemas/transaction";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { answerStarted } from "../../lib/request-load";
import { limit } from "../../plugins/rate-limit";
import { readTransactionStatus, streamTransactionStatus } from "./status-stream";

/**
 * Stream opens a minute per IP: a page opens one and reconnects every few minutes, but many buyers
 * share one carrier IP (CGNAT), so the bound is the checkout's per-IP one (DESIGN §6).
 */
const OPENS_PER_MINUTE_PER_IP = 600;

/** Registers the route on `app` (the `/v1` scope). */
export async function statusStreamRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/transactions/:id/events",
    {
      schema: {
        tags: ["payments"],
        summary: "Live status of a transaction (Server-Sent Events)",
        description:
          "Answers `text/event-stream`: `event: status` with `data: {id, status}` at once and after every change, " +
          "a comment line as heartbeat; ends after `paid` or `failed`, or after a few minutes (the browser's " +
          "EventSource reconnects). Without `Accept: text/event-stream`, sends the current status once and ends.",
        params: z.object({ id: text().max(64) }),
        response: {
          200: {
            description: "The status stream",
            content: {
              "text/event-stream": { schema: z.object({ id: z.string(), status: transactionStatusSchema }) },
            },
          },
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: limit(deps.config, "transaction-events", OPENS_PER_MINUTE_PER_IP, 60_000),
    },
    async (request, reply) => {
      const { id } = request.params;
      const first = await readTransactionStatus(deps.db, id);
      reply.hijack();
      // From here it only streams: it no longer keeps the app busy for the jobs (ADR 0033).
      answerStarted(request);
      const response: ServerResponse = reply.raw;
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
        // nginx would otherwise buffer the stream (docs/deploy: proxy_buffering).
        "x-accel-buffering": "no",
        "x-request-id": String(request.id),
      });
      // The stream may end before this call returns (a final status): `ended` says so.
      let ended = false;
      let end: () => void = () => undefined;
      end = streamTransactionStatus(
        { db: deps.db, events: app.transactionEvents },
        {
          id,
          first,
          response,
          follow: (request.headers.accept ?? "").includes("text/event-stream"),
          onEnd: () => {
            ended = true;
            open.delete(end);
          },
        },
      );
      if (!ended) open.add(end);
    },
  );
}

/**
 * WhatsApp (ADR 0021), HTTP only: Meta's webhook (`GET|POST /v1/webhooks/whatsapp`), the seller's
 * new-sale alert (`GET|PUT /v1/account/notifications`) and the verification of the number it goes
 * to (`POST /v1/account/phone-verification[/confirm]`). The webhook plugin is encapsulated: only
 * there are bodies kept as raw bytes, because the signature is over them.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  notificationSettingsSchema,
  notificationSettingsViewSchema,
  phoneCodeConfirmSchema,
  phoneCodeSentSchema,
} from "@lapak/shared/schemas/whatsapp";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { whatsappWebhookBody, whatsappWebhookHeaders } from "../../integrations/webhook-bodies";
import type { WhatsappProvider } from "../../integrations/whatsapp/whatsapp";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { mediaResponse, sessionOf } from "../../lib/route-parts";
import { limit } from "../../plugins/rate-limit";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings";
import { confirmPhoneCode, sendPhoneCode } from "./phone-verification";
import { recordMessageStatuses } from "./record-statuses";

/** Largest webhook body accepted, in bytes (Meta batches statuses; a few KB each). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
const HOUR = 60 * 60_000;

type WhatsappRouteDeps = Deps & { whatsapp: WhatsappProvider | null };

const notConfigured = () => new AppError("not_found", "WhatsApp tidak diaktifkan di platform ini");

/** `GET|POST /v1/webhooks/whatsapp`: Meta's verification handshake and its status deliveries. */
export async function whatsappWebhookRoutes(app: FastifyInstance, deps: WhatsappRouteDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["whatsapp"];

  r.get(
    "/webhooks/whatsapp",
    {
      schema: {
        tags,
        summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token is ours",
        querystring: z.object({
          "hub.mode": text().max(40).optional(),
          "hub.verify_token": text().max(500).optional(),
          "hub.challenge": text().max(500).optional(),
        }),
        response: {
          200: mediaResponse("text/plain", "hub.challenge, as Meta sent it", "text"),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { whatsapp } = deps;
      if (!whatsapp) throw notConfigured();
      const query = request.query;
      if (query["hub.mode"] !== "subscribe" || !whatsapp.verifyToken(query["hub.verify_token"])) {
        throw new AppError("forbidden", "Token verifikasi tidak cocok");
      }
      return reply.type("text/plain").send(query["hub.challenge"] ?? "");
    },
  );

  r.post(
    "/webhooks/whatsapp",
    {
      schema: {
        tags,
        summary: "Meta's WhatsApp status deliveries (signed with X-Hub-Signature-256 over the raw body)",
        openapiBody: { mediaType: "application/json", schema: whatsappWebhookBody },
        openapiHeaders: whatsappWebhookHeaders,
        response: {
          200: dataEnvelope(z.object({ received: z.literal(true) })),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
      bodyLimit: WEBHOOK_BODY_LIMIT,
    },
    async (request) => {
      const { whatsapp } = deps;
      if (!whatsapp) throw notConfigured();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-hub-signature-256"];
      if (!whatsapp.verifySignature(raw, typeof signature === "string" ? signature : undefined)) {
        throw new AppError("invalid_signature", "Tanda tangan webhook tidak valid");
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError("bad_request", "Isi webhook bukan JSON");
      }
      await recordMessageStatuses(deps, whatsapp.parseStatuses(body));
      return { data: { received: true as const } };
    },
  );
}

/**
 * `GET|PUT /v1/account/notifications`: the seller's WhatsApp alert for each new sale;
 * `POST /v1/account/phone-verification[/confirm]`: the code that verifies the number it goes to.
 */
export async function notificationSettingsRoutes(app: FastifyInstance, deps: WhatsappRouteDeps) {
  const { config } = deps;
  const bySeller = (request: FastifyRequest) => `${request.ip}|${sessionOf(request).user.id}`;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["account"];
  r.get(
    "/account/notifications",
    {
      schema: {
        tags,
        summary: "The seller's notification settings (WhatsApp alert for each new sale)",
        response: { 200: dataEnvelope(notificationSettingsViewSchema), 401: errorBodySchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getNotificationSettings(deps, sessionOf(request).user.id) }),
  );
  r.put(
    "/account/notifications",
    {
      schema: {
        tags,
        summary: "Turns the WhatsApp alert for each new sale on or off",
        body: notificationSettingsSchema,
        response: { 200: dataEnvelope(notificationSettingsViewSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await updateNotificationSettings(deps, { sellerId: sessionOf(request).user.id, settings: request.body }),
    }),
  );
  r.post(
    "/account/phone-verification",
    {
      schema: {
        tags,
        summary:
          "Sends a 6-digit code to the profile's WhatsApp number (by email when WhatsApp is off); a new one after 60 s",
        response: {
          200: dataEnvelope(phoneCodeSentSchema),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
      onRequest: app.requireUser,
      config: limit(config, "phone-code", 10, HOUR, bySeller),
    },
    async (request) => ({
      data: await sendPhoneCode({ ...deps, log: request.log }, sessionOf(request).user.id),
    }),
  );
  r.post(
    "/account/phone-verification/confirm",
    {
      schema: {
        tags,
        summary: "Checks the code and marks the profile's WhatsApp number verified; answers the notification settings",
        body: phoneCodeConfirmSchema,
        response: {
          200: dataEnvelope(notificationSettingsViewSchema),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
      onRequest: app.requireUser,
      config: limit(config, "phone-code-confirm", 30, HOUR, bySeller),
    },
    async (request) => {
      const sellerId = sessionOf(request).user.id;
      await confirmPhoneCode(deps, { userId: sellerId, code: request.body.code });
      return { data: await getNotificationSettings(deps, sellerId) };
    },
  );
}

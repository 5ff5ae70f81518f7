/**
 * Checkout calls (DESIGN §3, ADR 0006), HTTP only: `POST /v1/transactions`,
 * `POST /v1/transactions/{id}/change-method`, `GET /v1/transactions/{id}[/qr.svg|/qr.png]`. The money
 * core's other rooms (ARCHITECTURE.md "Inside the API"): `payment-methods/` (`GET /v1/payment-methods`,
 * Pengaturan Pembayaran), `orders/` (the seller's sales and customers), `payment-webhooks/` (webhooks,
 * the sandbox's pay button), `downloads/` (file delivery), `status-stream/`
 * (`GET /v1/transactions/{id}/events`), `ledger/` (`GET /v1/balance`).
 */
import { cookieFromHeader } from "@lapak/shared/cookies";
import { REFERRAL_COOKIE } from "@lapak/shared/schemas/affiliate";
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import {
  changeMethodBodySchema,
  checkoutBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  sellerTransactionSchema,
  transactionSchema,
} from "@lapak/shared/schemas/transaction";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { AppError, notFound } from "../../lib/app-error";
import { backgroundTasks } from "../../lib/background-tasks";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, idParams, mediaResponse } from "../../lib/route-parts";
import { ipAndEmail, limit } from "../../plugins/rate-limit";
import { announceEventSeats } from "../events/seat-announcements";
import { notifySale } from "../orders/notify-sale";
import { getTransaction, loadTransaction } from "../orders/transaction-view";
import { cancelRetiredAttempt, changePaymentMethod } from "./change-method";
import { createTransaction } from "./create-transaction";

const MINUTE = 60_000;
const tags = ["payments"];
const errors = errorResponses(401, 404, 422);

/** Registers the checkout routes on `app` (the `/v1` scope). */
export async function checkoutRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const { config } = deps;
  const runLater = backgroundTasks(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/transactions",
    {
      schema: {
        tags,
        body: checkoutBodySchema,
        headers: z.looseObject({
          "idempotency-key": z.string().regex(IDEMPOTENCY_KEY_PATTERN, "Idempotency-Key tidak valid").optional(),
        }),
        // 410: the store is suspended (suspended-store-pages.test.ts).
        response: {
          201: dataEnvelope(transactionSchema),
          ...errors,
          410: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
      // DESIGN §6: 20/min per (IP, email), 600/min per IP (many buyers share a carrier IP), and
      // 5/hour per WhatsApp number when the box is ticked (ADR 0021: anyone can type any number).
      config: limit(config, "checkout", 20, MINUTE, ipAndEmail),
      preHandler: [
        ...perIpLimit(app, config.rateLimitDisabled, "checkout-ip", 600),
        ...perWhatsappNumberLimit(app, config.rateLimitDisabled),
      ],
    },
    async (request, reply) => {
      const { body, ip } = request;
      // ADR 0025: a code is limited like a quote's, 10 that do not apply a minute per (IP, product).
      const data = await app.codeAttempts.guard({ ip, productId: body.productId, code: body.discountCode }, () =>
        createTransaction(
          { ...deps, log: request.log },
          {
            body,
            idempotencyKey: request.headers["idempotency-key"],
            viewerId: request.session?.user.id,
            client: { ip, userAgent: request.headers["user-agent"] },
            referral: { code: cookieFromHeader(request.headers.cookie, REFERRAL_COOKIE) },
          },
        ),
      );
      if (data.status === "paid") runLater("sale emails", () => notifySale(deps, data.id, request.log), request.log);
      // A seat was taken: the event's cached pages show the seats left anew (ADR 0046).
      if (data.product.type === "event") await announceEventSeats(deps.db, app.storefrontEvents, data.id);
      keepPrivate(reply);
      return reply.status(201).send({ data });
    },
  );

  r.post(
    "/transactions/:id/change-method",
    {
      schema: {
        tags,
        params: idParams,
        body: changeMethodBodySchema,
        response: {
          201: dataEnvelope(transactionSchema),
          ...errors,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
      // A new payment attempt, like a checkout: the same limits, keyed by IP (no email in the body).
      config: limit(config, "change-method", 20, MINUTE),
      preHandler: perIpLimit(app, config.rateLimitDisabled, "checkout-ip", 600),
    },
    async (request, reply) => {
      const { transaction, retired } = await changePaymentMethod(
        { ...deps, log: request.log },
        { id: request.params.id, paymentMethod: request.body.paymentMethod, viewerId: request.session?.user.id },
      );
      if (retired) {
        // The old attempt now reads as expired: a page still showing it (another tab) sends the
        // buyer on to the attempt they chose.
        await app.transactionEvents.publish({ id: retired, status: "expired" });
        runLater(
          "cancel retired payment",
          () => cancelRetiredAttempt({ ...deps, log: request.log }, retired),
          request.log,
        );
      }
      keepPrivate(reply);
      return reply.status(201).send({ data: transaction });
    },
  );

  r.get(
    "/transactions/:id",
    {
      schema: {
        tags,
        params: idParams,
        // The owning seller's view first: the public view (a subset) would strip the money.
        response: { 200: dataEnvelope(z.union([sellerTransactionSchema, transactionSchema])), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await getTransaction(deps, { id: request.params.id, viewerId: request.session?.user.id });
      keepPrivate(reply);
      return { data };
    },
  );

  /** A QR code's answers: the image, or 404 when the payment has no QRIS string. */
  const qrResponses = (mediaType: "image/svg+xml" | "image/png") => ({
    200: mediaResponse(mediaType, "The payment's QRIS code", mediaType === "image/png" ? "binary" : "text"),
    404: errorBodySchema,
  });

  /** The payment's QRIS string from the stored instructions, or 404. */
  async function qrStringOf(id: string): Promise<{ id: string; qrString: string }> {
    const { row } = await loadTransaction(deps, id);
    const qrString = row.instructions.qrString;
    if (!qrString) throw notFound("Kode QR tidak ditemukan");
    return { id: row.id, qrString };
  }

  r.get(
    "/transactions/:id/qr.svg",
    { schema: { tags, params: idParams, response: qrResponses("image/svg+xml") } },
    async (request, reply) => {
      const { qrString } = await qrStringOf(request.params.id);
      const svg = await QRCode.toString(qrString, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      keepPrivate(reply);
      return reply.type("image/svg+xml").send(svg);
    },
  );

  // A PNG to save to the gallery: a buyer paying on the same phone opens it from their e-wallet's
  // "scan from gallery" (an SVG cannot be saved there).
  r.get(
    "/transactions/:id/qr.png",
    { schema: { tags, params: idParams, response: qrResponses("image/png") } },
    async (request, reply) => {
      const { id, qrString } = await qrStringOf(request.params.id);
      const png = await QRCode.toBuffer(qrString, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 720 });
      keepPrivate(reply);
      reply.header("content-disposition", `attachment; filename="QRIS-${id.slice(-12)}.png"`);
      return reply.type("image/png").send(png);
    },
  );
}

/** Checkouts an hour that may ask for WhatsApp messages to one number (ADR 0021, DESIGN §6). */
const CHECKOUTS_PER_WHATSAPP_NUMBER = 5;

/**
 * The checkout's limit per WhatsApp number: at most 5 checkouts an hour, from any IP, may tick
 * "Kirim info pesanan ke WhatsApp saya" for one number (the body's `phone`, already `628…`); a
 * checkout without the box sends nothing to the number and is not counted. 429 `rate_limited`
 * with `Retry-After` past it; none when rate limits are off.
 */
function perWhatsappNumberLimit(app: FastifyInstance, disabled: boolean) {
  if (disabled) return [];
  const check = app.createRateLimit({
    max: CHECKOUTS_PER_WHATSAPP_NUMBER,
    timeWindow: 60 * MINUTE,
    keyGenerator: (request) => `checkout-whatsapp:${(request.body as { phone?: string }).phone}`,
  });
  return [
    async (request: FastifyRequest) => {
      const body = request.body as { phone?: unknown; whatsappConsent?: unknown } | undefined;
      if (typeof body?.phone !== "string" || body.whatsappConsent !== true) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new AppError(
          "rate_limited",
          `Terlalu banyak pesanan dengan nomor WhatsApp ini. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
          { retryAfter: seconds },
        );
      }
    },
  ];
}

/**
 * A second rate limit on a route that already has one in its config: @fastify/rate-limit runs only
 * the first limit hook of a request, so this one uses `createRateLimit` and answers 429 itself.
 * `max` requests per minute per client IP; none when rate limits are off.
 */
function perIpLimit(app: FastifyInstance, disabled: boolean, name: string, max: number) {
  if (disabled) return [];
  const check = app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator: (request) => `${name}:${request.ip}` });
  return [
    async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new AppError("rate_limited", `Terlalu banyak percobaan. Coba lagi dalam ${seconds} detik.`, {
          retryAfter: seconds,
        });
      }
    },
  ];
}

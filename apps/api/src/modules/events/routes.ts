/**
 * Event calls (DESIGN §3 "Event / Webinar", ADR 0046; HTTP only): the ticket of an order as an
 * iCalendar file and a QR image — for anyone with the order's id, like its order page —, the
 * certificate of attendance for the library session that bought it, and the seller's attendees,
 * their CSV and the check-in of a ticket code.
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import { attendeeSchema, checkInBodySchema, checkInSchema } from "@lapak/shared/schemas/event";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, idParams, mediaResponse, userIdOf } from "../../lib/route-parts";
import { LIBRARY_SECURITY, libraryCallerOf, requireLibrary } from "../library/library-guard";
import { attendanceCertificatePdf } from "./attendance-certificate";
import { attendeesCsv, checkIn, listAttendees } from "./attendees";
import { orderTicket } from "./order-ticket";
import { ticketIcs } from "./ticket";

const tags = ["events"];

export async function eventRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/transactions/:id/ticket.ics",
    {
      schema: {
        tags,
        summary: "An event order's ticket as an iCalendar file (RFC 5545)",
        params: idParams,
        response: { 200: mediaResponse("text/calendar", "The ticket's VEVENT", "text"), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const ticket = await orderTicket(db, request.params.id);
      const ics = ticketIcs({ ...ticket, host: new URL(config.appUrl).hostname });
      keepPrivate(reply);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${ticket.code}.ics"`)
        .send(ics);
    },
  );

  r.get(
    "/transactions/:id/ticket-qr.svg",
    {
      schema: {
        tags,
        summary: "The QR code of an event order's ticket code",
        params: idParams,
        response: { 200: mediaResponse("image/svg+xml", "The ticket code's QR", "text"), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const ticket = await orderTicket(db, request.params.id);
      const svg = await QRCode.toString(ticket.code, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      keepPrivate(reply);
      return reply.type("image/svg+xml").send(svg);
    },
  );

  r.get(
    "/library/events/:transactionId/certificate.pdf",
    {
      schema: {
        tags: [...tags, "library"],
        summary: "An event's certificate of attendance as a PDF, once checked in",
        security: LIBRARY_SECURITY,
        params: z.object({ transactionId: text().max(64) }),
        response: {
          200: mediaResponse("application/pdf", "The certificate, one A4 landscape page"),
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
      preValidation: requireLibrary(deps),
    },
    async (request, reply) => {
      const { code, pdf } = await attendanceCertificatePdf(
        { db, appUrl: config.appUrl },
        { transactionId: request.params.transactionId, email: libraryCallerOf(request).email },
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="Sertifikat-${code}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    "/events/:id/attendees",
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: dataEnvelope(z.object({ attendees: z.array(attendeeSchema) })), ...errorResponses(401, 404) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: { attendees: await listAttendees(db, { sellerId: userIdOf(request), productId: request.params.id }) },
    }),
  );

  r.get(
    "/events/:id/attendees.csv",
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: mediaResponse("text/csv", "The event's attendees as CSV", "text"),
          ...errorResponses(401, 404),
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const csv = await attendeesCsv(db, { sellerId: userIdOf(request), productId: request.params.id });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="Peserta-${request.params.id.slice(-8)}.csv"`)
        .send(csv);
    },
  );

  r.post(
    "/events/:id/check-ins",
    {
      schema: {
        tags,
        params: idParams,
        body: checkInBodySchema,
        response: { 201: dataEnvelope(checkInSchema), ...errorResponses(401, 404, 409, 422) },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const data = await checkIn(db, {
        sellerId: userIdOf(request),
        productId: request.params.id,
        code: request.body.code,
      });
      reply.status(201);
      return { data, message: `${data.name} berhasil check-in` };
    },
  );
}

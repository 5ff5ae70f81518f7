/**
 * 1:1 session calls (DESIGN §3 "1:1 session", ADR 0047; HTTP only): a product's free slots for
 * anyone, the booked session as an iCalendar file for anyone holding the order's id (like its
 * order page), its move by the buyer signed in to their library, and the seller's Jadwal and
 * blocked dates.
 */

import {
  blockedDatesBodySchema,
  rescheduleBodySchema,
  scheduledSessionSchema,
  sessionSchema,
  slotSchema,
  slotsQuerySchema,
} from "@lapak/shared/schemas/coaching";
import { dataEnvelope } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, idParams, mediaResponse, userIdOf } from "../../lib/route-parts";
import { isUuid } from "../../lib/uuid";
import { findSellableProduct } from "../checkout/checkout-order";
import { LIBRARY_SECURITY, libraryCallerOf, requireLibrary } from "../library/library-guard";
import { listSlots } from "./coaching-slots";
import { orderSession } from "./order-session";
import { rescheduleSession } from "./reschedule";
import { listScheduledSessions, setBlockedDates } from "./schedule";
import { sessionEntry, sessionIcs } from "./session";

const tags = ["coaching"];

export async function coachingRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/products/:id/slots",
    {
      schema: {
        tags,
        summary: "A 1:1 session product's free slots between two WIB dates (at most 31 days)",
        params: idParams,
        querystring: slotsQuerySchema,
        response: { 200: dataEnvelope(z.object({ slots: z.array(slotSchema) })), ...errorResponses(404, 410, 422) },
      },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound("Produk tidak ditemukan");
      const { product } = await findSellableProduct(db, request.params.id);
      const coaching = product.settings.coaching;
      if (product.type !== "coaching" || !coaching) throw notFound("Produk tidak ditemukan");
      const slots = await listSlots(db, { coaching, sellerId: product.sellerId, ...request.query });
      // Slots change with every booking: never cached.
      keepPrivate(reply);
      return { data: { slots } };
    },
  );

  r.get(
    "/transactions/:id/session.ics",
    {
      schema: {
        tags,
        summary: "A 1:1 session order's booked slot as an iCalendar file (RFC 5545)",
        params: idParams,
        response: { 200: mediaResponse("text/calendar", "The session's VEVENT", "text"), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { row, sellerName, session } = await orderSession(db, request.params.id);
      const ics = sessionIcs({
        transactionId: row.id,
        orderCode: row.code,
        title: session.title,
        withWhom: sellerName,
        entry: sessionEntry(session),
        host: new URL(config.appUrl).hostname,
      });
      keepPrivate(reply);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="Sesi-${row.code}.ics"`)
        .send(ics);
    },
  );

  r.post(
    "/transactions/:id/reschedule",
    {
      schema: {
        tags: [...tags, "library"],
        summary: "Move a booked 1:1 session to another free slot, within the seller's limit",
        security: LIBRARY_SECURITY,
        params: idParams,
        body: rescheduleBodySchema,
        response: { 200: dataEnvelope(sessionSchema), ...errorResponses(401, 404, 422) },
      },
      preValidation: requireLibrary(deps),
    },
    async (request) => {
      const data = await rescheduleSession(deps, {
        transactionId: request.params.id,
        email: libraryCallerOf(request).email,
        slotStartsAt: request.body.slotStartsAt,
      });
      return { data, message: "Jadwal sesi berhasil diubah" };
    },
  );

  r.get(
    "/coaching/sessions",
    {
      schema: {
        tags,
        summary: "The seller's upcoming booked 1:1 sessions (Jadwal)",
        response: {
          200: dataEnvelope(z.object({ sessions: z.array(scheduledSessionSchema) })),
          ...errorResponses(401),
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: { sessions: await listScheduledSessions(db, { sellerId: userIdOf(request) }) } }),
  );

  r.put(
    "/coaching/:id/blocked-dates",
    {
      schema: {
        tags,
        summary: "Replace the WIB dates a 1:1 session product offers no slots on",
        params: idParams,
        body: blockedDatesBodySchema,
        response: {
          200: dataEnvelope(z.object({ blockedDates: z.array(z.string()) })),
          ...errorResponses(401, 404, 422),
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const blockedDates = await setBlockedDates(db, {
        sellerId: userIdOf(request),
        productId: request.params.id,
        dates: request.body.dates,
      });
      return { data: { blockedDates }, message: "Tanggal libur disimpan" };
    },
  );
}

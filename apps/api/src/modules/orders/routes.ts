/**
 * The seller's sales and customers (DASHBOARD-UX §3, §4, §11), HTTP only, all behind a signed-in
 * seller and scoped to them: `GET /v1/transactions` (+ `meta.summary`), `GET
 * /v1/transactions/{id}/detail`, `GET /v1/transactions/export.csv`, `GET /v1/customers`, `GET
 * /v1/customers/export.csv`. The CSV exports stream from the database in batches.
 */
import { Readable } from "node:stream";
import { wibDay } from "@lapak/shared/date";
import { dataEnvelope, listEnvelope } from "@lapak/shared/schemas/common";
import {
  customerExportQuerySchema,
  saleDetailSchema,
  salesListEnvelope,
  transactionExportQuerySchema,
} from "@lapak/shared/schemas/sales";
import { dayRangeQuerySchema, salesDaySchema } from "@lapak/shared/schemas/traffic";
import { customerListQuerySchema, customerSchema, transactionListQuerySchema } from "@lapak/shared/schemas/transaction";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { errorResponses, mediaResponse, userIdOf } from "../../lib/route-parts";
import { resolveDayRange } from "../traffics/day-range";
import { exportCustomersCsv } from "./export-customers";
import { exportSalesCsv } from "./export-sales";
import { getSaleDetail } from "./get-sale-detail";
import { listCustomers } from "./list-customers";
import { listTransactions } from "./list-transactions";
import { salesByDay } from "./sales-by-day";

const tags = ["payments"];
const errors = errorResponses(401, 404, 422);
/** A CSV export's answers: the file (`text/csv`), or a JSON error. */
const csvResponses = (description: string) => ({ 200: mediaResponse("text/csv", description, "text"), ...errors });

/**
 * Sends CSV text chunks as a download named `{name}-{WIB day}.csv`, streamed: the next chunk is
 * read from `chunks` only when the client has taken the last one (a client that goes away stops
 * the export at its next batch).
 */
function sendCsv(reply: FastifyReply, name: string, chunks: AsyncGenerator<string>) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${wibDay(new Date())}.csv"`)
    .send(Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 }));
}

export async function orderRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/transactions",
    {
      schema: { tags, querystring: transactionListQuerySchema, response: { 200: salesListEnvelope, ...errors } },
      onRequest: app.requireUser,
    },
    async (request) => listTransactions(deps, { sellerId: userIdOf(request), query: request.query }),
  );

  r.get(
    "/transactions/daily",
    {
      schema: {
        tags,
        querystring: dayRangeQuerySchema,
        response: { 200: dataEnvelope(z.array(salesDaySchema)), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await salesByDay(deps, { sellerId: userIdOf(request), ...resolveDayRange(request.query) }),
    }),
  );

  r.get(
    "/transactions/export.csv",
    {
      schema: {
        tags,
        querystring: transactionExportQuerySchema,
        response: csvResponses("The sales as a CSV download"),
      },
      onRequest: app.requireUser,
    },
    async (request, reply) =>
      sendCsv(reply, "penjualan", exportSalesCsv(deps, { sellerId: userIdOf(request), query: request.query })),
  );

  r.get(
    "/transactions/:id/detail",
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(saleDetailSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getSaleDetail(deps, { id: request.params.id, sellerId: userIdOf(request) }) }),
  );

  r.get(
    "/customers",
    {
      schema: {
        tags,
        querystring: customerListQuerySchema,
        response: { 200: listEnvelope(customerSchema), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => listCustomers(deps, { sellerId: userIdOf(request), ...request.query }),
  );

  r.get(
    "/customers/export.csv",
    {
      schema: {
        tags,
        querystring: customerExportQuerySchema,
        response: csvResponses("The customers as a CSV download"),
      },
      onRequest: app.requireUser,
    },
    async (request, reply) =>
      sendCsv(reply, "pelanggan", exportCustomersCsv(deps, { sellerId: userIdOf(request), query: request.query })),
  );
}

/**
 * `GET /v1/downloads/{transactionId}/{mediaId}?expires=…&signature=…` (DESIGN §4): a bought file,
 * streamed from private storage as an attachment with its original name, with single-range support
 * for large files and resumed downloads. Counted once per download (a request without Range, or
 * one starting at byte 0). A PDF goes out stamped with its buyer unless its seller turned that off
 * (`stamped-download.ts`).
 */

import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, FILE_RESPONSES } from "../../lib/route-parts";
import { resolveRange } from "./byte-range";
import { sendAttachment } from "./send-stored";
import { countDownload, resolveDownload } from "./serve-download";
import { deliverableFile } from "./stamped-download";

export async function downloadRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/downloads/:transactionId/:mediaId",
    {
      schema: {
        tags: ["payments"],
        summary: "A bought file through its signed, expiring link",
        params: z.object({ transactionId: text().max(64), mediaId: text().max(64) }),
        querystring: z.object({ expires: text().max(20).default(""), signature: text().max(128).default("") }),
        response: {
          ...FILE_RESPONSES,
          // A link tampered, expired, or not for a paid order with that file.
          ...errorResponses(403, 404, 410, 416),
        },
      },
    },
    async (request, reply) => {
      const { transactionId, mediaId } = request.params;
      const resolved = await resolveDownload(deps, { transactionId, mediaId, ...request.query });
      const file = await deliverableFile({ ...deps, log: request.log }, { ...resolved, mediaId });
      keepPrivate(reply);
      const range = resolveRange(request.headers.range, file.size);
      if (request.method === "GET" && range !== "unsatisfiable" && (!range || range.start === 0)) {
        await countDownload(deps, { transactionId, mediaId });
      }
      return sendAttachment(reply, { storage: deps.storage, file, rangeHeader: request.headers.range });
    },
  );
}

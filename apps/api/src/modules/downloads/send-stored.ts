import type { FastifyReply } from "fastify";
import type { Storage } from "../../integrations/storage/storage";
import { resolveRange } from "./byte-range";
import { attachmentDisposition } from "./serve-download";

/** A stored object to send: where it is, its media type and its size in bytes. */
export interface StoredFile {
  storageKey: string;
  mime: string;
  /** Bytes, as stored. */
  size: number;
}

/**
 * Sends `file` from `storage` with single byte ranges (RFC 9110 §14): 200 with the whole object
 * without `Range`, 206 with `Content-Range` for a satisfiable one, 416 (`range_not_satisfiable`,
 * `rangeMessage` in Indonesian) otherwise. Sets `Accept-Ranges` and the type; the caller sets
 * caching and `Content-Disposition` first.
 */
export async function sendStored(
  reply: FastifyReply,
  {
    storage,
    file,
    rangeHeader,
    rangeMessage,
  }: { storage: Storage; file: StoredFile; rangeHeader: string | undefined; rangeMessage: string },
) {
  reply.header("accept-ranges", "bytes").type(file.mime);
  const range = resolveRange(rangeHeader, file.size);
  if (range === "unsatisfiable") {
    return reply
      .status(416)
      .header("content-range", `bytes */${file.size}`)
      .type("application/json")
      .send({ message: rangeMessage, code: "range_not_satisfiable" });
  }
  const stream = await storage.get(file.storageKey, range);
  if (!range) return reply.header("content-length", file.size).send(stream);
  return reply
    .status(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
    .header("content-length", range.end - range.start + 1)
    .send(stream);
}

/**
 * Sends `file` as an attachment under its own name (`Content-Disposition`, `attachmentDisposition`)
 * with byte ranges (`sendStored`; 416 "Rentang unduhan tidak valid"). The caller sets caching first.
 */
export function sendAttachment(
  reply: FastifyReply,
  {
    storage,
    file,
    rangeHeader,
  }: { storage: Storage; file: StoredFile & { name: string }; rangeHeader: string | undefined },
) {
  reply.header("content-disposition", attachmentDisposition(file.name));
  return sendStored(reply, { storage, file, rangeHeader, rangeMessage: "Rentang unduhan tidak valid" });
}

/**
 * What every routes file needs around its use cases (ARCHITECTURE.md "Inside the API"): the error
 * answers it documents, the `{id}` path parameter, and the signed-in session of a request that
 * passed `app.requireUser` or `app.requireAdmin` (plugins/auth.ts).
 */
import type { Readable } from "node:stream";
import { errorBodySchema } from "@lapak/shared/schemas/common";
import { text } from "@lapak/shared/zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Session } from "../plugins/auth";

/** The error envelope (`{ message, errors?, code? }`, DESIGN §3) for each HTTP status given, for a route's `response`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/**
 * A success answer that is not JSON — a CSV export, an image, a download — declared with its media
 * type for a route's `response` (the OpenAPI document; Fastify sends the stream or text unchanged).
 * `binary` bytes (images, files) or text (CSV, SVG).
 */
export function mediaResponse(mediaType: string, description: string, kind: "binary" | "text" = "binary") {
  // Typed as what the handler sends (text, bytes or a stream): Fastify never serializes those, so
  // the schema only describes the answer in the document.
  const schema = (kind === "binary" ? z.string().meta({ format: "binary" }) : z.string()) as unknown as z.ZodType<
    string | Buffer | Readable
  >;
  return { description, content: { [mediaType]: { schema } } };
}

/** `/:id` of a resource; ids are UUIDs, and a malformed one is the use case's 404, not a 422. */
export const idParams = z.object({ id: text().max(64) });

/** The session of a request whose route ran `requireUser` or `requireAdmin` first (never null there). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error("sessionOf: the route did not run requireUser or requireAdmin first");
  return request.session;
}

/** The signed-in user's id of such a request. */
export function userIdOf(request: FastifyRequest): string {
  return sessionOf(request).user.id;
}

/**
 * The two success answers of a stored file sent whole (200) or by byte range (206), with its own
 * media type: what a download, a lesson's file or a member's file route declares beside its errors.
 */
export const FILE_RESPONSES = {
  200: mediaResponse("*/*", "The file, with its own media type"),
  206: mediaResponse("*/*", "The requested byte range of the file"),
};

/**
 * API reads a page's loader gets in-process without a request through Fastify (ADR 0030): on a
 * storefront or product page the cache missed, `GET /v1/sellers/{username}/storefront` skips
 * `app.inject`'s request, routing, hooks and JSON round trip. The read is the route's own
 * (`getStorefront`), encoded by the route's response schema as its serializer does (keys in the
 * schema's order, stored JSON's extra keys dropped), so the answer is the object the route would
 * have sent; `apps/api/test/storefront/storefront.test.ts` holds it to the route's bytes.
 *
 * Only a guest's GET of a canonical (lower-case) store name is read here, and only its 200 and the
 * 404/410 the read throws; anything else (another path, a token, a database outage) returns
 * `undefined` and goes through `app.inject` as before, so every failure keeps the route's answer.
 */
import type { ApiRequest, ApiResponse } from "@lapak/shared/load-context";
import { storefrontSchema } from "@lapak/shared/schemas/storefront";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../lib/app-error";
import { getStorefront } from "../modules/storefront/storefront-read";

/** `/sellers/{username}/storefront` with the name as it is stored (the JSON cache's own rule). */
const STOREFRONT = /^\/sellers\/([a-z0-9._-]{1,64})\/storefront$/;

/**
 * The answer to `path` (below `/v1`) read straight from the use case, as `{ status, body }` with the
 * body the route would send (`{ data }`, or `{ message, code }` for 404 and 410) and no headers; or
 * `undefined` when `path` and `request` are not a read this module serves, or the read failed in
 * another way, the schema's check included (the caller then asks the route). Never throws.
 */
export async function directRead(
  app: Pick<FastifyInstance, "db">,
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse | undefined> {
  if ((request.method ?? "GET") !== "GET" || request.token || request.body !== undefined) return undefined;
  const username = STOREFRONT.exec(path)?.[1];
  if (username === undefined) return undefined;
  try {
    const data = z.encode(storefrontSchema, await getStorefront(app, username));
    return { status: 200, body: { data }, headers: {} };
  } catch (error) {
    // The two answers the read itself gives: an unknown or unverified store, a suspended one.
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) {
      return { status: error.status, body: { message: error.message, code: error.code }, headers: {} };
    }
    return undefined;
  }
}

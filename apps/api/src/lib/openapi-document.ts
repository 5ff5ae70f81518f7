/**
 * How a route becomes an operation of `/v1/openapi.json` (DESIGN §3): the @fastify/swagger
 * `transform` that turns the zod route schemas into JSON Schema (fastify-type-provider-zod), then
 * fills in, in one place, what every route shares:
 * - only `/v1/…` routes are in the document (the web app's `/`, `/*`, `/build.json`, assets are not);
 * - `operationId`: the route's own, else derived from method and path (`getTransactionsIdQrSvg`);
 * - `summary`: the route's own, else `METHOD /path`;
 * - `security`: the bearer token or the `access_token` cookie on a route guarded by
 *   `app.requireUser`/`app.requireAdmin` (with their 401, and 403 for admin and for a signed-in
 *   write from an unknown origin, plugins/auth.ts), `[]` on a public one;
 * - 400 (malformed JSON body) and 413 (a body over the limit) on every route that reads a body,
 *   415 (a body that is not JSON) on every route with a body schema; 503 everywhere (the database
 *   is away, plugins/error-handler.ts);
 * - a body its schema lets be absent (`.nullish()`) is not `required` (`openapiTransformObject`);
 * - the answers of a request its schema refuses (plugins/error-handler.ts): 404 for a path
 *   parameter (it names nothing that exists), 422 for the query string, headers or body;
 * - a 204 answer without content (Fastify sends no body, whatever the route's schema says);
 * - `openapiBody` and `openapiHeaders`: the request body and headers of a route that reads them
 *   itself (a multipart upload streams its `file` part; a webhook verifies its raw bytes), described
 *   in the document only, never validated by Fastify.
 * Nothing here changes what the API answers: only the document.
 */
import { ACCESS_TOKEN_COOKIE, LIBRARY_TOKEN_COOKIE } from "@lapak/shared/cookies";
import { errorBodySchema } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3 } from "openapi-types";
import type { z } from "zod";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;
interface RouteSchema {
  hide?: boolean;
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  headers?: unknown;
  response?: Record<string, JsonSchema>;
  openapiBody?: DocumentedBody;
  openapiHeaders?: z.ZodObject;
  [key: string]: unknown;
}

/** A request body the route reads itself: its media type and schema (zod, or JSON Schema as is). */
export interface DocumentedBody {
  mediaType: "application/json" | "multipart/form-data";
  schema: z.ZodType | JsonSchema;
}

declare module "fastify" {
  interface FastifySchema {
    /** The request body, in `/v1/openapi.json` only (lib/openapi-document.ts). */
    openapiBody?: DocumentedBody;
    /** Request headers, in `/v1/openapi.json` only (lib/openapi-document.ts). */
    openapiHeaders?: z.ZodObject;
  }
}

/**
 * The security schemes the document declares: `Authorization: Bearer <token>`, the seller's session
 * cookie, or the buyer library's (`/v1/library` routes say so in their own `security`).
 */
export const securitySchemes = {
  bearer: { type: "http", scheme: "bearer" },
  [ACCESS_TOKEN_COOKIE]: { type: "apiKey", in: "cookie", name: ACCESS_TOKEN_COOKIE },
  [LIBRARY_TOKEN_COOKIE]: { type: "apiKey", in: "cookie", name: LIBRARY_TOKEN_COOKIE },
} as const;

/** `security` of an operation that needs a session: either scheme is enough. */
const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { [ACCESS_TOKEN_COOKIE]: [] }];
/** Methods whose request body Fastify parses (a malformed JSON one is a 400). */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * `get /v1/transactions/:id/qr.svg` → `getTransactionsIdQrSvg`: the method, then each word of the
 * path after `/v1` (parameters included, without their `:`), camel-cased. Unique as long as no two
 * routes differ only in punctuation of their path.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/v1(?=\/|$)/, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0].toUpperCase() + word.slice(1))].join("");
}

/** `/v1/x/:id` → `/v1/x/{id}`, as the document writes paths. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** `METHOD /url` of the routes whose body may be absent, as `openapiTransform` met them. */
const optionalBodies = new Set<string>();

/**
 * The swagger `transformObject`: marks the request body of the routes `openapiTransform` found
 * optional as not `required` (@fastify/swagger writes every body as required).
 */
export function openapiTransformObject(document: object): Partial<OpenAPIV3.Document> {
  const { openapiObject = {} } = document as { openapiObject?: Partial<OpenAPIV3.Document> };
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const url = path.replace(/\{([A-Za-z0-9_]+)\}/g, ":$1");
      const requestBody = (operation as { requestBody?: { required?: boolean } }).requestBody;
      if (requestBody && optionalBodies.has(`${method.toUpperCase()} ${url}`)) requestBody.required = false;
    }
  }
  return openapiObject;
}

/** The swagger `transform` for `app` (its `requireUser`/`requireAdmin` tell which routes need a session). */
export function openapiTransform(app: FastifyInstance) {
  let errorJson: JsonSchema | undefined;
  return (input: TransformInput) => {
    const { url, route } = input;
    if (!url.startsWith("/v1/")) return { schema: { hide: true }, url };
    const transformed = jsonSchemaTransform(input) as { schema: RouteSchema; url: string };
    const schema = transformed.schema ?? {};
    if (schema.hide) return transformed;
    /** JSON Schema of a zod `body` or `headers` schema, as the document writes it. */
    const converted = (key: "body" | "headers", value: unknown) =>
      (jsonSchemaTransform({ ...input, schema: { [key]: value } }) as unknown as { schema: Record<string, JsonSchema> })
        .schema[key];
    errorJson ??= (
      jsonSchemaTransform({ ...input, schema: { response: { 400: errorBodySchema } } }) as {
        schema: { response: Record<string, JsonSchema> };
      }
    ).schema.response[400];

    const method = String(route.method);
    const guards = [route.onRequest ?? []].flat();
    const admin = guards.includes(app.requireAdmin);
    const signedIn = admin || guards.includes(app.requireUser);
    // A route without a response schema answers its 200 (Fastify's default) with nothing declared.
    const response: Record<string, JsonSchema> = schema.response
      ? { ...schema.response }
      : { 200: { type: "null", description: "Default Response" } };
    const error = (status: string) => {
      response[status] ??= errorJson as JsonSchema;
    };
    if (schema.body || BODY_METHODS.has(method)) {
      error("400");
      error("413");
    }
    if (schema.body) error("415");
    if (schema.params) error("404");
    if (schema.querystring || schema.headers || schema.body) error("422");
    if (signedIn) error("401");
    if (admin || (signedIn && method !== "GET" && method !== "HEAD")) error("403");
    error("503");
    const body = input.schema?.body as z.ZodType | undefined;
    if (body && "_zod" in body && body.safeParse(undefined).success) optionalBodies.add(`${method} ${url}`);
    if (response["204"]) response["204"] = { type: "null", description: "No Content" };

    const { openapiBody, openapiHeaders, ...rest } = schema;
    const documented: RouteSchema = {};
    if (openapiBody) {
      const body = openapiBody.schema;
      documented.body = "_zod" in body ? converted("body", body) : body;
      documented.consumes = [openapiBody.mediaType];
    }
    if (openapiHeaders) documented.headers = converted("headers", openapiHeaders);

    return {
      url,
      schema: {
        ...rest,
        ...documented,
        operationId: schema.operationId ?? operationIdOf(method, url),
        summary: schema.summary ?? `${method} ${openapiPath(url)}`,
        security: schema.security ?? (signedIn ? SIGNED_IN : []),
        response,
      },
    };
  };
}

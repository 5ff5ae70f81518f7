/**
 * How a route becomes an operation of `/v1/openapi.json` (DESIGN §3): the @fastify/swagger
 * `transform` that turns the zod route schemas into JSON Schema (fastify-type-provider-zod), then
 * fills in, in one place, what every route shares:
 * - only `/v1/…` routes are in the document (the web app's `/`, `/*`, `/build.json`, assets are not);
 * - `operationId`: the route's own, else derived from method and path (`getTransactionsIdQrSvg`);
 * - `summary`: the route's own, else `METHOD /path`;
 * - `security`: the bearer token or the `access_token` cookie on a route guarded by
 *   `app.requireUser`/`app.requireAdmin` (with their 401, and 403 for admin), `[]` on a public one;
 * - 400 (malformed JSON body) on every route that reads a body, 415 (a body that is not JSON) on
 *   every route with a body schema;
 * - the answers of a request its schema refuses (plugins/error-handler.ts): 404 for a path
 *   parameter (it names nothing that exists), 422 for the query string, headers or body.
 * Nothing here changes what the API answers: only the document.
 */
import { ACCESS_TOKEN_COOKIE } from "@lapak/shared/cookies";
import { errorBodySchema } from "@lapak/shared/schemas/common";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

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
  [key: string]: unknown;
}

/** The security schemes the document declares: `Authorization: Bearer <token>` or the session cookie. */
export const securitySchemes = {
  bearer: { type: "http", scheme: "bearer" },
  [ACCESS_TOKEN_COOKIE]: { type: "apiKey", in: "cookie", name: ACCESS_TOKEN_COOKIE },
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

/** The swagger `transform` for `app` (its `requireUser`/`requireAdmin` tell which routes need a session). */
export function openapiTransform(app: FastifyInstance) {
  let errorJson: JsonSchema | undefined;
  return (input: TransformInput) => {
    const { url, route } = input;
    if (!url.startsWith("/v1/")) return { schema: { hide: true }, url };
    const transformed = jsonSchemaTransform(input) as { schema: RouteSchema; url: string };
    const schema = transformed.schema ?? {};
    if (schema.hide) return transformed;
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
    if (schema.body || BODY_METHODS.has(method)) error("400");
    if (schema.body) error("415");
    if (schema.params) error("404");
    if (schema.querystring || schema.headers || schema.body) error("422");
    if (signedIn) error("401");
    if (admin) error("403");

    return {
      url,
      schema: {
        ...schema,
        operationId: schema.operationId ?? operationIdOf(method, url),
        summary: schema.summary ?? `${method} ${openapiPath(url)}`,
        security: schema.security ?? (signedIn ? SIGNED_IN : []),
        response,
      },
    };
  };
}

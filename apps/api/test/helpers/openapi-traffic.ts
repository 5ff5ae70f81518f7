/**
 * Every call the API tests make through `app.inject` checked against the app's OpenAPI document
 * (`/v1/openapi.json`, what `app.swagger()` returns) by an outside validator on ajv:
 * `openapi-request-validator` and `openapi-response-validator`. Each schema is compiled once, when
 * a call first needs it, and kept for the next call (and the next file in the worker).
 *
 * What is checked, for a call to an operation the document declares:
 * - the answer: its status is declared; a body only where content is declared, in one of the
 *   declared media types, and none where it is not (a 204); a JSON body valid against the schema;
 * - the request, unless it was answered 4xx (a request a test sends with bad input on purpose is
 *   refused with a 4xx, and that refusal is what the test is about): path, query and header
 *   parameters, and a body only where one is declared, in a declared media type, valid against
 *   its schema (a multipart body by the names of its parts).
 * A `/v1/…` call that matches no operation must be answered 404 (the API's catch-all), except the
 * document itself, its browsable reference, a route a test adds (`/v1/test/…`) and a CORS preflight.
 */
import { appendFileSync } from "node:fs";
import { createRequire } from "node:module";
import type RequestValidator from "openapi-request-validator";
import type ResponseValidator from "openapi-response-validator";
import type { OpenAPIV3 } from "openapi-types";
import { expect } from "vitest";

// CommonJS modules whose `exports.default` is the class, read the same under vitest and tsx.
const require = createRequire(import.meta.url);
const OpenAPIRequestValidator: typeof RequestValidator = require("openapi-request-validator").default;
const OpenAPIResponseValidator: typeof ResponseValidator = require("openapi-response-validator").default;
type OpenAPIRequestValidator = RequestValidator;
type OpenAPIResponseValidator = ResponseValidator;

type Document = OpenAPIV3.Document;
type Operation = OpenAPIV3.OperationObject;

/** A call as `inject` made it: method, path, query, headers (lower-case) and the body sent. */
export interface Call {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The body as sent: a parsed JSON value, the raw text or bytes, `undefined` for none. */
  body: unknown;
  /** Whether the body was a stream (not read here: only its media type is checked). */
  streamed: boolean;
}

/** The answer: status, `content-type` and the raw body. */
export interface Answer {
  statusCode: number;
  contentType: string | undefined;
  payload: string;
}

interface Route {
  pattern: RegExp;
  names: string[];
  path: string;
  /** Static segments first: `/v1/products/reorder` before `/v1/products/{id}`. */
  weight: number;
}

/**
 * Compiled validators by the text of what they check (a response schema, an operation's
 * parameters, a request body), for every document the worker meets: the error answer's schema,
 * shared by most operations, is compiled once, and each one only when a call first needs it.
 */
const compiled = new Map<string, unknown>();

function cachedBy<T>(subject: unknown, build: () => T): T {
  const key = JSON.stringify(subject);
  let validator = compiled.get(key) as T | undefined;
  if (!validator) {
    validator = build();
    compiled.set(key, validator);
  }
  return validator;
}

function responseValidator(schema: OpenAPIV3.SchemaObject): OpenAPIResponseValidator {
  return cachedBy(["response", schema], () => new OpenAPIResponseValidator({ responses: { 200: { schema } } }));
}

function parametersValidator(parameters: OpenAPIV3.ParameterObject[]): OpenAPIRequestValidator {
  // Parameters arrive as text: coerced to their declared types, as the API's own parsing does.
  return cachedBy(
    ["parameters", parameters],
    () => new OpenAPIRequestValidator({ parameters, ajvOptions: { coerceTypes: "array" } }),
  );
}

function bodyValidator(requestBody: OpenAPIV3.RequestBodyObject): OpenAPIRequestValidator {
  return cachedBy(["body", requestBody], () => new OpenAPIRequestValidator({ requestBody }));
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
/**
 * Not operations of the API: the document, its browsable reference, and the routes a test adds
 * itself (`/v1/test/…`, through `createTestApp`'s `beforeReady`).
 */
const NOT_OPERATIONS = [/^\/v1\/openapi\.json$/, /^\/v1\/docs(\/|$)/, /^\/v1\/test(\/|$)/];

/** The validators of one document, compiled on first use of each operation. */
export class DocumentValidator {
  private readonly routes: Route[];

  constructor(private readonly document: Document) {
    toDraft7Bounds(document);
    this.routes = Object.keys(document.paths)
      .map((path) => {
        const names: string[] = [];
        const source = path
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = part.match(/^\{([^}]+)\}$/)?.[1];
            if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
            names.push(name);
            return "([^/]+)";
          })
          .join("");
        return { pattern: new RegExp(`^${source}$`), names, path, weight: names.length };
      })
      .sort((a, b) => a.weight - b.weight);
  }

  /** What does not match the document in `call` and its `answer` (empty when all does). */
  check(call: Call, answer: Answer): string[] {
    const method = call.method.toLowerCase();
    // A path whose percent-encoding is broken is refused (400) before it reaches any route.
    if (!decodable(call.url)) return [];
    if (NOT_OPERATIONS.some((pattern) => pattern.test(call.url))) return [];
    // A CORS preflight is answered by @fastify/cors for any route, not by an operation.
    if (method === "options" && call.headers["access-control-request-method"]) return [];
    const match = this.find(method, call.url);
    if (!match) {
      if (!call.url.startsWith("/v1/")) return [];
      return answer.statusCode === 404 ? [] : [`answers ${answer.statusCode}, and the document has no such operation`];
    }
    const operation = this.document.paths[match.path]?.[method as (typeof METHODS)[number]] as Operation;
    const problems = this.checkAnswer(operation, method, answer);
    if (answer.statusCode < 400) problems.push(...this.checkRequest(operation, call, match.params));
    return problems;
  }

  private find(method: string, url: string) {
    for (const route of this.routes) {
      const found = route.pattern.exec(url);
      if (!found || !this.document.paths[route.path]?.[method as (typeof METHODS)[number]]) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decoded(found[i + 1])]));
      return { path: route.path, params };
    }
    return undefined;
  }

  private checkAnswer(operation: Operation, method: string, answer: Answer) {
    const status = String(answer.statusCode);
    const declared = (operation.responses[status] ??
      operation.responses[`${status[0]}XX`] ??
      operation.responses.default) as OpenAPIV3.ResponseObject | undefined;
    if (!declared) return [`answers ${status}, which the document does not declare`];
    const mediaTypes = Object.keys(declared.content ?? {});
    const empty = answer.payload.length === 0;
    if (empty) {
      const bodiless = method === "head" || answer.statusCode === 304;
      return mediaTypes.length && !bodiless
        ? [`answers ${status} with no body, and the document declares ${mediaTypes.join(", ")}`]
        : [];
    }
    if (!mediaTypes.length) return [`answers ${status} with a body, and the document declares no content`];
    const mediaType = essence(answer.contentType);
    if (!mediaTypes.some((declaredType) => mediaTypeMatches(declaredType, mediaType))) {
      return [
        `answers ${status} as ${mediaType ?? "(no content-type)"}, and the document declares ${mediaTypes.join(", ")}`,
      ];
    }
    const schema = declared.content?.["application/json"]?.schema as OpenAPIV3.SchemaObject | undefined;
    if (mediaType !== "application/json" || !schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.payload);
    } catch {
      return [`answers ${status} as application/json with a body that is not JSON`];
    }
    const error = responseValidator(schema).validateResponse(200, body);
    return error ? [`answers ${status} with a body the schema refuses: ${describeErrors(error.errors)}`] : [];
  }

  private checkRequest(operation: Operation, call: Call, params: Record<string, string>): string[] {
    const problems: string[] = [];
    const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
    const parameterErrors = (parameters.length ? parametersValidator(parameters) : undefined)?.validateRequest({
      headers: call.headers,
      params,
      query: { ...call.query },
    });
    if (parameterErrors)
      problems.push(`sends parameters the document refuses: ${describeErrors(parameterErrors.errors)}`);

    // A falsy payload (undefined, "", false, 0, null) or no bytes is no body: light-my-request
    // sends nothing for it (`options.payload || options.body || null`), so no parser runs.
    const sent = call.streamed || (Boolean(call.body) && !(isBytes(call.body) && call.body.length === 0));
    const requestBody = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    if (!requestBody) {
      if (sent) problems.push("sends a body, and the document declares none");
      return problems;
    }
    if (!sent) {
      if (requestBody.required) problems.push("sends no body, and the document requires one");
      return problems;
    }
    const mediaType = essence(call.headers["content-type"]);
    const declared = Object.keys(requestBody.content);
    if (!mediaType || !declared.some((declaredType) => mediaTypeMatches(declaredType, mediaType))) {
      problems.push(
        `sends ${mediaType ?? "a body without content-type"}, and the document declares ${declared.join(", ")}`,
      );
      return problems;
    }
    if (call.streamed) return problems;
    const body = requestBodyValue(mediaType, call);
    const bodyErrors = bodyValidator(requestBody).validateRequest({ headers: call.headers, body });
    if (bodyErrors) problems.push(`sends a body the document refuses: ${describeErrors(bodyErrors.errors)}`);
    return problems;
  }
}

/**
 * OpenAPI 3.0 writes an exclusive bound as `minimum: 0, exclusiveMinimum: true` (JSON Schema
 * draft 4); the validators run ajv on draft 7, where it is `exclusiveMinimum: 0`. Rewrites
 * `value` (a copy of the document) in place.
 */
function toDraft7Bounds(value: unknown): void {
  if (!value || typeof value !== "object") return;
  const schema = value as Record<string, unknown>;
  for (const [bound, exclusive] of [
    ["minimum", "exclusiveMinimum"],
    ["maximum", "exclusiveMaximum"],
  ] as const) {
    if (typeof schema[exclusive] !== "boolean") continue;
    if (schema[exclusive] === true && typeof schema[bound] === "number") {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else delete schema[exclusive];
  }
  for (const child of Object.values(schema)) toDraft7Bounds(child);
}

/**
 * The body as the document's schema sees it: JSON parsed, a form-encoded body as its fields, a
 * multipart body as `{ part: "…" }`.
 */
function requestBodyValue(mediaType: string, call: Call): unknown {
  const text = isBytes(call.body) ? Buffer.from(call.body).toString("latin1") : call.body;
  if (mediaType === "multipart/form-data" && typeof text === "string") {
    return Object.fromEntries(
      [...text.matchAll(/content-disposition:[^\r\n]*\bname="([^"]*)"/gi)].map((m) => [m[1], "…"]),
    );
  }
  if (mediaType === "application/x-www-form-urlencoded" && typeof text === "string") {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (mediaType.endsWith("json") && typeof text === "string") {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function decodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

/** A path segment decoded, or as it is when its percent-encoding is broken (the API answers 400). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array;

/** `application/json; charset=utf-8` → `application/json`; `undefined` when absent or unreadable. */
function essence(header: string | undefined): string | undefined {
  return header?.split(";")[0]?.trim().toLowerCase() || undefined;
}

function mediaTypeMatches(declared: string, actual: string | undefined): boolean {
  if (!actual) return false;
  if (declared === "*/*" || declared === actual) return true;
  const [type, subtype] = declared.split("/");
  return subtype === "*" && actual.startsWith(`${type}/`);
}

function describeErrors(errors: { path?: string; location?: string; message: string }[] = []): string {
  return errors
    .slice(0, 5)
    .map((error) => `${[error.location, error.path].filter(Boolean).join(".") || "(root)"} ${error.message}`)
    .join("; ");
}

/** One validator per document text: the apps of a run serve the same document. */
const validators = new Map<string, DocumentValidator>();

/** The (cached) validator of `document`. */
export function validatorFor(document: unknown): DocumentValidator {
  const key = JSON.stringify(document);
  let validator = validators.get(key);
  if (!validator) {
    validator = new DocumentValidator(JSON.parse(key) as Document);
    validators.set(key, validator);
  }
  return validator;
}

/**
 * What to do with a mismatch (`LAPAK_OPENAPI_TRAFFIC`): `fail` (the default) rejects the `inject`
 * call with an error naming the call, so the test fails there; `report=<file>` appends one line per
 * mismatch to `<file>` and lets the test go on; `off` checks nothing.
 */
export type TrafficMode = { kind: "fail" } | { kind: "report"; file: string } | { kind: "off" };

export function trafficMode(value = process.env.LAPAK_OPENAPI_TRAFFIC): TrafficMode {
  if (!value || value === "fail") return { kind: "fail" };
  if (value === "off") return { kind: "off" };
  if (value.startsWith("report=")) return { kind: "report", file: value.slice("report=".length) };
  throw new Error(`LAPAK_OPENAPI_TRAFFIC must be fail, off or report=<file>, not ${value}`);
}

/** A mismatch between a call and the document: the call, then each problem. */
export class OpenApiMismatchError extends Error {
  constructor(
    readonly call: string,
    readonly problems: string[],
  ) {
    super(`${call} does not match /v1/openapi.json:\n- ${problems.join("\n- ")}`);
    this.name = "OpenApiMismatchError";
  }
}

interface InjectResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  payload: string;
}
interface Injectable {
  inject: (...args: never[]) => unknown;
  swagger: () => unknown;
}

/**
 * Wraps `app.inject` so that every call (but the chainable form, passed through) is checked
 * against `app.swagger()` once answered; `mode` says what a mismatch does.
 */
export function checkInjectedCalls(app: Injectable, mode: TrafficMode = trafficMode()): void {
  if (mode.kind === "off") return;
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  let validator: DocumentValidator | undefined;
  app.inject = ((...args: unknown[]) => {
    if (args.length === 0) return inject();
    return (inject(...args) as Promise<InjectResponse>).then((response) => {
      const call = callOf(args[0]);
      validator ??= validatorFor(app.swagger());
      const problems = validator.check(call, {
        statusCode: response.statusCode,
        contentType: headerText(response.headers["content-type"]),
        payload: response.payload,
      });
      if (!problems.length) return response;
      const error = new OpenApiMismatchError(`${call.method} ${call.url} → ${response.statusCode}`, problems);
      if (mode.kind === "fail") throw error;
      appendFileSync(mode.file, `${error.call}\t${problems.join(" | ")}\t${expect.getState().testPath ?? ""}\n`);
      return response;
    });
  }) as Injectable["inject"];
}

const headerText = (value: unknown) =>
  Array.isArray(value) ? String(value[0]) : value == null ? undefined : String(value);

/** The call `inject`'s first argument describes: a URL, or its options object. */
export function callOf(options: unknown): Call {
  const given = (typeof options === "string" ? { url: options } : (options ?? {})) as {
    method?: string;
    url?: string | { pathname: string; query?: unknown };
    path?: string | { pathname: string; query?: unknown };
    query?: string | Record<string, string | string[]>;
    headers?: Record<string, unknown>;
    payload?: unknown;
    body?: unknown;
  };
  const target = given.url ?? given.path ?? "/";
  const parsed = new URL(typeof target === "string" ? target : target.pathname, "http://inject.invalid");
  const query: Record<string, string | string[]> = {};
  const add = (name: string, value: string) => {
    const before = query[name];
    query[name] = before === undefined ? value : [...[before].flat(), value];
  };
  for (const [name, value] of parsed.searchParams) add(name, value);
  for (const extra of [typeof target === "string" ? undefined : target.query, given.query]) {
    if (typeof extra === "string") {
      for (const [name, value] of new URLSearchParams(extra)) add(name, value);
    } else if (extra && typeof extra === "object") {
      for (const [name, value] of Object.entries(extra)) for (const one of [value].flat()) add(name, String(one));
    }
  }
  const headers = Object.fromEntries(
    Object.entries(given.headers ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name.toLowerCase(), headerText(value) ?? ""]),
  );
  const payload = (given.payload ?? given.body) === null ? undefined : (given.payload ?? given.body);
  const streamed = typeof (payload as { pipe?: unknown } | undefined)?.pipe === "function";
  const json = payload !== undefined && typeof payload === "object" && !isBytes(payload) && !streamed;
  // light-my-request sends an object as JSON, with that content-type unless one is given.
  if (json && !headers["content-type"]) headers["content-type"] = "application/json";
  return {
    method: (given.method ?? "GET").toUpperCase(),
    url: parsed.pathname,
    query,
    headers,
    body: streamed ? undefined : payload,
    streamed,
  };
}

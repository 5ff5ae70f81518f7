/**
 * Requests made from the app's own OpenAPI document (every JSON route with a schema): for each string
 * a route takes — a body field at any depth, a query parameter, a path segment — otherwise valid
 * requests with a NUL in that string (inside it, and at its end), so that the NUL, and nothing else,
 * decides the answer.
 * The valid parts come from the JSON Schema (enums, formats, bounds) and from `known` values for
 * fields whose rule a schema cannot say (an email, a phone, a slug, ids of real rows).
 */
import { randomBytes, randomUUID } from "node:crypto";

/** The parts of JSON Schema (as @fastify/swagger writes it from zod) this walker reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
}

export interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: { "application/json"?: { schema: JsonSchema } } };
  /** The statuses the operation declares (`"200"`, `"404"`, …). */
  responses?: Record<string, unknown>;
}

export interface NulRequest {
  /** `POST /v1/auth/register body.name` — what the request puts the NUL in. */
  label: string;
  method: string;
  url: string;
  payload?: unknown;
}

/** Values by field or parameter name: `(name, url)` → a value valid there, or undefined to go by the schema. */
export type KnownValues = (name: string, url: string) => unknown;

/** Where the NUL goes: inside the value (after its first character), and at its very end. */
const PLACES: [string, (value: string) => string][] = [
  ["inside", (value) => `${value.slice(0, 1)}\u0000${value.slice(1)}`],
  ["at the end", (value) => `${value}\u0000`],
];

export type OpenApi = { paths?: Record<string, Record<string, Operation>> };

/** Two requests (a NUL inside, and at the end) per string input of every operation in `document` (OpenAPI 3). */
export function nulRequests(document: { paths?: object }, known: KnownValues): NulRequest[] {
  return PLACES.flatMap(([place, withNul]) => requestsWith(document as OpenApi, known, withNul, place));
}

function requestsWith(document: OpenApi, known: KnownValues, withNul: (value: string) => string, place: string) {
  const requests: NulRequest[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === "path");
      const urlWith = (mutated?: string) =>
        path.replace(/\{(\w+)\}/g, (_match, name: string) => {
          const value = String(known(name, path) ?? sample(pathParameters.find((p) => p.name === name)?.schema, name));
          return encodeURIComponent(name === mutated ? withNul(value) : value);
        });
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      const label = (where: string) => `${method.toUpperCase()} ${path} ${where} (NUL ${place})`;
      const add = (where: string, url: string, payload?: unknown) =>
        requests.push({ label: label(where), method: method.toUpperCase(), url, payload });
      const validBody = body ? build(body, null, path, known, withNul) : undefined;

      for (const parameter of pathParameters) add(`path.${parameter.name}`, urlWith(parameter.name), validBody);
      for (const parameter of parameters.filter((p) => p.in === "query")) {
        const value = String(known(parameter.name, path) ?? sample(parameter.schema, parameter.name));
        add(`query.${parameter.name}`, `${urlWith()}?${parameter.name}=${encodeURIComponent(withNul(value))}`);
      }
      if (body) {
        for (const target of stringPaths(body))
          add(`body.${target.join(".")}`, urlWith(), build(body, target, path, known, withNul));
      }
    }
  }
  return requests;
}

/**
 * A valid value for `schema` at route `url` (every property filled but optional references to rows
 * `known` has no id for) — the starting point the fuzz mutates.
 */
export function validValue(schema: JsonSchema, url: string, known: KnownValues, name = ""): unknown {
  return build(schema, null, url, known, (value) => value, name);
}

/** Every path to a string in `schema` (array items as index 0, an anyOf's branches merged). */
function stringPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  if (schema.anyOf) {
    const seen = new Map(schema.anyOf.flatMap((branch) => stringPaths(branch, prefix)).map((p) => [p.join("."), p]));
    return [...seen.values()];
  }
  if (schema.type === "string") return [prefix];
  if (schema.type === "array" && schema.items) return stringPaths(schema.items, [...prefix, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => stringPaths(child, [...prefix, key]));
}

/**
 * A valid value for `schema`, every property filled but optional references to rows that `known` has
 * no id for; the string at `target` (a path) gets a NUL (`null`: nothing below here does).
 */
function build(
  schema: JsonSchema,
  target: (string | number)[] | null,
  url: string,
  known: KnownValues,
  withNul: (value: string) => string,
  name = "",
): unknown {
  const [head, ...rest] = target ?? [];
  const branch = schema.anyOf?.find((b) => b.format) ?? schema.anyOf?.[0] ?? schema;
  if (branch.type === "object" || branch.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(branch.properties ?? {})) {
      if (target && key === head) value[key] = build(child, rest, url, known, withNul, key);
      else if (branch.required?.includes(key) || !refersToRow(child, key, url, known)) {
        value[key] = build(child, null, url, known, withNul, key);
      }
    }
    return value;
  }
  if (branch.type === "array")
    return branch.items ? [build(branch.items, target && rest, url, known, withNul, name)] : [];
  const value = known(name, url) ?? sample(branch, name);
  return target?.length === 0 ? withNul(String(value)) : value;
}

/** An id of some row (a cover image, an avatar) that a made-up value would not find. */
function refersToRow(schema: JsonSchema, name: string, url: string, known: KnownValues): boolean {
  const item = schema.type === "array" ? schema.items : schema;
  return item?.format === "uuid" && known(name, url) === undefined;
}

/** A value the schema accepts, for fields `known` says nothing about. */
function sample(schema: JsonSchema | undefined, name: string): unknown {
  if (!schema) return name;
  if (schema.enum) return schema.enum[0];
  if (schema.type === "boolean") return true;
  if (schema.type === "integer" || schema.type === "number") return schema.minimum ?? 1;
  if (schema.format === "email") return `${name}.${randomBytes(3).toString("hex")}@contoh.id`;
  if (schema.format === "uri") return "https://contoh.id/halaman";
  if (schema.format === "uuid") return randomUUID();
  if (schema.format === "date") return "2026-01-15";
  const text = "Sari Wulandari";
  return text.padEnd(schema.minLength ?? 0, "a").slice(0, schema.maxLength ?? text.length);
}

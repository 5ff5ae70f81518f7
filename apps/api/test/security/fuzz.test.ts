/**
 * Property-based fuzz of every JSON route (DESIGN §6 "Security"): requests built from the
 * app's own OpenAPI document, mostly valid with some fields replaced by hostile values (wrong types,
 * control characters, huge and negative numbers, path traversal, markup, SQL, deep objects, missing
 * fields), sometimes pure junk, as a guest, a seller or an admin. Every answer must be below 500, its
 * status one the operation declares in the document (DESIGN §3: the document says what really
 * happens), and a refused write (4xx) must leave every table that holds the product's data
 * unchanged. Bodies are checked against the declared schema by the app itself: the zod serializer
 * of every route refuses (500) an answer that does not match its status's schema.
 * `FUZZ_RUNS` sets the number of cases: 300 in `npm test`, 10,000 in `npm run test:slow`.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../src/lib/tokens";
import { bearer, signUp, uniqueEmail } from "../helpers/accounts";
import { type JsonSchema, type OpenApi, validValue } from "../helpers/nul-requests";
import { createRouteFixture, knownValues, type RouteFixture } from "../helpers/route-fixture";
import { createTestApp, type TestApp } from "../helpers/test-app";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const ADMIN_EMAIL = uniqueEmail("fuzz-admin");

let t: TestApp;
let fixture: RouteFixture;
let known: ReturnType<typeof knownValues>;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  fixture = await createRouteFixture(t, ADMIN_EMAIL);
  known = knownValues(fixture);
  sellerId = (await signUp(t, { email: uniqueEmail("fuzz-seller") })).user.id;
});
afterAll(() => t.close());

/**
 * Tables whose rows are the product's data. Left out on purpose: `auth_tokens` (each case signs in),
 * `otp_codes`/`otp_lockouts` (a wrong code is counted: a refusal that must change state) and the
 * traffic rollups (the beacon answers 204 to anything).
 */
const DATA_TABLES = [
  "users",
  "subscribers",
  "media",
  "products",
  "product_files",
  "transactions",
  "payment_events",
  "downloads",
  "whatsapp_messages",
  "ledger_entries",
  "activations",
  "withdrawals",
  "feedback",
];

/** Row count and newest row version (`xmin`) of every data table: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const parts = DATA_TABLES.map(
    (table) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table})`,
  ).join(" || ',' || ");
  const result = await t.db.execute(sql.raw(`select ${parts} as f`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { f: string }[];
  return rows[0].f;
}

/** Hostile values for any field. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), minLength: 1 }),
  fc.constantFrom(
    "",
    " ",
    "../../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    "%00",
    "\u0000",
    "\uFEFF",
    "\uD800",
    "NaN",
    "Infinity",
    "-1",
    "1e309",
    "00000000-0000-0000-0000-000000000000",
    "x".repeat(5000),
  ),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1.5, Number.MAX_VALUE),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(Array.from({ length: 200 }, () => ({ a: [1, 2, 3] }))),
);

/** A value for `schema`: usually its valid sample, sometimes hostile, sometimes missing (undefined). */
function fieldValue(schema: JsonSchema, url: string, name: string): fc.Arbitrary<unknown> {
  const valid = validValue(schema, url, known, name);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(valid) },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A body: mostly the schema's valid object with fields mutated, sometimes junk of any shape. */
function bodyFor(schema: JsonSchema, url: string): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? schema.anyOf?.find((branch) => branch.properties)?.properties;
  if (!properties) return fc.oneof(fc.constant(validValue(schema, url, known)), hostile);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, fieldValue(child, url, key)])),
  );
  return fc.oneof(
    { weight: 8, arbitrary: record.map((value) => JSON.parse(JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.tuple(record, fc.dictionary(fc.string(), hostile)).map(([a, b]) => ({ ...b, ...a })) },
    { weight: 1, arbitrary: hostile },
  );
}

interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  payload?: unknown;
  as: "guest" | "seller" | "admin";
}

/**
 * A value as one path segment: `serialize`d, or "x" when that is empty or a lone "." or ".." —
 * URL parsing removes those as dot-segments (RFC 3986 §5.2.4; `%2E` too, WHATWG URL), so no client
 * can send them as a value: the request would name another route.
 */
function pathSegment(value: unknown): string {
  const segment = serialize(value);
  return segment === "" || segment === "." || segment === ".." ? "x" : segment;
}

/** A value as a URL part: objects as JSON, anything else as its string form. */
function serialize(value: unknown): string {
  if (value === undefined) return "";
  const text = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "?")); // a lone surrogate
  }
}

/** Requests for one operation of the OpenAPI document. */
function requestsFor(path: string, method: string, operation: NonNullable<OpenApi["paths"]>[string][string]) {
  const parameters = operation.parameters ?? [];
  const pathValues = fc.record(
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => [
          parameter.name,
          fc.oneof(
            {
              weight: 4,
              arbitrary: fc.constant(
                known(parameter.name, path) ?? validValue(parameter.schema, path, known, parameter.name),
              ),
            },
            { weight: 1, arbitrary: hostile },
          ),
        ]),
    ),
  );
  const queryValues = fc.record(
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => [parameter.name, fieldValue(parameter.schema, path, parameter.name)]),
    ),
  );
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  return fc
    .record({
      pathValues,
      queryValues,
      payload: schema ? bodyFor(schema, path) : fc.constant(undefined),
      as: fc.constantFrom<FuzzRequest["as"]>("guest", "seller", "admin"),
    })
    .map(({ pathValues, queryValues, payload, as }): FuzzRequest => {
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => pathSegment(pathValues[name]));
      const query = Object.entries(queryValues)
        .filter(([, value]) => value !== undefined)
        .map(
          ([name, value]) =>
            `${encodeURIComponent(name)}=${serialize(typeof value === "object" ? JSON.stringify(value) : value)}`,
        )
        .join("&");
      return {
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: query ? `${url}?${query}` : url,
        payload,
        as,
      };
    });
}

describe("fuzz of every JSON route", () => {
  it("has a fingerprint that sees a write", async () => {
    const before = await fingerprint();
    const sent = await t.app.inject({
      method: "POST",
      url: "/v1/feedback",
      headers: bearer(await issueToken(t.db, sellerId, "password")),
      payload: { message: "Tolong tambahkan laporan bulanan", page: "/dashboard" },
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(await fingerprint()).not.toBe(before);
  });

  it(`answers below 500 and changes nothing when it refuses (${RUNS} cases)`, {
    timeout: 60_000 + RUNS * 200,
  }, async () => {
    const document = t.app.swagger() as OpenApi;
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => requestsFor(path, method, operation)),
    );
    expect(operations.length).toBeGreaterThan(60);
    const seen = new Set<string>();

    await fc.assert(
      fc.asyncProperty(fc.oneof(...operations), async (request) => {
        seen.add(request.label);
        const userId = request.as === "admin" ? fixture.userId : request.as === "seller" ? sellerId : null;
        const headers = userId ? bearer(await issueToken(t.db, userId, "password")) : {};
        const writes = request.method !== "GET";
        const before = writes ? await fingerprint() : "";
        const response = await t.app.inject({
          method: request.method as "GET",
          url: request.url,
          headers,
          ...(request.payload !== undefined && { payload: request.payload as object }),
        });
        expect(
          response.statusCode,
          `${request.label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        const [method, path] = request.label.split(" ") as [string, string];
        const declared = document.paths?.[path]?.[method.toLowerCase()]?.responses ?? {};
        expect(Object.keys(declared), `${request.label} → ${response.statusCode} is not declared`).toContain(
          String(response.statusCode),
        );
        if (writes && response.statusCode >= 400) {
          expect(await fingerprint(), `${request.label} → ${response.statusCode} changed data`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    // Enough cases reach (nearly) every route.
    if (RUNS >= 2000) expect(seen.size).toBeGreaterThan(operations.length * 0.9);
  });
});

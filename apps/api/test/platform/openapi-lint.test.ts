/**
 * The API's OpenAPI document (`/v1/openapi.json`, DESIGN §3) passes Redocly's `recommended` ruleset
 * with no error, and declares what the API really does: who may call each operation (`security`),
 * the statuses and media types it answers, where it is served (`servers` = APP_URL), and nothing of
 * the web app. Redocly runs offline: no telemetry, no update check, no config but its built-in one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

const redocly = join(import.meta.dirname, "../../../../node_modules/.bin/redocly");
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}
interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

const ADMIN_EMAIL = uniqueEmail("openapi-admin");

let t: TestApp;
let document: Document;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAILS: ADMIN_EMAIL },
    // What server.ts mounts beside the API (web/mount-web.ts): a build id and the catch-all render.
    beforeReady: (app) => {
      app.get("/build.json", async () => ({ buildId: "test" }));
      app.get("/*", async () => "<!doctype html>");
    },
  });
  document = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
  dir = mkdtempSync(join(tmpdir(), "lapak-openapi-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] as Operation }] : [])),
  );
const operation = (method: (typeof METHODS)[number], path: string) => document.paths[path]?.[method] as Operation;
const mediaTypes = (op: Operation, status: string) => Object.keys(op.responses[status]?.content ?? {});

/** `redocly lint` (recommended rules) on `document`, offline; its problems. */
function lint(): Problem[] {
  const file = join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(document));
  const result = spawnSync(
    redocly,
    ["lint", "--format=json", "--extends=recommended", "--lint-config=off", "--max-problems=1000", file],
    {
      cwd: dir, // no redocly.yaml of the repository or of anything above it is read
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
        CI: "true",
      },
      timeout: 60_000,
    },
  );
  const start = result.stdout.indexOf("{");
  if (start < 0) throw new Error(`redocly printed no report (exit ${result.status}): ${result.stderr}`);
  return (JSON.parse(result.stdout.slice(start)) as { problems: Problem[] }).problems;
}

describe("GET /v1/openapi.json", () => {
  it("passes redocly lint (recommended) with no error", () => {
    const errors = lint()
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  }, 90_000);

  it("warns only where the recommended rules ask for what Lapak cannot truthfully declare", () => {
    // `operation-4xx-response` on an operation that reads no input and needs no session: nothing a
    // caller sends can be refused (health, payment methods, the sitemap). `info-license`: the
    // project states no licence, so the document names none.
    const readsNothing = (pointer: string) => {
      const [, path, method] = pointer.match(/^#\/paths\/([^/]+)\/([a-z]+)\/responses$/) ?? [];
      const op =
        path && operation(method as (typeof METHODS)[number], path.replaceAll("~1", "/").replaceAll("~0", "~"));
      return Boolean(op && !op.requestBody && !op.parameters?.length && op.security?.length === 0);
    };
    const warnings = lint()
      .filter((problem) => problem.severity === "warn")
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    expect(warnings.length).toBeGreaterThan(0); // Redocly still reports them: the rule below is exercised
    expect(
      warnings.filter(
        (warning) =>
          warning !== "info-license #/info" &&
          !(warning.startsWith("operation-4xx-response ") && readsNothing(warning.split(" ")[1])),
      ),
    ).toEqual([]);
  }, 90_000);

  it("declares and answers 404 for a path parameter and 422 for a query string its schema refuses", async () => {
    const pixels = `/v1/sellers/${"a".repeat(101)}/pixels`;
    expect(operation("get", "/v1/sellers/{username}/pixels").responses).toHaveProperty(["404"]);
    expect((await t.app.inject({ method: "GET", url: pixels })).statusCode).toBe(404);
    expect(operation("get", "/v1/blogs").responses).toHaveProperty(["422"]);
    const blogs = await t.app.inject({ method: "GET", url: "/v1/blogs?page=dua" });
    expect(blogs.statusCode).toBe(422);
    expect(blogs.json()).toMatchObject({ code: "validation", errors: { page: [expect.any(String)] } });
  });

  it("is served from APP_URL and holds only the API's paths", () => {
    expect(document.servers).toEqual([{ url: TEST_APP_URL }]);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith("/v1/"))).toEqual([]);
  });

  it("names every operation with a unique operationId and a summary", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ operation }) => !operation.summary?.trim())).toEqual([]);
    expect(operation("get", "/v1/transactions/{id}/qr.svg").operationId).toBe("getTransactionsIdQrSvg");
  });

  it("declares the bearer token or the session cookie on signed-in routes, none on public ones", () => {
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: "http", scheme: "bearer" },
      access_token: { type: "apiKey", in: "cookie", name: "access_token" },
      library_token: { type: "apiKey", in: "cookie", name: "library_token" },
    });
    const signedIn = [{ bearer: [] }, { access_token: [] }];
    expect(operation("get", "/v1/auth/me").security).toEqual(signedIn);
    expect(operation("get", "/v1/admin/backups").security).toEqual(signedIn);
    expect(operation("get", "/v1/admin/backups").responses).toHaveProperty(["403"]);
    expect(operation("get", "/v1/library").security).toEqual([{ bearer: [] }, { library_token: [] }]);
    expect(operation("post", "/v1/auth/login").security).toEqual([]);
    expect(operation("get", "/v1/sellers/{username}").security).toEqual([]);
    expect(operations().filter(({ operation }) => !operation.security)).toEqual([]);
  });

  it("declares 400 for malformed JSON on every route that reads a body", () => {
    const withBody = operations().filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(20);
    expect(withBody.filter(({ operation }) => !operation.responses["400"])).toEqual([]);
  });

  it("answers that 400 to malformed JSON on every POST, PUT and PATCH it declares it for", async () => {
    const { token } = await signUp(t, { email: ADMIN_EMAIL });
    // Webhooks read the raw text (signatures are over the exact bytes): their 400 is their own.
    const declared = operations().filter(
      ({ method, path, operation }) =>
        ["post", "put", "patch"].includes(method) && operation.responses["400"] && !path.startsWith("/v1/webhooks/"),
    );
    expect(declared.length).toBeGreaterThan(30);
    const answers = [];
    for (const { method, path } of declared) {
      const response = await t.app.inject({
        method: method.toUpperCase() as "POST",
        url: path.replace(/\{[^}]+\}/g, "x"),
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: '{"name": ',
      });
      answers.push(`${method} ${path} ${response.statusCode} ${response.json().message}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(" 400 Format JSON tidak valid"))).toEqual([]);
  });

  it("declares the CSV exports' 200 as text/csv and their errors as JSON", () => {
    for (const path of ["/v1/transactions/export.csv", "/v1/customers/export.csv"]) {
      const csv = operation("get", path);
      expect(mediaTypes(csv, "200"), path).toEqual(["text/csv"]);
      expect(mediaTypes(csv, "401"), path).toEqual(["application/json"]);
      expect(mediaTypes(csv, "422"), path).toEqual(["application/json"]);
    }
  });

  it("declares the 404 of an image and of a QR code, and the 403 of a bad download link", () => {
    expect(mediaTypes(operation("get", "/v1/images/{id}"), "200")).toEqual(["image/webp"]);
    expect(mediaTypes(operation("get", "/v1/images/{id}"), "404")).toEqual(["application/json"]);
    expect(mediaTypes(operation("get", "/v1/transactions/{id}/qr.svg"), "200")).toEqual(["image/svg+xml"]);
    expect(mediaTypes(operation("get", "/v1/transactions/{id}/qr.svg"), "404")).toEqual(["application/json"]);
    const download = operation("get", "/v1/downloads/{transactionId}/{mediaId}");
    expect(mediaTypes(download, "403")).toEqual(["application/json"]);
    expect(mediaTypes(download, "404")).toEqual(["application/json"]);
  });
});

/** The error envelope of DESIGN §3: JSON `{ message, errors?, code? }` in Indonesian, never internals. */
import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

const SECRET_DETAIL = "connection to 10.0.0.5:5432 failed for user lapak_prod";
/** A query parameter: personal data that must not reach a response or a log line. */
const PARAMETER = "pembeli.rahasia@contoh.id";

let t: TestApp;
let logs: string[];
beforeAll(async () => {
  logs = [];
  t = await createTestApp({
    logger: { level: "warn", stream: { write: (line: string) => void logs.push(line) } },
    beforeReady(app) {
      app.get("/v1/test/meledak", async () => {
        throw new Error(SECRET_DETAIL);
      });
      app.get("/v1/test/meledak-async", () => Promise.reject(new TypeError("Cannot read properties of undefined")));
      // What a query meets when PostgreSQL shuts down under it (FATAL 57P01), as drizzle wraps it.
      app.get("/v1/test/basis-data-mati", async () => {
        const shutdown = new pg.DatabaseError("terminating connection due to administrator command", 116, "error");
        shutdown.code = "57P01";
        throw new DrizzleQueryError('select * from "users" where "email" = $1', [PARAMETER], shutdown);
      });
      app.get("/v1/test/basis-data-tak-terjangkau", async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
      });
    },
  });
});
afterAll(() => t.close());

/** Words every Indonesian error message here is made of; English from a framework would not match. */
const INDONESIAN = /\b(tidak|valid|ditemukan|terlalu|besar|jenis|kesalahan|format|silakan|permintaan|sesi|harap)\b/i;

function expectErrorBody(body: Record<string, unknown>) {
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).toMatch(INDONESIAN);
  expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts:\d+|FST_|Route [A-Z]+:/);
}

describe("error answers", () => {
  it("answers malformed JSON with 400 and an Indonesian message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "budi@contoh.id", "password": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Format JSON tidak valid", code: "bad_request" });
  });

  it("answers an empty JSON body with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });

    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it("answers an unknown /v1 path with 404 JSON, never the web app's HTML", async () => {
    for (const [method, url] of [
      ["GET", "/v1/tidak-ada"],
      ["POST", "/v1/auth/tidak-ada"],
      ["DELETE", "/v1/auth/login"],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: "Endpoint tidak ditemukan", code: "not_found" });
    }
  });

  it("answers a body that is not JSON with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "text/xml" },
      payload: "<login><email>budi@contoh.id</email></login>",
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: "Jenis konten tidak didukung", code: "unsupported_media_type" });
  });

  it("answers a body over 1 MB with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/subscribe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "budi@contoh.id", padding: "x".repeat(1024 * 1024 + 1) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Ukuran data terlalu besar", code: "payload_too_large" });
  });

  it("answers a URL with broken percent-encoding with 400 in Indonesian, not the framework's English", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/sellers/%E0%A4%A" });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Permintaan tidak valid", code: "bad_request" });
    expect(response.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("answers an unexpected error with 500 and no internals, and logs it", async () => {
    for (const url of ["/v1/test/meledak", "/v1/test/meledak-async"]) {
      const response = await t.app.inject({ method: "GET", url });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: "Terjadi kesalahan pada server, silakan coba lagi",
        code: "internal",
      });
      expect(response.body).not.toContain("10.0.0.5");
      expect(response.body).not.toContain("Cannot read");
    }
    expect(logs.some((line) => line.includes(SECRET_DETAIL))).toBe(true);
  });

  it("answers 503 with Retry-After while the database is away, and logs the cause without the query's parameters", async () => {
    logs.length = 0;
    for (const url of ["/v1/test/basis-data-mati", "/v1/test/basis-data-tak-terjangkau"]) {
      const response = await t.app.inject({ method: "GET", url });

      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        message: "Layanan sedang tidak tersedia sementara. Coba lagi beberapa saat lagi.",
        code: "service_unavailable",
      });
      expect(response.body).not.toContain("10.0.0.5");
    }
    expect(logs.some((line) => line.includes("terminating connection due to administrator command"))).toBe(true);
    expect(logs.some((line) => line.includes("ECONNREFUSED"))).toBe(true);
    expect(logs.join("\n")).not.toContain(PARAMETER);
  });

  it("answers a validation failure with 422 and field errors", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: 42, password: ["x"] },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: "Data yang dikirim tidak valid",
      code: "validation",
      errors: { email: [expect.any(String)], password: [expect.any(String)] },
    });
  });

  it("gives every error an Indonesian message", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/v1/auth/me" }),
      t.app.inject({ method: "GET", url: "/v1/auth/me", headers: { authorization: "Bearer palsu" } }),
      t.app.inject({ method: "POST", url: "/v1/auth/register", payload: { email: "x" } }),
      t.app.inject({ method: "GET", url: "/v1/sellers/tidak_ada" }),
      t.app.inject({ method: "POST", url: "/v1/verify-otp", payload: { email: "a@b.id", code: "1" } }),
      t.app.inject({
        method: "PUT",
        url: "/v1/auth/profile",
        payload: "{",
        headers: { "content-type": "application/json" },
      }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectErrorBody(response.json());
      for (const messages of Object.values<string[]>(response.json().errors ?? {})) {
        for (const message of messages) expect(message).not.toMatch(/^(Invalid|Expected|Required)/);
      }
    }
  });
});

describe("every response", () => {
  it("carries an x-request-id, the caller's own when it sends a sane one", async () => {
    const generated = await t.app.inject({ method: "GET", url: "/v1/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);

    const echoed = await t.app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { "x-request-id": "uji-permintaan-42" },
    });
    expect(echoed.headers["x-request-id"]).toBe("uji-permintaan-42");

    const refused = await t.app.inject({ method: "GET", url: "/v1/health", headers: { "x-request-id": "<script>" } });
    expect(refused.headers["x-request-id"]).not.toBe("<script>");
  });

  it("carries an x-request-id on errors too", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/tidak-ada" });
    expect(response.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("carries the security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/health" });

    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  });
});

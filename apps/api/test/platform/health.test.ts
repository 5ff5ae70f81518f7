import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Liveness and readiness for a load balancer and systemd (DESIGN §2; lib/readiness.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /v1/health/live", () => {
  it("answers 200 without asking anything outside the process", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().data).toEqual({ status: "ok", uptimeSeconds: expect.any(Number) });
  });
});

describe("GET /v1/health/ready", () => {
  it("is ready when the database answers, and lists what it asked", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: "ready", checks: expect.objectContaining({ database: "ok" }) });
  });

  it("answers 503 naming the failed system when one does not answer", async () => {
    t.app.readiness.add("test-dependency", () => Promise.reject(new Error("down")));
    try {
      const response = await t.app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json().data).toEqual({
        status: "unavailable",
        checks: expect.objectContaining({ database: "ok", "test-dependency": "unavailable" }),
      });
    } finally {
      t.app.readiness.add("test-dependency", async () => undefined);
    }
  });

  it("counts a check that hangs as unavailable instead of hanging the probe", async () => {
    const started = Date.now();
    t.app.readiness.add("slow-dependency", () => new Promise(() => {}));
    try {
      const response = await t.app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json().data.checks["slow-dependency"]).toBe("unavailable");
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      t.app.readiness.add("slow-dependency", async () => undefined);
    }
  });

  it("reports Redis when REDIS_URL is set, and unavailable when it does not answer", async () => {
    const other = await createTestApp({ env: { REDIS_URL: "redis://127.0.0.1:1/0" } });
    try {
      const response = await other.app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json().data.checks).toEqual(expect.objectContaining({ database: "ok", redis: "unavailable" }));
      // Liveness does not depend on Redis.
      expect((await other.app.inject({ method: "GET", url: "/v1/health/live" })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)("is ready with the machine's Redis", async () => {
    const other = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL } });
    try {
      const response = await other.app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(response.json().data.checks).toEqual(expect.objectContaining({ redis: "ok" }));
      expect(response.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("answers 503 'draining' once shutdown has begun, while liveness still answers", async () => {
    t.app.readiness.drain();
    const response = await t.app.inject({ method: "GET", url: "/v1/health/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.status).toBe("draining");
    expect((await t.app.inject({ method: "GET", url: "/v1/health/live" })).statusCode).toBe(200);
  });
});

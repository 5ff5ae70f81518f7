/**
 * Several app instances share one failed-login count through Redis (DESIGN §2, §6). Runs only when
 * TEST_REDIS_URL names a Redis to use (e.g. `redis-server --port 6391` → redis://127.0.0.1:6391).
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("failed-login limit across instances (REDIS_URL)", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_DISABLED: undefined, REDIS_URL: redisUrl };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("refuses the 61st failed login from one IP even when the 60 before it went to two instances", async () => {
    // Counts live in Redis for a minute: a fresh IP keeps a rerun from meeting the last run's.
    const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const login = (app: TestApp) =>
      app.app.inject({
        method: "POST",
        url: "/v1/auth/login",
        remoteAddress: ip,
        payload: { email: uniqueEmail("tamu"), password: "tebak-tebakan-1" },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++)
      statuses.push((await login(attempt % 2 ? first : second)).statusCode);

    expect(statuses).toEqual(Array(60).fill(401));
    expect((await login(first)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
  });
});

/**
 * `TRUST_PROXY` (docs/operations.md, DESIGN §2): which address a request counts as the client's — what rate
 * limits key on. Behind a reverse proxy every connection comes from the proxy; X-Forwarded-For names
 * the client, but only the entries the proxies wrote can be believed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUp } from "../helpers/accounts";
import { fileDatabase } from "../helpers/file-database";
import { createTestApp, type TestApp } from "../helpers/test-app";

const apps: TestApp[] = [];
// Opening the file's database is slow on a busy machine: within the hook's timeout, not a test's.
beforeAll(() => fileDatabase());
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** An app with `TRUST_PROXY=value` and `GET /v1/test/ip` answering what it takes the client's address to be. */
async function appTrusting(value: string, env: Record<string, string | undefined> = {}) {
  const t = await createTestApp({
    env: { TRUST_PROXY: value, ...env },
    beforeReady(app) {
      app.get("/v1/test/ip", async (request) => ({ ip: request.ip }));
    },
  });
  apps.push(t);
  return {
    t,
    ipSeen: async (remoteAddress: string, forwardedFor?: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: "/v1/test/ip",
        remoteAddress,
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      });
      expect(response.statusCode).toBe(200);
      return response.json().ip as string;
    },
  };
}

/** What a client wrote in the header itself, before the proxy appended the address it saw. */
const SPOOFED = "6.6.6.6";

describe("TRUST_PROXY", () => {
  it("false: the connection's address, X-Forwarded-For ignored", async () => {
    const { ipSeen } = await appTrusting("false");

    expect(await ipSeen("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("true: the left-most X-Forwarded-For entry", async () => {
    const { ipSeen } = await appTrusting("true");

    expect(await ipSeen("10.0.0.2", "198.51.100.1, 10.0.0.7")).toBe("198.51.100.1");
  });

  it("1: the address the one proxy saw (the last hop), whatever the client wrote before it", async () => {
    const { ipSeen } = await appTrusting("1");

    expect(await ipSeen("10.0.0.2", `${SPOOFED}, 198.51.100.1`)).toBe("198.51.100.1");
    expect(await ipSeen("10.0.0.2", "198.51.100.1")).toBe("198.51.100.1");
    expect(await ipSeen("10.0.0.2")).toBe("10.0.0.2");
  });

  it("2: two proxies, the address the outer one saw", async () => {
    const { ipSeen } = await appTrusting("2");

    expect(await ipSeen("10.0.0.2", `${SPOOFED}, 198.51.100.1, 10.0.0.9`)).toBe("198.51.100.1");
  });

  it("a list: only the listed proxies (addresses and CIDRs) are believed", async () => {
    const { ipSeen } = await appTrusting("127.0.0.1, 10.0.0.0/8");

    // Through two listed proxies: the first address no listed proxy owns.
    expect(await ipSeen("10.0.0.2", `${SPOOFED}, 198.51.100.1, 10.1.2.3`)).toBe("198.51.100.1");
    expect(await ipSeen("127.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    // Straight from the internet: the header is the client's own words.
    expect(await ipSeen("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("1 with rate limits: two clients behind the one proxy are counted apart", async () => {
    const { t } = await appTrusting("1", { RATE_LIMIT_DISABLED: undefined });
    const { email } = await signUp(t);
    const login = (client: string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/auth/login",
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": client },
        payload: { email, password: "bukan-sandinya-1" },
      });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login("198.51.100.1")).statusCode).toBe(401);

    expect((await login("198.51.100.1")).statusCode).toBe(429);
    const neighbour = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "198.51.100.2" },
      payload: { email, password: PASSWORD },
    });
    expect(neighbour.statusCode).toBe(200);
  });
});

/** Rate limits keyed for CGNAT, and CSRF for cookie-authenticated writes (DESIGN §3, §6). */
import { newId } from "@lapak/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE } from "../../src/plugins/auth";
import { bearer, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  // Rate limits on, as in production.
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
});
afterAll(() => t.close());

describe("login rate limit: 10 a minute per (IP, email)", () => {
  const ip = "203.0.113.10";
  const email = uniqueEmail("target");
  const login = (address: string, remoteAddress: string, password = "tebak-tebakan-1") =>
    t.app.inject({ method: "POST", url: "/v1/auth/login", remoteAddress, payload: { email: address, password } });

  beforeAll(async () => {
    // Ten wrong tries from one IP, the email typed in either case: they all count for the same key.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(attempt % 2 ? email : email.toUpperCase(), ip);
      if (response.statusCode !== 401) throw new Error(`try ${attempt} answered ${response.statusCode}`);
    }
  });

  it("answers the 11th try with 429 and Retry-After", async () => {
    const blocked = await login(`  ${email.toUpperCase()}`, ip, PASSWORD);

    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/),
    });
  });

  it("still lets another email through from the same carrier IP (CGNAT)", async () => {
    const neighbour = await signUp(t);

    const response = await login(neighbour.email, ip, PASSWORD);

    expect(response.statusCode).toBe(200);
  });

  it("counts the same email from another IP apart", async () => {
    expect((await login(email, "198.51.100.7")).statusCode).toBe(401);
  });
});

describe("failed-login limit: 60 a minute per IP, whatever the emails", () => {
  const login = (email: string, remoteAddress: string, password = "tebak-tebakan-1") =>
    t.app.inject({ method: "POST", url: "/v1/auth/login", remoteAddress, payload: { email, password } });

  it("answers the 61st and later of 200 failed logins with 200 emails from one IP with 429, while another IP signs in", async () => {
    const ip = "192.0.2.200";
    const neighbour = await signUp(t);
    const statuses: number[] = [];
    let firstRefusal: Awaited<ReturnType<typeof login>> | undefined;
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await login(uniqueEmail(`tamu${attempt}`), ip);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) firstRefusal ??= response;
    }

    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses.slice(60)).toEqual(Array(140).fill(429));
    const retryAfter = Number(firstRefusal?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(firstRefusal?.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/),
    });
    // The blocked IP is blocked for the right password too; another IP is not blocked at all.
    expect((await login(neighbour.email, ip, PASSWORD)).statusCode).toBe(429);
    expect((await login(neighbour.email, "192.0.2.201", PASSWORD)).statusCode).toBe(200);
  });

  it("counts only failures: many good logins from one carrier IP (CGNAT) never lock it", async () => {
    const ip = "192.0.2.210";
    const sellers = await Promise.all(Array.from({ length: 7 }, () => signUp(t)));
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const seller of sellers) statuses.push((await login(seller.email, ip, PASSWORD)).statusCode);
    }

    expect(statuses).toEqual(Array(70).fill(200));
  });
});

describe("the sandbox's pay button: 30 a minute per IP", () => {
  const press = (remoteAddress: string) =>
    t.app.inject({ method: "POST", url: `/v1/payments/sandbox/${newId()}/pay`, remoteAddress });

  it("answers the 31st press from one IP with 429 and Retry-After, and not another IP's", async () => {
    for (let attempt = 1; attempt <= 30; attempt++) expect((await press("203.0.113.30")).statusCode).toBe(404);

    const blocked = await press("203.0.113.30");

    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/^Terlalu banyak/) });
    expect((await press("203.0.113.31")).statusCode).toBe(404);
  });
});

describe("CSRF for the access_token cookie", () => {
  const logoutWithCookie = (token: string, headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/v1/auth/logout", cookies: { [ACCESS_TOKEN_COOKIE]: token }, headers });
  const me = (token: string) => t.app.inject({ method: "GET", url: "/v1/auth/me", headers: bearer(token) });

  it("refuses a write authenticated by the cookie from a foreign Origin", async () => {
    const { token } = await signUp(t);

    const response = await logoutWithCookie(token, { origin: "https://penipu.example" });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "forbidden", message: expect.stringContaining("ditolak") });
    expect((await me(token)).statusCode).toBe(200);
  });

  it("refuses a cookie-authenticated write that names no origin at all", async () => {
    const { token } = await signUp(t);
    const response = await logoutWithCookie(token, {});
    expect(response.statusCode).toBe(403);
  });

  it("refuses a profile change from a foreign Referer", async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      cookies: { [ACCESS_TOKEN_COOKIE]: token },
      headers: { referer: "https://penipu.example/form" },
      payload: { name: "Diubah Penipu" },
    });

    expect(response.statusCode).toBe(403);
    expect((await me(token)).json().data.name).toBe("Sari Wulandari");
  });

  it("allows the same write from the app's own origin", async () => {
    const { token } = await signUp(t);

    const response = await logoutWithCookie(token, { origin: TEST_APP_URL });

    expect(response.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("allows it with a Referer from the app's own pages", async () => {
    const { token } = await signUp(t);
    const response = await logoutWithCookie(token, { referer: `${TEST_APP_URL}/dashboard` });
    expect(response.statusCode).toBe(204);
  });

  it("does not apply to a bearer token, which a foreign page cannot send", async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/auth/logout",
      headers: { ...bearer(token), origin: "https://aplikasi-mitra.example" },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe("CORS", () => {
  it("answers a preflight from the app's origin and not from a foreign one", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: "OPTIONS",
        url: "/v1/auth/login",
        headers: { origin, "access-control-request-method": "POST" },
      });

    expect((await preflight(TEST_APP_URL)).headers["access-control-allow-origin"]).toBe(TEST_APP_URL);
    expect((await preflight("https://penipu.example")).headers["access-control-allow-origin"]).toBeUndefined();
  });
});

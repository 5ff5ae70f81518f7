/**
 * `PUT /v1/auth/password` needs the current password, or a sign-in by code within the last 10
 * minutes — the forgotten-password path ("Masuk dengan kode OTP", then a new password). A session
 * token alone (a shared computer, a stolen cookie) must not be enough to take the account over.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../src/lib/tokens";
import { ageOtpCodes, bearer, PASSWORD, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "kata-sandi-baru-456";
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password } });
const me = (token: string) => t.app.inject({ method: "GET", url: "/v1/auth/me", headers: bearer(token) });
const changePassword = (token: string, payload: { password: string; currentPassword?: string }) =>
  t.app.inject({ method: "PUT", url: "/v1/auth/password", headers: bearer(token), payload });

/** A verified account and a session signed in with its password. */
async function signedInWithPassword() {
  const { email } = await signUp(t);
  const response = await login(email, PASSWORD);
  expect(response.statusCode).toBe(200);
  return { email, token: response.json().data.token as string };
}

/** A session signed in with a code ("Masuk dengan kode OTP"). */
async function signedInWithCode(email: string) {
  await ageOtpCodes(t.db, email, 61);
  await t.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email } });
  const verified = await t.app.inject({
    method: "POST",
    url: "/v1/verify-otp",
    payload: { email, code: t.outbox.latestCode(email) },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().data.token as string;
}

describe("PUT /v1/auth/password with the current password", () => {
  it("changes the password, ends the other sessions and keeps this one", async () => {
    const { email, token: current } = await signedInWithPassword();
    const other = (await login(email, PASSWORD)).json().data.token;

    const response = await changePassword(current, { currentPassword: PASSWORD, password: NEW_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { changed: true }, message: "Kata sandi berhasil diubah" });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong current password with 422 on currentPassword and changes nothing", async () => {
    const { email, token } = await signedInWithPassword();

    const response = await changePassword(token, { currentPassword: "bukan-sandinya", password: NEW_PASSWORD });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "validation",
      errors: { currentPassword: ["Kata sandi saat ini salah"] },
    });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("refuses a session signed in with the password when the current password is left out", async () => {
    const { email, token } = await signedInWithPassword();

    const response = await changePassword(token, { password: NEW_PASSWORD });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.currentPassword).toEqual([expect.stringMatching(/kata sandi saat ini/i)]);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a password shorter than 8 characters", async () => {
    const { token } = await signedInWithPassword();
    const response = await changePassword(token, { currentPassword: PASSWORD, password: "pendek" });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ["Kata sandi minimal 8 karakter"] });
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/v1/auth/password",
      payload: { currentPassword: PASSWORD, password: "abcdefgh1" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /v1/auth/password after a sign-in by code", () => {
  it("resets a forgotten password within 10 minutes without the current one", async () => {
    const { email } = await signUp(t);
    const token = await signedInWithCode(email);

    const response = await changePassword(token, { password: "ingat-sekarang-789" });

    expect(response.statusCode).toBe(200);
    expect((await login(email, "ingat-sekarang-789")).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
  });

  it("still refuses a wrong current password when one is given ('Ubah kata sandi' in the profile)", async () => {
    const { email } = await signUp(t);
    const token = await signedInWithCode(email);

    const refused = await changePassword(token, { currentPassword: "bukan-ini-123", password: NEW_PASSWORD });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currentPassword).toEqual(["Kata sandi saat ini salah"]);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await changePassword(token, { currentPassword: PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("needs the current password once the sign-in by code is more than 10 minutes old", async () => {
    const { email } = await signUp(t);
    const token = await signedInWithCode(email);
    await t.db
      .update(tables.authTokens)
      .set({ createdAt: sql`${tables.authTokens.createdAt} - interval '11 minutes'` })
      .where(eq(tables.authTokens.tokenHash, hashToken(token)));

    const refused = await changePassword(token, { password: NEW_PASSWORD });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currentPassword).toBeDefined();
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);

    expect((await changePassword(token, { currentPassword: PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe("PUT /v1/auth/password rate limit", () => {
  it("allows 10 tries of the current password an hour per account, then 429 with Retry-After", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
    try {
      const { email } = await signUp(limited);
      const token = (
        await limited.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password: PASSWORD } })
      ).json().data.token;
      const attempt = () =>
        limited.app.inject({
          method: "PUT",
          url: "/v1/auth/password",
          headers: bearer(token),
          payload: { currentPassword: "tebakan-salah", password: NEW_PASSWORD },
        });

      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
      const eleventh = await attempt();

      expect(eleventh.statusCode).toBe(429);
      expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

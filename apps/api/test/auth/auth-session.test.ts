import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE } from "../../src/plugins/auth";
import { bearer, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password } });
const me = (token: string) => t.app.inject({ method: "GET", url: "/v1/auth/me", headers: bearer(token) });
const logout = (token: string) => t.app.inject({ method: "POST", url: "/v1/auth/logout", headers: bearer(token) });

describe("POST /v1/auth/login", () => {
  it("signs in a verified account with its password", async () => {
    const { email } = await signUp(t);

    const response = await login(email, PASSWORD);

    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(user).toMatchObject({ email, emailVerified: true, role: "seller" });
    expect((await me(token)).statusCode).toBe(200);
  });

  it("accepts the email in any case", async () => {
    const { email } = await signUp(t);
    expect((await login(email.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 'Email atau kata sandi salah'", async () => {
    const { email } = await signUp(t);

    const response = await login(email, "bukan-kata-sandinya");

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Email atau kata sandi salah", code: "unauthorized" });
  });

  it("gives an unknown email exactly the same answer", async () => {
    const response = await login(uniqueEmail("tidakada"), PASSWORD);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Email atau kata sandi salah", code: "unauthorized" });
  });

  it("refuses an email that is not verified yet with 403 email_not_verified", async () => {
    const email = uniqueEmail("belum");
    await t.app.inject({
      method: "POST",
      url: "/v1/auth/register",
      payload: { name: "Budi", email, password: PASSWORD },
    });

    const response = await login(email, PASSWORD);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "email_not_verified", message: expect.stringContaining("belum") });
  });

  it("answers 401, not 403, for an unverified email with a wrong password", async () => {
    const email = uniqueEmail("belum2");
    await t.app.inject({
      method: "POST",
      url: "/v1/auth/register",
      payload: { name: "Budi", email, password: PASSWORD },
    });

    expect((await login(email, "salah-sekali-123")).statusCode).toBe(401);
  });

  it("refuses an account made with Google that has no password", async () => {
    const email = uniqueEmail("google");
    await t.db.insert(tables.users).values({
      id: crypto.randomUUID(),
      email,
      name: "Akun Google",
      emailVerifiedAt: new Date(),
    });

    const response = await login(email, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Email atau kata sandi salah");
  });

  it("says a password over 200 characters is too long, not missing", async () => {
    const response = await login(uniqueEmail(), "x".repeat(201));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(["Kata sandi maksimal 200 karakter"]);
  });

  it("refuses an empty password with errors.password", async () => {
    const response = await login(uniqueEmail(), "");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(["Kata sandi wajib diisi"]);
  });
});

describe("GET /v1/auth/me", () => {
  it("returns the signed-in user", async () => {
    const { token, user } = await signUp(t, { name: "Rina Marlina" });

    const response = await me(token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(user);
    expect(response.json().data).toMatchObject({
      name: "Rina Marlina",
      username: null,
      phone: null,
      activation: "none",
      socialLinks: {},
      theme: { color: "#6D28D9", buttonStyle: "rounded", font: "sans", background: "soft" },
    });
    expect(response.json().data).not.toHaveProperty("passwordHash");
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/auth/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Sesi berakhir, harap masuk kembali", code: "unauthorized" });
  });

  it("answers 401 for a garbage token", async () => {
    expect((await me("bukan-token-yang-sah")).statusCode).toBe(401);
    const malformed = await t.app.inject({ method: "GET", url: "/v1/auth/me", headers: { authorization: "Bearer" } });
    expect(malformed.statusCode).toBe(401);
  });

  it("answers 401 for an expired session", async () => {
    const { token, user } = await signUp(t);
    await t.db
      .update(tables.authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.authTokens.userId, user.id));

    expect((await me(token)).statusCode).toBe(401);
  });

  it("accepts the access_token cookie the web app sets", async () => {
    const { token, email } = await signUp(t);

    const response = await t.app.inject({
      method: "GET",
      url: "/v1/auth/me",
      cookies: { [ACCESS_TOKEN_COOKIE]: token },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(email);
  });

  it("stores only a hash of the token", async () => {
    const { token, user } = await signUp(t);
    const rows = await t.db.select().from(tables.authTokens).where(eq(tables.authTokens.userId, user.id));

    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /v1/auth/logout", () => {
  it("answers 204 and the token stops working", async () => {
    const { token } = await signUp(t);

    const response = await logout(token);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await me(token)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);
  });

  it("ends only the session it was called with", async () => {
    const { email, token: phone } = await signUp(t);
    const laptop = (await login(email, PASSWORD)).json().data.token;

    await logout(laptop);

    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/v1/auth/logout" });
    expect(response.statusCode).toBe(401);
  });
});

/**
 * Google sign-in against our OWN key set: a local JWKS server stands in for Google's
 * (GOOGLE_JWKS_URL), so nothing calls the internet (DESIGN §6).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/modules/auth/passwords";
import { bearer, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

const CLIENT_ID = "lapak-test.apps.googleusercontent.com";
const KID = "kunci-uji-1";

let t: TestApp;
let jwksServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" }] });
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
      ADMIN_EMAILS: "admin.google@contoh.id",
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  key?: CryptoKey;
}

/** An ID token shaped like Google's, signed by our test key unless told otherwise. */
function idToken(email: string, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    name: "Putri Google",
    picture: "https://lh3.example/p.png",
    ...options.claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject("1234567890")
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? googleKey);
}

const loginGoogle = (token: string, app = t.app) =>
  app.inject({ method: "POST", url: "/v1/auth/login/google", payload: { idToken: token } });

const usersWithEmail = (email: string) => t.db.select().from(tables.users).where(eq(tables.users.email, email));

describe("POST /v1/auth/login/google", () => {
  it("creates a verified account from a valid token and signs it in", async () => {
    const email = uniqueEmail("google");

    const response = await loginGoogle(await idToken(email));

    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(user).toMatchObject({
      email,
      name: "Putri Google",
      avatarUrl: "https://lh3.example/p.png",
      emailVerified: true,
      role: "seller",
    });
    const me = await t.app.inject({ method: "GET", url: "/v1/auth/me", headers: bearer(token) });
    expect(me.json().data.id).toBe(user.id);
    const [row] = await usersWithEmail(email);
    expect(row.passwordHash).toBeNull();
  });

  it("signs in the existing account with that email instead of making a second one", async () => {
    const existing = await signUp(t);

    const response = await loginGoogle(await idToken(existing.email.toUpperCase()));

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: existing.user.id, name: "Sari Wulandari" });
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
    // The password still works: Google is one more way in, not a replacement.
    const login = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: existing.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("does not keep a password someone set on a never-verified account with that email", async () => {
    // Someone registers the victim's address first and never verifies it; the owner then signs in
    // with Google. The stranger's password must not open the now-verified account.
    const email = uniqueEmail("korban");
    await t.app.inject({
      method: "POST",
      url: "/v1/auth/register",
      payload: { name: "Penyerobot", email, password: "sandi-penyerobot" },
    });

    const response = await loginGoogle(await idToken(email));

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.emailVerified).toBe(true);
    const [row] = await usersWithEmail(email);
    expect(await verifyPassword(row.passwordHash, "sandi-penyerobot")).toBe(false);
    const login = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email, password: "sandi-penyerobot" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("makes an ADMIN_EMAILS address an admin", async () => {
    const response = await loginGoogle(await idToken("admin.google@contoh.id"));
    expect(response.json().data.user.role).toBe("admin");
  });

  it("refuses a token whose email Google has not verified", async () => {
    const email = uniqueEmail("tidakverif");
    const response = await loginGoogle(await idToken(email, { claims: { email_verified: false } }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("belum terverifikasi"),
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses a token for another app (wrong audience)", async () => {
    const response = await loginGoogle(
      await idToken(uniqueEmail(), { audience: "aplikasi-lain.apps.googleusercontent.com" }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Token Google tidak valid atau sudah kedaluwarsa");
  });

  it("refuses a token from another issuer", async () => {
    const response = await loginGoogle(await idToken(uniqueEmail(), { issuer: "https://accounts.bukan-google.com" }));
    expect(response.statusCode).toBe(401);
  });

  it("refuses an expired token", async () => {
    const response = await loginGoogle(await idToken(uniqueEmail(), { expiresAt: Math.floor(Date.now() / 1000) - 60 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Token Google tidak valid atau sudah kedaluwarsa");
  });

  it("refuses a token signed by another key under Google's key id", async () => {
    const email = uniqueEmail("palsu");
    const response = await loginGoogle(await idToken(email, { key: strangerKey }));

    expect(response.statusCode).toBe(401);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses a token that is not a JWT at all", async () => {
    const response = await loginGoogle("ini-bukan-token-google");
    expect(response.statusCode).toBe(401);
  });

  it("refuses a missing token with 422", async () => {
    const response = await t.app.inject({ method: "POST", url: "/v1/auth/login/google", payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.idToken).toEqual(["Token Google wajib diisi"]);
  });

  it("says a token that is too short is invalid, not missing", async () => {
    const response = await loginGoogle("pendek");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.idToken).toEqual(["Token Google tidak valid"]);
  });

  it("answers 400 when GOOGLE_CLIENT_ID is not set", async () => {
    const plain = await createTestApp();
    try {
      const response = await loginGoogle(await idToken(uniqueEmail()), plain.app);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Masuk dengan Google belum diaktifkan", code: "bad_request" });
    } finally {
      await plain.close();
    }
  });
});

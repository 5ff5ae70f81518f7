import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/modules/auth/passwords";
import { ageOtpCodes, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: "bos@lapak.id" } });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/v1/auth/register", payload });

const userByEmail = async (email: string) =>
  (await t.db.select().from(tables.users).where(eq(tables.users.email, email)))[0];

describe("POST /v1/auth/register", () => {
  it("creates an unverified account and mails an Indonesian OTP", async () => {
    const email = uniqueEmail("baru");
    const response = await register({ name: "Budi Santoso", email, password: PASSWORD });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        email,
        mustVerifyOtp: true,
        registrationId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        resendAfter: 60,
      },
    });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: "Budi Santoso", role: "seller", emailVerifiedAt: null });
    // The password waits on the registration until its code is verified by this client (ADR 0017).
    expect(user.passwordHash).toBeNull();
    const [registration] = await t.db.select().from(tables.registrations).where(eq(tables.registrations.email, email));
    expect(registration).toMatchObject({ name: "Budi Santoso", passwordHash: expect.stringMatching(/^\$argon2id\$/) });
    expect(registration.keyHash).not.toContain(response.json().data.registrationId);
    const [code] = await t.db.select().from(tables.otpCodes).where(eq(tables.otpCodes.email, email));
    expect(code).toMatchObject({ purpose: "register", registrationId: registration.id });
    const mail = t.outbox.messages().findLast((message) => message.to === email);
    expect(mail?.subject).toContain(t.outbox.latestCode(email));
    expect(mail?.text).toContain("Kode verifikasi Lapak Anda");
  });

  it("stores the email lower-cased and trimmed", async () => {
    const email = uniqueEmail("besar");
    const response = await register({ name: "Budi", email: `  ${email.toUpperCase()} `, password: PASSWORD });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.email).toBe(email);
    expect(await userByEmail(email)).toBeDefined();
  });

  it("replaces the name and password of a never-verified email once its new code is verified, and mails that code", async () => {
    const email = uniqueEmail("ulang");
    await register({ name: "Nama Lama", email, password: "kata-sandi-lama" });
    const firstCode = t.outbox.latestCode(email);
    await ageOtpCodes(t.db, email, 61);

    const response = await register({ name: "Nama Baru", email, password: "kata-sandi-baru" });
    const { registrationId } = response.json().data;

    expect(response.statusCode).toBe(201);
    // Nobody has proved the inbox yet: the account keeps the first name until a code is verified.
    expect((await userByEmail(email)).name).toBe("Nama Lama");
    const login = (password: string) =>
      t.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password } });
    expect((await login("kata-sandi-baru")).statusCode).toBe(403); // right password, not verified yet
    expect((await login("kata-sandi-lama")).statusCode).toBe(401);
    expect(t.outbox.messages().filter((message) => message.to === email)).toHaveLength(2);
    const secondCode = t.outbox.latestCode(email);
    // The new code works; the first one was voided when the second was sent.
    if (secondCode !== firstCode) {
      const old = await t.app.inject({
        method: "POST",
        url: "/v1/verify-otp",
        payload: { email, code: firstCode, registrationId },
      });
      expect(old.statusCode).toBe(422);
    }
    const verified = await t.app.inject({
      method: "POST",
      url: "/v1/verify-otp",
      payload: { email, code: secondCode, registrationId },
    });
    expect(verified.statusCode).toBe(200);
    expect((await userByEmail(email)).name).toBe("Nama Baru");
    expect(await verifyPassword((await userByEmail(email)).passwordHash, "kata-sandi-baru")).toBe(true);
    expect((await login("kata-sandi-lama")).statusCode).toBe(401);
  });

  it("keeps the code sent less than a minute ago when the same email registers again at once", async () => {
    const email = uniqueEmail("cepat");
    await register({ name: "Pertama", email, password: PASSWORD });
    const response = await register({ name: "Kedua", email, password: PASSWORD });

    expect(response.statusCode).toBe(201);
    expect(t.outbox.messages().filter((message) => message.to === email)).toHaveLength(1);
    // The code mailed is the first registration's; the second one's is mailed on "Kirim Ulang Kode".
    await ageOtpCodes(t.db, email, 61);
    const { registrationId } = response.json().data;
    await t.app.inject({
      method: "POST",
      url: "/v1/request-otp",
      payload: { email, purpose: "register", registrationId },
    });
    const verified = await t.app.inject({
      method: "POST",
      url: "/v1/verify-otp",
      payload: { email, code: t.outbox.latestCode(email), registrationId },
    });
    expect(verified.json().data.user.name).toBe("Kedua");
  });

  it("answers an email that already belongs to a verified account as any other, and leaves the account alone", async () => {
    const { email } = await signUp(t);
    const response = await register({ name: "Penyusup", email, password: "password-lain-1" });

    // DESIGN §6: the answer does not reveal the account; its owner is told by email instead.
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        email,
        mustVerifyOtp: true,
        registrationId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        resendAfter: 60,
      },
    });
    expect((await userByEmail(email)).name).toBe("Sari Wulandari");
  });

  it("refuses a malformed email with errors.email", async () => {
    const response = await register({ name: "Budi", email: "bukan-email", password: PASSWORD });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: "Data yang dikirim tidak valid",
      errors: { email: ["Format email tidak valid"] },
    });
  });

  it("refuses a password shorter than 8 characters", async () => {
    const email = uniqueEmail("lemah");
    const response = await register({ name: "Budi", email, password: "1234567" });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ["Kata sandi minimal 8 karakter"] });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("lists every missing field in Indonesian", async () => {
    const response = await register({});

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["email", "name", "password"]);
    expect(response.json().errors.password).toEqual(["Kata sandi wajib diisi"]);
  });

  it("ignores fields it does not know, such as a role", async () => {
    const email = uniqueEmail("nakal");
    const response = await register({
      name: "Budi",
      email,
      password: PASSWORD,
      role: "admin",
      emailVerified: true,
      emailVerifiedAt: new Date().toISOString(),
    });

    expect(response.statusCode).toBe(201);
    expect(await userByEmail(email)).toMatchObject({ role: "seller", emailVerifiedAt: null });
  });

  it("makes an email listed in ADMIN_EMAILS an admin, and only while it is listed", async () => {
    const { user, token } = await signUp(t, { email: "bos@lapak.id" });
    expect(user.role).toBe("admin");
    expect((await userByEmail("bos@lapak.id")).role).toBe("seller");

    const withoutList = await createTestApp({ env: { ADMIN_EMAILS: "" } });
    try {
      const me = await withoutList.app.inject({ url: "/v1/auth/me", headers: { authorization: `Bearer ${token}` } });
      expect(me.json().data.role).toBe("seller");
    } finally {
      await withoutList.close();
    }
  });
});

describe("POST /v1/auth/must-verify-otp", () => {
  const ask = (email: string) => t.app.inject({ method: "POST", url: "/v1/auth/must-verify-otp", payload: { email } });

  it("answers no for every email, so it cannot tell who has an account", async () => {
    const unverified = uniqueEmail("belum");
    await register({ name: "Budi", email: unverified, password: PASSWORD });
    const { email: verified } = await signUp(t);

    for (const email of [unverified, verified, uniqueEmail("asing")]) {
      const response = await ask(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { mustVerifyOtp: false } });
    }
  });

  it("refuses a malformed email", async () => {
    const response = await ask("budi@");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBeDefined();
  });
});

import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOtpCodes, bearer, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/v1/auth/register",
    payload: { name: "Dewi Lestari", email, password: PASSWORD },
  });
const requestOtp = (email: string) => t.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email } });
const verifyOtp = (email: string, code: string) =>
  t.app.inject({ method: "POST", url: "/v1/verify-otp", payload: { email, code } });
const mailsTo = (email: string) => t.outbox.messages().filter((message) => message.to === email);
/** The one answer to a code that does not sign in, whatever the reason (DESIGN §6). */
const WRONG_CODE = "Kode OTP salah atau sudah kedaluwarsa. Periksa kode di email terbaru atau minta kode baru.";
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const attemptsOf = async (email: string) =>
  (
    await t.db
      .select({ attempts: tables.otpCodes.attempts })
      .from(tables.otpCodes)
      .where(eq(tables.otpCodes.email, email))
  )
    .map((row) => row.attempts)
    .sort();

describe("POST /v1/request-otp", () => {
  it("mails a code to a registered email a minute after the last one", async () => {
    const email = uniqueEmail("kirim");
    await register(email);
    await ageOtpCodes(t.db, email, 61);

    const response = await requestOtp(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true, resendAfter: 60 } });
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("mails nothing when asked again within 60 seconds, and answers as it always does", async () => {
    const email = uniqueEmail("buru");
    await register(email);

    const response = await requestOtp(email);

    // A 429 here, and only for emails with an account, would tell who has one (DESIGN §6).
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true, resendAfter: 60 } });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("gives an unknown email the same answer and sends nothing", async () => {
    const email = uniqueEmail("asing");

    const response = await requestOtp(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true, resendAfter: 60 } });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it("voids the earlier code when a new one is sent", async () => {
    const email = uniqueEmail("ganti");
    await register(email);
    const first = t.outbox.latestCode(email);
    await ageOtpCodes(t.db, email, 61);
    await requestOtp(email);
    const second = t.outbox.latestCode(email);

    if (first !== second) expect((await verifyOtp(email, first)).statusCode).toBe(422);
    expect((await verifyOtp(email, second)).statusCode).toBe(200);
  });

  it("keeps codes OTP_RESEND_SECONDS apart, and says so in the register and request answers", async () => {
    // The journeys' server shortens the minute (tests/e2e); the rule is the same at any length.
    const quick = await createTestApp({ env: { OTP_RESEND_SECONDS: "7" } });
    try {
      const email = uniqueEmail("cepat");
      const registered = await quick.app.inject({
        method: "POST",
        url: "/v1/auth/register",
        payload: { name: "Dewi Lestari", email, password: PASSWORD },
      });
      expect(registered.json().data.resendAfter).toBe(7);
      const again = () => quick.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email } });
      // Both apps work the one database's email queue and share its outbox (helpers/test-app.ts).
      const codes = () => quick.outbox.messages().filter((message) => message.to === email);
      expect((await again()).json()).toEqual({ data: { sent: true, resendAfter: 7 } });
      expect(codes()).toHaveLength(1);
      await ageOtpCodes(quick.db, email, 8);
      expect((await again()).json()).toEqual({ data: { sent: true, resendAfter: 7 } });
      expect(codes()).toHaveLength(2);
    } finally {
      await quick.close();
    }
  });

  it("refuses a malformed email", async () => {
    const response = await requestOtp("tanpa-at");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(["Format email tidak valid"]);
  });
});

describe("POST /v1/verify-otp", () => {
  it("verifies the email and signs in with the right code", async () => {
    const email = uniqueEmail("benar");
    const { registrationId } = (await register(email)).json().data;

    const response = await t.app.inject({
      method: "POST",
      url: "/v1/verify-otp",
      payload: { email, code: t.outbox.latestCode(email), registrationId },
    });

    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(token).toEqual(expect.any(String));
    expect(user).toMatchObject({ email, name: "Dewi Lestari", emailVerified: true, profileComplete: false });
    const me = await t.app.inject({ method: "GET", url: "/v1/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
  });

  it("refuses a wrong code with errors.code and counts the attempt", async () => {
    const email = uniqueEmail("salah");
    await register(email);

    const response = await verifyOtp(email, wrongCode(t.outbox.latestCode(email)));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "validation", errors: { code: [WRONG_CODE] } });
    expect(await attemptsOf(email)).toEqual([1]);
  });

  it("locks the code after 5 wrong attempts, even when the 6th is right", async () => {
    const email = uniqueEmail("kunci");
    await register(email);
    const code = t.outbox.latestCode(email);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verifyOtp(email, wrongCode(code));
      expect(response.statusCode).toBe(422);
    }
    const sixth = await verifyOtp(email, code);

    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors.code).toEqual([WRONG_CODE]);
    expect(await attemptsOf(email)).toEqual([5]);
    const [user] = await t.db.select().from(tables.users).where(eq(tables.users.email, email));
    expect(user.emailVerifiedAt).toBeNull();
  });

  it("lets a new code in after the old one was locked", async () => {
    const email = uniqueEmail("baru");
    await register(email);
    const locked = t.outbox.latestCode(email);
    for (let attempt = 1; attempt <= 5; attempt++) await verifyOtp(email, wrongCode(locked));
    await ageOtpCodes(t.db, email, 61);

    expect((await requestOtp(email)).statusCode).toBe(200);
    expect((await verifyOtp(email, t.outbox.latestCode(email))).statusCode).toBe(200);
  });

  it("never checks more than 5 guesses, even when they arrive at the same moment", async () => {
    const email = uniqueEmail("serbu");
    await register(email);
    const code = t.outbox.latestCode(email);

    // 8, not more: the 10th wrong code of an email locks sign-in by code (auth-otp-lock.test.ts).
    const responses = await Promise.all(Array.from({ length: 8 }, () => verifyOtp(email, wrongCode(code))));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(422));
    expect(await attemptsOf(email)).toEqual([5]);
    expect((await verifyOtp(email, code)).statusCode).toBe(422);
  });

  it("signs in once when the same code is sent twice at the same moment", async () => {
    const email = uniqueEmail("kembar");
    await register(email);
    const code = t.outbox.latestCode(email);

    const responses = await Promise.all([verifyOtp(email, code), verifyOtp(email, code)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const [user] = await t.db.select().from(tables.users).where(eq(tables.users.email, email));
    expect(await t.db.select().from(tables.authTokens).where(eq(tables.authTokens.userId, user.id))).toHaveLength(1);
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("basi");
    await register(email);
    await t.db
      .update(tables.otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tables.otpCodes.email, email));

    const response = await verifyOtp(email, t.outbox.latestCode(email));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([WRONG_CODE]);
  });

  it("refuses a code that was already used", async () => {
    const email = uniqueEmail("bekas");
    await register(email);
    const code = t.outbox.latestCode(email);
    expect((await verifyOtp(email, code)).statusCode).toBe(200);

    const again = await verifyOtp(email, code);

    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toBeDefined();
  });

  it("answers an email nobody registered as it answers a wrong code", async () => {
    const response = await verifyOtp(uniqueEmail("hantu"), "123456");

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [WRONG_CODE] });
  });

  it("does not take another email's code", async () => {
    const alice = uniqueEmail("alice");
    const bob = uniqueEmail("bob");
    await register(alice);
    await register(bob);

    const aliceCode = t.outbox.latestCode(alice);
    if (aliceCode === t.outbox.latestCode(bob)) return; // one chance in a million: nothing to tell apart

    const response = await verifyOtp(bob, aliceCode);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual([WRONG_CODE]);
  });

  it("refuses a code that is not 6 digits", async () => {
    const email = uniqueEmail("format");
    const response = await verifyOtp(email, "12ab");

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(["Kode OTP terdiri dari 6 angka"]);
  });

  it("signs in an existing verified account without a password (Masuk dengan kode OTP)", async () => {
    const { email } = await signUp(t);
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email)).statusCode).toBe(200);

    const response = await verifyOtp(email, t.outbox.latestCode(email));

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.emailVerified).toBe(true);
  });
});

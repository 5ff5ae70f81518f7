/**
 * OTP guessing is capped per account, not only per code (DESIGN §6): 10 wrong codes across requests
 * within 15 minutes lock sign-in by code for 15 minutes, and the owner is told once by email.
 * Each code allows 5 tries, so a new code every minute would otherwise allow 300 guesses an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOtpCodes, ageOtpLock, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIFTEEN_MINUTES = 15 * 60;
const requestOtp = (email: string) => t.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email } });
const verifyOtp = (email: string, code: string) =>
  t.app.inject({ method: "POST", url: "/v1/verify-otp", payload: { email, code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const lockNotices = (email: string) =>
  t.outbox.messages().filter((message) => message.to === email && message.text.includes("percobaan kode yang salah"));

/** Asks for a new code a minute after the last one and returns it. */
async function newCode(email: string): Promise<string> {
  await ageOtpCodes(t.db, email, 61);
  expect((await requestOtp(email)).statusCode).toBe(200);
  return t.outbox.latestCode(email);
}

describe("wrong codes across requests", () => {
  it("lock sign-in by code after 10 within 15 minutes, even for the right code, and tell the owner once", async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    let right = "";
    for (const tries of [4, 4, 2]) {
      right = await newCode(email);
      for (let i = 0; i < tries; i++) statuses.push((await verifyOtp(email, wrongCode(right))).statusCode);
    }

    expect(statuses).toEqual([...Array(9).fill(422), 429]);
    const eleventh = await verifyOtp(email, right);

    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(FIFTEEN_MINUTES - 60);
    expect(Number(eleventh.headers["retry-after"])).toBeLessThanOrEqual(FIFTEEN_MINUTES);
    expect(eleventh.json()).toMatchObject({
      code: "otp_locked",
      message: expect.stringMatching(/Coba lagi dalam 15 menit/),
    });
    expect(lockNotices(email)).toHaveLength(1);
    expect(lockNotices(email)[0]?.text).toContain("Ada 10 percobaan kode yang salah");

    // A new code does not open the lock either, and the owner is not mailed again.
    expect((await verifyOtp(email, await newCode(email))).statusCode).toBe(429);
    expect(lockNotices(email)).toHaveLength(1);

    // 15 minutes later the owner signs in with a new code.
    await ageOtpLock(t.db, email, FIFTEEN_MINUTES);
    await ageOtpCodes(t.db, email, FIFTEEN_MINUTES);
    expect((await verifyOtp(email, await newCode(email))).statusCode).toBe(200);
  });

  it("start counting again after a sign-in", async () => {
    const { email } = await signUp(t);
    let code = await newCode(email);
    for (let i = 0; i < 4; i++) await verifyOtp(email, wrongCode(code));
    code = await newCode(email);
    for (let i = 0; i < 4; i++) await verifyOtp(email, wrongCode(code));
    expect((await verifyOtp(email, code)).statusCode).toBe(200);

    code = await newCode(email);
    for (let i = 0; i < 4; i++) expect((await verifyOtp(email, wrongCode(code))).statusCode).toBe(422);
    expect((await verifyOtp(email, code)).statusCode).toBe(200);
  });

  it("lock an email with no account alike, and mail nobody", async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail("asing");
    const code = await newCode(email);
    const guesses = Array.from({ length: 10 }, (_, i) => String(100000 + i)).map((guess) =>
      guess === code ? "999998" : guess,
    );
    for (const guess of guesses) await verifyOtp(email, guess);
    for (const guess of guesses) await verifyOtp(unknown, guess);

    const [known, none] = [await verifyOtp(email, "999999"), await verifyOtp(unknown, "999999")];

    expect(none.statusCode).toBe(429);
    expect(none.body).toBe(known.body);
    expect(t.outbox.messages().filter((message) => message.to === unknown)).toHaveLength(0);
  });

  it("mail the owner once when the wrong codes arrive at the same moment", async () => {
    const { email } = await signUp(t);
    const code = await newCode(email);

    const responses = await Promise.all(Array.from({ length: 14 }, () => verifyOtp(email, wrongCode(code))));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(lockNotices(email)).toHaveLength(1);
    expect((await verifyOtp(email, code)).statusCode).toBe(429);
  });
});

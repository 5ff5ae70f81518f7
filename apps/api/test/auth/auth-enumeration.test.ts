/**
 * Register and the OTP calls answer alike whether an email is unknown, registered but never
 * verified, or a verified account (DESIGN §6: answers do not reveal whether an email has an
 * account). Each call is made for the three kinds of email and the answers compared: status and
 * body, with the email itself written as `<email>`.
 */
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/modules/auth/passwords";
import { ageOtpCodes, PASSWORD, signUp, uniqueEmail } from "../helpers/accounts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Kind = "unknown" | "unverified" | "verified";

/** A fresh email of each kind; the unverified one registered, the verified one signed up, both a minute ago. */
async function emails(): Promise<Record<Kind, string>> {
  const unknown = uniqueEmail("asing");
  const unverified = uniqueEmail("belum");
  await post("/v1/auth/register", { name: "Nama Pendaftar", email: unverified, password: PASSWORD });
  const { email: verified } = await signUp(t);
  await ageOtpCodes(t.db, unverified, 61);
  await ageOtpCodes(t.db, verified, 61);
  return { unknown, unverified, verified };
}

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: "POST", url, payload });

/**
 * Status and body, with the email written as `<email>` and a registration id (random for every
 * answer) as `<id>`, so answers for different emails compare.
 */
async function answer(email: string, url: string, payload: Record<string, unknown>) {
  const response = await post(url, { email, ...payload });
  const body = response.body
    .replaceAll(email, "<email>")
    .replace(/"registrationId":"[A-Za-z0-9_-]{43}"/, '"registrationId":"<id>"');
  return { status: response.statusCode, body };
}

/** The same call for each kind of email, in order; the answers, keyed by kind. */
async function answersFor(all: Record<Kind, string>, url: string, payload: Record<string, unknown> = {}) {
  const result = {} as Record<Kind, { status: number; body: string }>;
  for (const kind of ["unknown", "unverified", "verified"] as const) {
    result[kind] = await answer(all[kind], url, payload);
  }
  return result;
}

function expectAlike(answers: Record<Kind, { status: number; body: string }>) {
  expect(answers.unverified).toEqual(answers.unknown);
  expect(answers.verified).toEqual(answers.unknown);
}

const mailsTo = (email: string) => t.outbox.messages().filter((message) => message.to === email);
const userByEmail = async (email: string) =>
  (await t.db.select().from(tables.users).where(eq(tables.users.email, email)))[0];

describe("POST /v1/auth/register", () => {
  it("answers 201 {email, mustVerifyOtp: true, registrationId, resendAfter} for all three", async () => {
    const all = await emails();
    const answers = await answersFor(all, "/v1/auth/register", { name: "Penyusup", password: "sandi-lain-123" });

    expectAlike(answers);
    expect(answers.unknown.status).toBe(201);
    expect(JSON.parse(answers.unknown.body)).toEqual({
      data: { email: "<email>", mustVerifyOtp: true, registrationId: "<id>", resendAfter: 60 },
    });
  });

  it("mails the owner of a verified account a notice with a sign-in link instead of a code, and changes nothing", async () => {
    const { email } = await signUp(t);
    await ageOtpCodes(t.db, email, 61);
    const before = mailsTo(email).length;

    await post("/v1/auth/register", { name: "Penyusup", email, password: "sandi-penyusup" });

    const mails = mailsTo(email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Seseorang mencoba mendaftar dengan email Anda");
    expect(mails[0]?.text).toContain(`${TEST_APP_URL}/login?mode=otp`);
    expect(mails[0]?.subject).not.toMatch(/\d{6}/);
    const user = await userByEmail(email);
    expect(user.name).toBe("Sari Wulandari");
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);
    const login = await post("/v1/auth/login", { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it("sends that notice at most once a minute, on the same clock as codes", async () => {
    const { email } = await signUp(t);
    await ageOtpCodes(t.db, email, 61);
    const before = mailsTo(email).length;

    const intruder = { name: "Penyusup", email, password: "sandi-penyusup" };
    for (let i = 0; i < 3; i++) await post("/v1/auth/register", intruder);
    expect((await post("/v1/request-otp", { email })).statusCode).toBe(200);

    expect(mailsTo(email).length - before).toBe(1);
    await ageOtpCodes(t.db, email, 61);
    await post("/v1/auth/register", intruder);
    expect(mailsTo(email).length - before).toBe(2);
  });
});

describe("POST /v1/verify-otp", () => {
  it("answers a wrong code alike for all three", async () => {
    const all = await emails();
    // The unverified email has a live registration code; the others have none.
    const code = t.outbox.latestCode(all.unverified) === "123456" ? "654321" : "123456";

    const answers = await answersFor(all, "/v1/verify-otp", { code });

    expectAlike(answers);
    expect(answers.unknown.status).toBe(422);
    expect(JSON.parse(answers.unknown.body)).toMatchObject({
      code: "validation",
      errors: { code: [expect.stringMatching(/^Kode OTP salah atau sudah kedaluwarsa/)] },
    });
  });

  it("answers alike after each of the three has asked for a code", async () => {
    const all = await emails();
    for (const email of Object.values(all)) await post("/v1/request-otp", { email });
    const code = [all.unverified, all.verified].map((email) => t.outbox.latestCode(email)).includes("123456")
      ? "654321"
      : "123456";

    expectAlike(await answersFor(all, "/v1/verify-otp", { code }));
  });
});

describe("POST /v1/auth/must-verify-otp", () => {
  it("answers alike for all three", async () => {
    const all = await emails();
    const answers = await answersFor(all, "/v1/auth/must-verify-otp");

    expectAlike(answers);
    expect(answers.unknown.status).toBe(200);
  });
});

describe("POST /v1/request-otp", () => {
  it("answers 200 alike for all three, also when asked again within 60 seconds", async () => {
    const all = await emails();

    const first = await answersFor(all, "/v1/request-otp");
    const again = await answersFor(all, "/v1/request-otp");

    expectAlike(first);
    expectAlike(again);
    expect(again.unknown).toEqual(first.unknown);
    expect(JSON.parse(first.unknown.body)).toEqual({ data: { sent: true, resendAfter: 60 } });
  });

  it("mails no second code within 60 seconds, and none to an unknown email", async () => {
    const all = await emails();
    const before = { unverified: mailsTo(all.unverified).length, verified: mailsTo(all.verified).length };

    await answersFor(all, "/v1/request-otp");
    await answersFor(all, "/v1/request-otp");

    expect(mailsTo(all.unknown)).toHaveLength(0);
    expect(mailsTo(all.unverified).length - before.unverified).toBe(1);
    expect(mailsTo(all.verified).length - before.verified).toBe(1);
  });
});

/**
 * A password chosen at registration opens the account only once the code sent for THAT
 * registration is verified; an email verified any other way drops it (DESIGN §6, account
 * pre-hijacking). The stranger ("penyerobot") registers the owner's address first; the owner
 * ("pemilik") holds the inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOtpCodes, uniqueEmail } from "./helpers/accounts";
import { createTestApp, type TestApp } from "./helpers/test-app";

const ADMIN = "admin.rebutan@contoh.id";
const STRANGER = "sandi-penyerobot";
const OWNER = "sandi-pemilik-asli";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
});
afterAll(() => t.close());

const register = (email: string, password: string, name = "Nama Pendaftar") =>
  t.app.inject({ method: "POST", url: "/v1/auth/register", payload: { name, email, password } });
const requestOtp = (email: string, purpose?: string) =>
  t.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email, purpose } });
const verifyOtp = (email: string, code: string, purpose?: string) =>
  t.app.inject({ method: "POST", url: "/v1/verify-otp", payload: { email, code, purpose } });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password } });
const mailsTo = (email: string) => t.outbox.messages().filter((message) => message.to === email);

describe("a password set before the email is verified", () => {
  it("does not open the account once the owner signs in with a code instead", async () => {
    const email = uniqueEmail("korban");
    expect((await register(email, STRANGER)).statusCode).toBe(201);
    await ageOtpCodes(t.db, email, 61);

    expect((await requestOtp(email)).statusCode).toBe(200);
    const signedIn = await verifyOtp(email, t.outbox.latestCode(email));

    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.emailVerified).toBe(true);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("does not open an ADMIN_EMAILS account either", async () => {
    await register(ADMIN, STRANGER);
    await ageOtpCodes(t.db, ADMIN, 61);
    await requestOtp(ADMIN);

    const signedIn = await verifyOtp(ADMIN, t.outbox.latestCode(ADMIN));

    expect(signedIn.json().data.user.role).toBe("admin");
    expect((await login(ADMIN, STRANGER)).statusCode).toBe(401);
  });

  it("keeps only the owner's password when the owner registers the email again", async () => {
    const email = uniqueEmail("daftar-ulang");
    await register(email, STRANGER, "Penyerobot");
    await ageOtpCodes(t.db, email, 61);

    expect((await register(email, OWNER, "Pemilik Asli")).statusCode).toBe(201);
    // Before verifying: the pending password is the owner's; the stranger's is simply wrong.
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(403);
    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register");

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe("Pemilik Asli");
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("keeps the registration's password when Kirim Ulang Kode asks for a registration code", async () => {
    const email = uniqueEmail("kirim-ulang");
    await register(email, OWNER);
    const first = t.outbox.latestCode(email);
    await ageOtpCodes(t.db, email, 61);

    const resent = await requestOtp(email, "register");
    expect(resent.statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(2);
    const second = t.outbox.latestCode(email);
    if (first !== second) expect((await verifyOtp(email, first, "register")).statusCode).toBe(422);

    expect((await verifyOtp(email, second, "register")).statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("refuses an unknown purpose for a code", async () => {
    const response = await requestOtp(uniqueEmail("aneh"), "reset");

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.purpose).toBeDefined();
  });

  it("does not let the code of a registration activate a password chosen again within 60 seconds", async () => {
    const email = uniqueEmail("balapan");
    await register(email, OWNER, "Pemilik Asli");
    const ownersCode = t.outbox.latestCode(email);

    // Within the resend window: no new mail can go out, so no code carries the new password yet.
    expect((await register(email, STRANGER, "Penyerobot")).statusCode).toBe(201);
    expect(mailsTo(email)).toHaveLength(1);
    const verified = await verifyOtp(email, ownersCode, "register");

    expect(verified.statusCode).toBe(422);
    expect(verified.json().errors.code).toEqual([expect.stringMatching(/^Kode OTP salah atau sudah kedaluwarsa/)]);
    expect((await login(email, STRANGER)).statusCode).not.toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(401);
  });

  it("lets the owner who registers again within 60 seconds in with their own password after a resend", async () => {
    const email = uniqueEmail("balapan2");
    await register(email, STRANGER, "Penyerobot");
    const strangersCode = t.outbox.latestCode(email);
    await register(email, OWNER, "Pemilik Asli");

    // The owner finds the stranger's code in the inbox: it no longer activates anything.
    expect((await verifyOtp(email, strangersCode, "register")).statusCode).toBe(422);
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email, "register")).statusCode).toBe(200);
    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register");

    expect(verified.statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("keeps the first code when the same registration is sent twice (a double tap on Daftar)", async () => {
    const email = uniqueEmail("dobel");
    await register(email, OWNER);
    await register(email, OWNER);

    expect(mailsTo(email)).toHaveLength(1);
    expect((await verifyOtp(email, t.outbox.latestCode(email), "register")).statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("does not activate the password when a registration code is entered to sign in", async () => {
    // The stranger registers while the owner waits on the sign-in page: the newest email in the
    // owner's inbox is the stranger's registration code, and the owner types it there.
    const email = uniqueEmail("salah-alur");
    await register(email, STRANGER);

    const signedIn = await verifyOtp(email, t.outbox.latestCode(email), "sign_in");

    expect(signedIn.statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("ends the pending registration when a sign-in code is asked for: a later resend carries no password", async () => {
    const email = uniqueEmail("batal");
    await register(email, STRANGER);
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email)).statusCode).toBe(200); // the owner asks for a sign-in code
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email, "register")).statusCode).toBe(200); // the stranger asks for a "resend"

    const verified = await verifyOtp(email, t.outbox.latestCode(email));

    expect(verified.statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("answers a registration resend for a verified account with an ordinary sign-in code", async () => {
    const email = uniqueEmail("sudah");
    await register(email, OWNER);
    await verifyOtp(email, t.outbox.latestCode(email), "register");
    await ageOtpCodes(t.db, email, 61);

    expect((await requestOtp(email, "register")).statusCode).toBe(200);
    expect((await verifyOtp(email, t.outbox.latestCode(email), "register")).statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });
});

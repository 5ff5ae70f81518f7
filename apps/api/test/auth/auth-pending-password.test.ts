/**
 * A password chosen at registration opens the account only once the code sent for THAT
 * registration is verified; an email verified any other way drops it (DESIGN §6, account
 * pre-hijacking). The stranger ("penyerobot") registers the owner's address first; the owner
 * ("pemilik") holds the inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOtpCodes, uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN = "admin.rebutan@contoh.id";
const STRANGER = "sandi-penyerobot";
const OWNER = "sandi-pemilik-asli";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
});
afterAll(() => t.close());

/** Registers and returns the registration id the API answered to this client. */
const register = async (email: string, password: string, name = "Nama Pendaftar") => {
  const response = await t.app.inject({ method: "POST", url: "/v1/auth/register", payload: { name, email, password } });
  expect(response.statusCode).toBe(201);
  return response.json().data.registrationId as string;
};
const requestOtp = (email: string, purpose?: string, registrationId?: string) =>
  t.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email, purpose, registrationId } });
const verifyOtp = (email: string, code: string, purpose?: string, registrationId?: string) =>
  t.app.inject({ method: "POST", url: "/v1/verify-otp", payload: { email, code, purpose, registrationId } });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password } });
const mailsTo = (email: string) => t.outbox.messages().filter((message) => message.to === email);

describe("a registration is the client's that made it (sign-up takeover, ADR 0017)", () => {
  it("keeps the victim's password and name when an attacker registers again while the victim verifies", async () => {
    const email = uniqueEmail("takeover");
    await register(email, "sandi-penyerang-A", "Xavier");
    await ageOtpCodes(t.db, email, 62);
    const victims = await register(email, OWNER, "Pemilik Asli");
    const victimsFirstCode = t.outbox.latestCode(email);
    // The attacker registers again at once, within the 60 s no code may be mailed.
    await register(email, STRANGER, "Xavier");
    expect(mailsTo(email)).toHaveLength(2);

    const verified = await verifyOtp(email, victimsFirstCode, "register", victims);

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe("Pemilik Asli");
    expect((await login(email, OWNER)).statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, "sandi-penyerang-A")).statusCode).toBe(401);
  });

  it("keeps the victim's password when the victim resends after the attacker registered again (the reported path)", async () => {
    const email = uniqueEmail("takeover2");
    const attackers = await register(email, "sandi-penyerang-A", "Xavier");
    await ageOtpCodes(t.db, email, 62);
    const victims = await register(email, OWNER, "Pemilik Asli");
    await register(email, STRANGER, "Xavier");
    await ageOtpCodes(t.db, email, 61);
    // Both ask for a resend; whichever code is mailed last is in the victim's inbox.
    expect((await requestOtp(email, "register", attackers)).statusCode).toBe(200);
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email, "register", victims)).statusCode).toBe(200);

    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register", victims);

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe("Pemilik Asli");
    expect((await login(email, OWNER)).statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("never applies the attacker's password, even when the victim enters a code mailed for the attacker's registration", async () => {
    const email = uniqueEmail("takeover3");
    const victims = await register(email, OWNER, "Pemilik Asli");
    await register(email, STRANGER, "Xavier");
    await ageOtpCodes(t.db, email, 61);
    const attackers = await register(email, STRANGER, "Xavier"); // mailed now: a code for the attacker's registration

    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register", victims);

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).not.toBe("Xavier");
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(401);
    // The attacker's id is worthless once the email is verified.
    expect((await verifyOtp(email, t.outbox.latestCode(email), "register", attackers)).statusCode).toBe(422);
  });

  it("does not activate a password for a client without the registration id (the code alone is not enough)", async () => {
    const email = uniqueEmail("tanpa-id");
    await register(email, STRANGER, "Xavier");

    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register");

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe(email.split("@")[0]);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("takes no ADMIN_EMAILS account on its first sign-up either", async () => {
    const admin = "admin.takeover@contoh.id";
    const app = await createTestApp({ env: { ADMIN_EMAILS: admin } });
    try {
      const reg = (password: string, name: string) =>
        app.app.inject({ method: "POST", url: "/v1/auth/register", payload: { name, email: admin, password } });
      await reg("sandi-penyerang-A", "Xavier");
      await ageOtpCodes(app.db, admin, 62);
      const owners = (await reg(OWNER, "Admin Asli")).json().data.registrationId;
      await reg(STRANGER, "Xavier");
      await ageOtpCodes(app.db, admin, 61);
      await app.app.inject({
        method: "POST",
        url: "/v1/request-otp",
        payload: { email: admin, purpose: "register", registrationId: owners },
      });
      const verified = await app.app.inject({
        method: "POST",
        url: "/v1/verify-otp",
        payload: { email: admin, code: app.outbox.latestCode(admin), purpose: "register", registrationId: owners },
      });

      expect(verified.json().data.user).toMatchObject({ role: "admin", name: "Admin Asli" });
      const loginAs = (password: string) =>
        app.app.inject({ method: "POST", url: "/v1/auth/login", payload: { email: admin, password } });
      expect((await loginAs(OWNER)).statusCode).toBe(200);
      expect((await loginAs(STRANGER)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("answers a registration id of the same shape for a verified account, which binds nothing", async () => {
    const email = uniqueEmail("terverifikasi");
    const first = await register(email, OWNER, "Pemilik Asli");
    await verifyOtp(email, t.outbox.latestCode(email), "register", first);
    await ageOtpCodes(t.db, email, 61);

    const again = await register(email, STRANGER, "Xavier");

    expect(again).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await ageOtpCodes(t.db, email, 61);
    await requestOtp(email, "register", again);
    await verifyOtp(email, t.outbox.latestCode(email), "register", again);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("hands a new registration id to the client that signs in with the pending password, and that id verifies", async () => {
    const email = uniqueEmail("masuk-dulu");
    await register(email, OWNER, "Pemilik Asli");
    await ageOtpCodes(t.db, email, 61);

    const refused = await login(email, OWNER);
    expect(refused.statusCode).toBe(403);
    const { registrationId, code } = refused.json();
    expect(code).toBe("email_not_verified");
    await requestOtp(email, "register", registrationId);
    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register", registrationId);

    expect(verified.json().data.user.name).toBe("Pemilik Asli");
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });
});

describe("a password set before the email is verified", () => {
  it("does not open the account once the owner signs in with a code instead", async () => {
    const email = uniqueEmail("korban");
    await register(email, STRANGER);
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

    const owners = await register(email, OWNER, "Pemilik Asli");
    // Before verifying: the pending password is the owner's; the stranger's is simply wrong.
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(403);
    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register", owners);

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe("Pemilik Asli");
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("keeps the registration's password when Kirim Ulang Kode asks for a registration code", async () => {
    const email = uniqueEmail("kirim-ulang");
    const owners = await register(email, OWNER);
    const first = t.outbox.latestCode(email);
    await ageOtpCodes(t.db, email, 61);

    const resent = await requestOtp(email, "register", owners);
    expect(resent.statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(2);
    const second = t.outbox.latestCode(email);
    if (first !== second) expect((await verifyOtp(email, first, "register", owners)).statusCode).toBe(422);

    expect((await verifyOtp(email, second, "register", owners)).statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("refuses an unknown purpose for a code", async () => {
    const response = await requestOtp(uniqueEmail("aneh"), "reset");

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.purpose).toBeDefined();
  });

  it("keeps the owner's code working when another registration comes within 60 seconds", async () => {
    const email = uniqueEmail("balapan");
    const owners = await register(email, OWNER, "Pemilik Asli");
    const ownersCode = t.outbox.latestCode(email);

    // Within the resend window: no new mail goes out, and the owner's code stays the owner's.
    await register(email, STRANGER, "Penyerobot");
    expect(mailsTo(email)).toHaveLength(1);
    const verified = await verifyOtp(email, ownersCode, "register", owners);

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe("Pemilik Asli");
    expect((await login(email, STRANGER)).statusCode).toBe(401);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("lets the owner who registers again within 60 seconds in with their own password after a resend", async () => {
    const email = uniqueEmail("balapan2");
    const strangers = await register(email, STRANGER, "Penyerobot");
    const strangersCode = t.outbox.latestCode(email);
    const owners = await register(email, OWNER, "Pemilik Asli");

    // The stranger's code, with the stranger's own id, can no longer be used once the owner resends.
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email, "register", owners)).statusCode).toBe(200);
    expect((await verifyOtp(email, strangersCode, "register", strangers)).statusCode).toBe(422);
    const verified = await verifyOtp(email, t.outbox.latestCode(email), "register", owners);

    expect(verified.statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("keeps the first code when the same registration is sent twice (a double tap on Daftar)", async () => {
    const email = uniqueEmail("dobel");
    const first = await register(email, OWNER);
    const second = await register(email, OWNER);

    expect(mailsTo(email)).toHaveLength(1);
    // The browser keeps whichever answer came last: the second tap's id confirms the first tap's code.
    expect((await verifyOtp(email, t.outbox.latestCode(email), "register", second)).statusCode).toBe(200);
    expect(first).not.toBe(second);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });

  it("does not activate the password when a registration code is entered to sign in", async () => {
    // The stranger registers while the owner waits on the sign-in page: the newest email in the
    // owner's inbox is the stranger's registration code, and the owner types it there.
    const email = uniqueEmail("salah-alur");
    const strangers = await register(email, STRANGER);

    const signedIn = await verifyOtp(email, t.outbox.latestCode(email), "sign_in", strangers);

    expect(signedIn.statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("mails a sign-in code for a registration resend without the client's registration id", async () => {
    const email = uniqueEmail("batal");
    await register(email, STRANGER);
    await ageOtpCodes(t.db, email, 61);
    expect((await requestOtp(email, "register")).statusCode).toBe(200); // a "resend" from another client

    const verified = await verifyOtp(email, t.outbox.latestCode(email));

    expect(verified.statusCode).toBe(200);
    expect((await login(email, STRANGER)).statusCode).toBe(401);
  });

  it("answers a registration resend for a verified account with an ordinary sign-in code", async () => {
    const email = uniqueEmail("sudah");
    const owners = await register(email, OWNER);
    await verifyOtp(email, t.outbox.latestCode(email), "register", owners);
    await ageOtpCodes(t.db, email, 61);

    expect((await requestOtp(email, "register", owners)).statusCode).toBe(200);
    expect((await verifyOtp(email, t.outbox.latestCode(email), "register", owners)).statusCode).toBe(200);
    expect((await login(email, OWNER)).statusCode).toBe(200);
  });
});

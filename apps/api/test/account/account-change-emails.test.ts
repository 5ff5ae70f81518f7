/**
 * Changes to an account are never silent (DESIGN §4 "Account changes are told to the owner"): a
 * password changed or reset, and the payout bank account changed, each mail the owner once — with
 * the time in WIB and the way back for someone who did not do it — as banks and marketplaces do. The
 * first KYC submission sets the account, it does not change it: no mail. A refused change mails nothing.
 */
import { tables } from "@lapak/db";
import { formatWhenWib } from "@lapak/shared/date";
import { SUPPORT_EMAIL } from "@lapak/shared/site";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "../../src/integrations/mail/mailer";
import { ageOtpCodes, bearer, PASSWORD, signUp } from "../helpers/accounts";
import { activationBody } from "../helpers/activation";
import { sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = "admin.akun@lapak.id";
const PASSWORD_SUBJECT = "Kata sandi akun Lapak Anda diubah";
const BANK_SUBJECT = "Rekening pencairan akun Lapak Anda diubah";
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  adminToken = (await signUp(t, { email: ADMIN_EMAIL, name: "Admin Lapak" })).token;
});
afterAll(() => t.close());

const mailsTo = (email: string, subject: string): MailMessage[] =>
  t.outbox.messages().filter((m) => m.to === email && m.subject === subject);
const changePassword = (token: string, payload: { password: string; currentPassword?: string }) =>
  t.app.inject({ method: "PUT", url: "/v1/auth/password", headers: bearer(token), payload });

/** Runs `act` and answers the WIB sentences ("… pukul 22.40 WIB") of the minutes it ran in. */
async function during(act: () => Promise<void>): Promise<string[]> {
  const start = new Date();
  await act();
  return [formatWhenWib(start), formatWhenWib(new Date())];
}

describe("the password-changed email", () => {
  it("mails the owner exactly once when the password is changed, with the WIB time and the way back", async () => {
    const { email, token } = await signUp(t, { name: "Rina Kusuma" });
    let status = 0;
    const times = await during(async () => {
      status = (await changePassword(token, { currentPassword: PASSWORD, password: "kata-sandi-baru-456" })).statusCode;
    });
    expect(status).toBe(200);

    const mails = mailsTo(email, PASSWORD_SUBJECT);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toMatch(/diubah pada \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/);
    expect(times.some((when) => mail.text.includes(when))).toBe(true);
    expect(mail.text).toContain("Halo Rina Kusuma,");
    expect(mail.text).toContain("/forgot-password");
    expect(mail.text).toContain("/login");
    expect(mail.text).toContain(SUPPORT_EMAIL);
    expect(mail.html).toContain("Atur Ulang Kata Sandi");
  });

  it("mails once on the forgotten-password path (a sign-in code, then a new password without the old one)", async () => {
    const { email } = await signUp(t);
    await ageOtpCodes(t.db, email, 61);
    await t.app.inject({ method: "POST", url: "/v1/request-otp", payload: { email } });
    const verified = await t.app.inject({
      method: "POST",
      url: "/v1/verify-otp",
      payload: { email, code: t.outbox.latestCode(email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(mailsTo(email, PASSWORD_SUBJECT)).toHaveLength(0);

    const reset = await changePassword(verified.json().data.token, { password: "sandi-baru-setelah-lupa" });

    expect(reset.statusCode).toBe(200);
    expect(mailsTo(email, PASSWORD_SUBJECT)).toHaveLength(1);
  });

  it("mails nothing when the change is refused (wrong current password)", async () => {
    const { email, token } = await signUp(t);

    const refused = await changePassword(token, { currentPassword: "bukan-sandinya", password: "sandi-baru-789" });

    expect(refused.statusCode).toBe(422);
    expect(mailsTo(email, PASSWORD_SUBJECT)).toHaveLength(0);
  });
});

describe("the payout-account-changed email", () => {
  const submit = async (token: string, overrides: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/v1/account/activation",
      headers: bearer(token),
      payload: await activationBody(t, token, overrides),
    });
  const reject = async (sellerId: string) => {
    const [row] = await t.db.select().from(tables.activations).where(eq(tables.activations.sellerId, sellerId));
    const rejected = await t.app.inject({
      method: "POST",
      url: `/v1/admin/activations/${row.id}/reject`,
      headers: bearer(adminToken),
      payload: { reason: "Nama rekening tidak sama dengan KTP" },
    });
    expect(rejected.statusCode).toBe(200);
  };

  it("mails nothing on the first submission: the account is set, not changed", async () => {
    const seller = await sellerStore(t);

    expect((await submit(seller.token, { bankCode: "bca", bankAccountNumber: "1234567890" })).statusCode).toBe(201);

    expect(mailsTo(seller.email, BANK_SUBJECT)).toHaveLength(0);
  });

  it("tells the seller the new bank and only the last 4 digits when a resubmission changes it", async () => {
    const seller = await sellerStore(t, { name: "Dewi Lestari" });
    expect((await submit(seller.token, { bankCode: "bca", bankAccountNumber: "1234567890" })).statusCode).toBe(201);
    await reject(seller.user.id);
    let status = 0;
    const times = await during(async () => {
      status = (await submit(seller.token, { bankCode: "bri", bankAccountNumber: "009988776655" })).statusCode;
    });
    expect(status).toBe(201);

    const mails = mailsTo(seller.email, BANK_SUBJECT);
    expect(mails).toHaveLength(1);
    const [changed] = mails;
    expect(changed.text).toContain("BRI •••• 6655");
    expect(changed.text).toMatch(/diubah pada \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/);
    expect(times.some((when) => changed.text.includes(when))).toBe(true);
    expect(changed.text).toContain("/forgot-password");
    expect(changed.text).toContain(SUPPORT_EMAIL);
    expect(`${changed.text}${changed.html}`).not.toContain("1234567890");
    expect(`${changed.text}${changed.html}`).not.toContain("009988776655");
  });

  it("mails nothing when corrected data keeps the same bank account", async () => {
    const seller = await sellerStore(t);
    await submit(seller.token, { bankCode: "bni", bankAccountNumber: "5550001111" });
    await reject(seller.user.id);

    expect((await submit(seller.token, { bankCode: "bni", bankAccountNumber: "5550001111" })).statusCode).toBe(201);

    expect(mailsTo(seller.email, BANK_SUBJECT)).toHaveLength(0);
  });
});

/**
 * The seller's WhatsApp number is verified with a code before the new-sale alert goes to it (ADR
 * 0021): sent as Meta's documented authentication template (by email when WhatsApp is off), by the
 * rules of the sign-in codes (DESIGN §6); a changed number is not verified any more.
 */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { type FakeWhatsapp, startFakeWhatsapp, whatsappFixture } from "../helpers/fake-whatsapp";
import {
  buyer,
  checkout,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const WHATSAPP_ENV = {
  WHATSAPP_PROVIDER: "cloud",
  WHATSAPP_TOKEN: "EAAG-test-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "meta-app-secret-for-tests",
  WHATSAPP_VERIFY_TOKEN: "verify-token-for-tests",
};

let t: TestApp;
let meta: FakeWhatsapp;
beforeAll(async () => {
  meta = await startFakeWhatsapp();
  t = await createTestApp({ env: { ...WHATSAPP_ENV, WHATSAPP_API_URL: meta.url } });
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

const call = (app: TestApp, seller: Seller, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  app.app.inject({ method, url, headers: bearer(seller.token), payload });
const setPhone = (seller: Seller, phone: string, app = t) => call(app, seller, "PUT", "/v1/auth/profile", { phone });
const askCode = (seller: Seller, app = t) => call(app, seller, "POST", "/v1/account/phone-verification");
const confirm = (seller: Seller, code: unknown, app = t) =>
  call(app, seller, "POST", "/v1/account/phone-verification/confirm", { code });
const settings = async (seller: Seller, app = t) =>
  (await call(app, seller, "GET", "/v1/account/notifications")).json().data;

/** The code of the latest verification message the fake received for `to`. */
function codeSentTo(to: string): string {
  const message = meta.sent.findLast(
    (request) => request.body.to === to && request.body.template.name === "lapak_kode_verifikasi",
  );
  if (!message) throw new Error(`no code was sent to ${to}`);
  return message.body.template.components[0].parameters[0].text;
}

/** Moves `seller`'s codes `seconds` into the past (their sending and their expiry). */
async function ageCodes(seller: Seller, seconds: number) {
  const p = tables.phoneCodes;
  const by = `${seconds} seconds`;
  await t.db
    .update(p)
    .set({ createdAt: sql`${p.createdAt} - ${by}::interval`, expiresAt: sql`${p.expiresAt} - ${by}::interval` })
    .where(eq(p.userId, seller.user.id));
}

const WRONG = "Kode verifikasi salah atau sudah kedaluwarsa. Periksa kode terbaru atau minta kode baru.";

describe("verifying the seller's WhatsApp number", () => {
  it("sends a 6-digit code as Meta's documented authentication template and verifies the number with it", async () => {
    const seller = await sellerStore(t);
    expect((await askCode(seller)).json().errors.phone).toEqual(["Isi nomor WhatsApp di profil toko terlebih dahulu"]);
    await setPhone(seller, "0819-1111-0001");

    const sent = await askCode(seller);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({
      channel: "whatsapp",
      phone: "6281911110001",
      retryAfter: 60,
      expiresInMinutes: 10,
    });
    const code = codeSentTo("6281911110001");
    expect(code).toMatch(/^\d{6}$/);
    // The request is the guide's example with our number, template, language and code.
    const documented = whatsappFixture("send_authentication_template_request").body;
    documented.to = "6281911110001";
    documented.template.name = "lapak_kode_verifikasi";
    documented.template.language.code = "id";
    for (const component of documented.template.components) component.parameters[0].text = code;
    expect(meta.sent.at(-1)?.body).toEqual(documented);
    expect(await settings(seller)).toMatchObject({ phone: "6281911110001", phoneVerified: false });

    const confirmed = await confirm(seller, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ phone: "6281911110001", phoneVerified: true });
    // Used once: the same code again, or a new one for a verified number, is refused.
    expect((await confirm(seller, code)).json().errors.code).toEqual([WRONG]);
    expect((await askCode(seller)).json().errors.phone).toEqual(["Nomor WhatsApp ini sudah terverifikasi"]);
    const w = tables.whatsappMessages;
    const [message] = await t.db.select().from(w).where(eq(w.userId, seller.user.id));
    expect(message).toMatchObject({ kind: "phone_verification", recipient: "6281911110001", status: "accepted" });
  });

  it("refuses a wrong code, allows 5 tries per code, refuses an expired code, and waits 60 s between codes", async () => {
    const seller = await sellerStore(t);
    await setPhone(seller, "0819-1111-0002");
    await askCode(seller);
    const code = codeSentTo("6281911110002");
    const wrong = code === "000000" ? "111111" : "000000";

    const malformed = await confirm(seller, "12ab");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toEqual(["Kode verifikasi terdiri dari 6 angka"]);
    for (let i = 0; i < 5; i++) {
      const response = await confirm(seller, wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toEqual([WRONG]);
    }
    // Past 5 tries even the right code is refused.
    expect((await confirm(seller, code)).json().errors.code).toEqual([WRONG]);

    const tooSoon = await askCode(seller);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Tunggu \d+ detik sebelum meminta kode baru$/);

    await ageCodes(seller, 61);
    await askCode(seller);
    const second = codeSentTo("6281911110002");
    await ageCodes(seller, 10 * 60 + 1);
    expect((await confirm(seller, second)).json().errors.code).toEqual([WRONG]);
    expect((await settings(seller)).phoneVerified).toBe(false);
  });

  it("clears the verification when the number changes, and a code sent to the old number does not verify the new one", async () => {
    const seller = await sellerStore(t);
    await setPhone(seller, "0819-1111-0003");
    await askCode(seller);
    expect((await confirm(seller, codeSentTo("6281911110003"))).statusCode).toBe(200);
    // Saving the same number keeps it verified.
    await setPhone(seller, "+62 819 1111 0003");
    expect((await settings(seller)).phoneVerified).toBe(true);
    expect((await call(t, seller, "PUT", "/v1/account/notifications", { newSaleWhatsapp: true })).statusCode).toBe(200);

    await ageCodes(seller, 61);
    await askCode(seller).then((response) => expect(response.statusCode).toBe(422));
    await setPhone(seller, "0819-1111-0004");
    expect(await settings(seller)).toMatchObject({
      phone: "6281911110004",
      phoneVerified: false,
      newSaleWhatsapp: true,
    });

    // No alert to the unverified number.
    const product = await publishDownload(t, seller);
    const order = await checkout(t, { ...buyer(), productId: product.id, paymentMethod: "qris" });
    await payWithSandbox(t, order.json().data.id);
    await expect
      .poll(async () => (await transactionRow(t.db, order.json().data.id)).notifiedAt, { timeout: 10_000 })
      .not.toBeNull();
    await t.app.jobs.drain();
    expect(meta.sent.filter((request) => request.body.to === "6281911110004")).toHaveLength(0);

    // A code asked for the new number, then the number changed back: the code verifies nothing.
    await askCode(seller);
    const forNew = codeSentTo("6281911110004");
    await setPhone(seller, "0819-1111-0003");
    expect((await confirm(seller, forNew)).json().errors.code).toEqual([WRONG]);
    expect((await settings(seller)).phoneVerified).toBe(false);
  });

  it("gives no alert to a seller who turned it on before numbers were verified, until they verify", async () => {
    const seller = await sellerStore(t);
    await setPhone(seller, "0819-1111-0005");
    await t.db.update(tables.users).set({ newSaleWhatsapp: true }).where(eq(tables.users.id, seller.user.id));
    const product = await publishDownload(t, seller);
    const sale = async () => {
      const order = await checkout(t, { ...buyer(), productId: product.id, paymentMethod: "qris" });
      const id = order.json().data.id;
      await payWithSandbox(t, id);
      await expect.poll(async () => (await transactionRow(t.db, id)).notifiedAt, { timeout: 10_000 }).not.toBeNull();
      await t.app.jobs.drain();
    };
    const alerts = () =>
      meta.sent.filter(
        (request) => request.body.to === "6281911110005" && request.body.template.name === "lapak_penjualan_baru",
      );

    await sale();
    expect(alerts()).toHaveLength(0);
    await askCode(seller);
    await confirm(seller, codeSentTo("6281911110005"));
    await sale();
    expect(alerts()).toHaveLength(1);
  });

  it("answers 422 on the phone when Meta says the number cannot get WhatsApp, and voids the code", async () => {
    const seller = await sellerStore(t);
    await setPhone(seller, "0819-1111-0006");
    meta.failNext("undeliverable");
    const refused = await askCode(seller);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.phone).toEqual([
      "Nomor ini tidak bisa menerima pesan WhatsApp. Periksa nomor di profil toko.",
    ]);
    const p = tables.phoneCodes;
    const codes = await t.db.select().from(p).where(eq(p.userId, seller.user.id));
    expect(codes.map((code) => code.consumedAt)).toEqual([expect.any(Date)]);

    meta.failNext("server_error");
    await ageCodes(seller, 61);
    const down = await askCode(seller);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe("WhatsApp sedang tidak bisa dihubungi. Coba lagi dalam 1 menit.");
  });
});

describe("verifying the number by email when WhatsApp is off", () => {
  it("mails the code to the account's email and verifies the number with it", async () => {
    const off = await createTestApp();
    try {
      const seller = await sellerStore(off);
      await setPhone(seller, "0819-1111-0007", off);
      const sent = await askCode(seller, off);
      expect(sent.json().data).toMatchObject({ channel: "email", phone: "6281911110007" });
      const code = off.outbox.latestCode(seller.email);
      expect((await confirm(seller, code, off)).json().data).toMatchObject({
        whatsappAvailable: false,
        phoneVerified: true,
      });
    } finally {
      await off.close();
    }
  });
});

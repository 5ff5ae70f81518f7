import { tables } from "@lapak/db";
import { addDays, formatDateWib, wibDay } from "@lapak/shared/date";
import { addMonthsWib } from "@lapak/shared/membership-period";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remindSessions } from "../../src/modules/coaching/session-reminders";
import { remindTicketHolders } from "../../src/modules/events/ticket-reminders";
import { remindMembers } from "../../src/modules/memberships/membership-mail";
import { remindPendingPayments } from "../../src/modules/whatsapp/remind-pending-payments";
import { bearer } from "../helpers/accounts";
import {
  type FakeWhatsapp,
  signWebhook,
  startFakeWhatsapp,
  statusWebhook,
  whatsappFixture,
} from "../helpers/fake-whatsapp";
import {
  buyer,
  checkout,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";

const APP_SECRET = "meta-app-secret-for-tests";
const VERIFY_TOKEN = whatsappFixture("webhook_verification").query?.["hub.verify_token"] ?? "";
const MINUTE_MS = 60_000;

let t: TestApp;
let meta: FakeWhatsapp;
beforeAll(async () => {
  meta = await startFakeWhatsapp();
  t = await createTestApp({
    env: {
      WHATSAPP_PROVIDER: "cloud",
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_TOKEN: "EAAG-test-token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      JOBS_RETRY_DELAY_SECONDS: "1",
    },
  });
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

/** The buyer messages sent about `transactionId` (their links carry its id). */
const sentFor = (transactionId: string) =>
  meta.sent.filter((request) =>
    request.body.template.components[0].parameters.some((p: { text: string }) => p.text.includes(transactionId)),
  );

let phones = 0;
/** A new `0812-7000-…` number per call (this file's database is its own). */
const uniquePhone = () => `0812-7000-${String(++phones).padStart(4, "0")}`;

/**
 * A pending order of a Rp49.000 download, with or without the buyer's WhatsApp consent, from a
 * number of its own (each number gets at most 3 messages a day: whatsapp-abuse.test.ts).
 */
async function pendingOrder(seller: Seller, { whatsappConsent }: { whatsappConsent: boolean }) {
  const product = await publishDownload(t, seller);
  const response = await checkout(t, {
    ...buyer({ phone: uniquePhone() }),
    productId: product.id,
    paymentMethod: "qris",
    whatsappConsent,
  });
  expect(response.statusCode).toBe(201);
  return { product, id: response.json().data.id as string };
}

/** Runs the reminder job as if `minutes` had passed since checkout, and waits for the sends. */
async function remindAfter(minutes: number) {
  await remindPendingPayments(
    { db: t.db, config: t.config, jobs: t.app.jobs },
    { now: new Date(Date.now() + minutes * MINUTE_MS) },
  );
  await t.app.jobs.drain();
}

/**
 * Pays `id` through the sandbox and waits until its sale is claimed (the receipt's and the alert's
 * jobs are enqueued after the webhook answers) and every job it started has run.
 */
async function pay(id: string) {
  await payWithSandbox(t, id);
  await expect.poll(async () => (await transactionRow(t.db, id)).notifiedAt, { timeout: 10_000 }).not.toBeNull();
  await t.app.jobs.drain();
}

async function messagesOf(transactionId: string) {
  const w = tables.whatsappMessages;
  return t.db.select().from(w).where(eq(w.transactionId, transactionId));
}

describe("WhatsApp to a consenting buyer", () => {
  it("sends exactly one reminder before the payment expires and one receipt with the order link once paid", async () => {
    const seller = await sellerStore(t);
    const { id } = await pendingOrder(seller, { whatsappConsent: true });
    expect((await transactionRow(t.db, id)).whatsappConsentAt).toBeInstanceOf(Date);

    await remindAfter(10); // not yet: 50 minutes left of 60
    expect(sentFor(id)).toHaveLength(0);
    await remindAfter(31);
    await remindAfter(32);
    await pay(id);

    const sent = sentFor(id);
    expect(sent.map((request) => request.body.template.name)).toEqual([
      "lapak_pengingat_pembayaran",
      "lapak_pesanan_dibayar",
    ]);
    const to = (await transactionRow(t.db, id)).buyerPhone;
    for (const request of sent) {
      expect(request.path).toBe("/v21.0/106540352242922/messages");
      expect(request.headers.authorization).toBe("Bearer EAAG-test-token");
      expect(request.body).toMatchObject({
        messaging_product: "whatsapp",
        to,
        type: "template",
        template: { language: { code: "id" }, components: [{ type: "body" }] },
      });
    }
    const [reminder, receipt] = sent.map((request) =>
      request.body.template.components[0].parameters.map((p: { text: string }) => p.text),
    );
    // The buyer's first name only (ADR 0021: typed text is cut down before it fills a template).
    expect(reminder).toEqual([
      "Budi",
      "E-book Resep Nusantara",
      "Rp49.000",
      expect.stringMatching(/WIB$/),
      `${TEST_APP_URL}/payment/${id}`,
    ]);
    expect(receipt?.[3]).toBe(`${TEST_APP_URL}/my-order/${id}`);
    expect((await messagesOf(id)).map((m) => [m.kind, m.status]).sort()).toEqual([
      ["payment_reminder", "accepted"],
      ["receipt", "accepted"],
    ]);
  });

  it("reminds of a 1:1 session and an event 24 hours and 1 hour before, once per kind, with the time in WIB", async () => {
    const seller = await sellerStore(t);
    const HOUR = 3_600_000;
    const date = addDays(wibDay(new Date()), 10);
    const startsAt = new Date(`${date}T09:00:00+07:00`);
    const place = { kind: "online", url: "https://meet.google.com/abc-defg-hij" };
    const priced = { description: "", price: 150_000, status: "published", location: place };
    const coaching = await t.app.inject({
      method: "POST",
      url: "/v1/product/coaching",
      headers: bearer(seller.token),
      payload: {
        ...priced,
        title: "Konsultasi Karier",
        durationMinutes: 60,
        availability: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: "09:00", to: "12:00" })),
        minNoticeHours: 0,
      },
    });
    const event = await t.app.inject({
      method: "POST",
      url: "/v1/product/events",
      headers: bearer(seller.token),
      payload: {
        ...priced,
        title: "Webinar Karier",
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
        capacity: null,
      },
    });
    expect([coaching.statusCode, event.statusCode]).toEqual([201, 201]);
    const order = async (productId: string, extra: Record<string, unknown> = {}) => {
      const response = await checkout(t, {
        ...buyer({ phone: uniquePhone() }),
        productId,
        paymentMethod: "qris",
        whatsappConsent: true,
        ...extra,
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().data.id as string;
      await pay(id);
      return id;
    };
    const session = await order(coaching.json().data.id, { slotStartsAt: startsAt.toISOString() });
    const ticket = await order(event.json().data.id);
    const remindAt = async (msBefore: number) => {
      const now = new Date(startsAt.getTime() - msBefore);
      const deps = { db: t.db, config: t.config, jobs: t.app.jobs };
      await remindSessions(deps, { now });
      await remindTicketHolders(deps, { now });
      await t.app.jobs.drain();
    };
    await remindAt(23 * HOUR);
    await remindAt(22 * HOUR);
    await remindAt(30 * 60_000);
    for (const [id, title, time] of [
      [session, "Konsultasi Karier", "09.00–10.00 WIB"],
      [ticket, "Webinar Karier", "09.00–11.00 WIB"],
    ] as const) {
      const reminders = sentFor(id).filter((request) => request.body.template.name === "lapak_pengingat_jadwal");
      expect(reminders).toHaveLength(2);
      const parameters = reminders[0]?.body.template.components[0].parameters.map((p: { text: string }) => p.text);
      expect(parameters).toEqual(["Budi", title, expect.stringContaining(time), `${TEST_APP_URL}/my-order/${id}`]);
      expect((await messagesOf(id)).map((m) => m.kind).sort()).toEqual([
        "receipt",
        "schedule_reminder_day",
        "schedule_reminder_hour",
      ]);
    }
  });

  it("reminds a consenting member on WhatsApp before the pass ends, once per kind", async () => {
    const seller = await sellerStore(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/v1/product/memberships",
      headers: bearer(seller.token),
      payload: { title: "Klub Baca Bulanan", status: "published", periods: [{ months: 1, price: 30_000 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().data.id as string;
    const order = await checkout(t, {
      ...buyer({ phone: uniquePhone() }),
      productId,
      paymentMethod: "qris",
      whatsappConsent: true,
      periodMonths: 1,
    });
    const id = order.json().data.id as string;
    await pay(id);
    const expiresAt = addMonthsWib((await transactionRow(t.db, id)).paidAt as Date, 1);
    const remind = async (msBefore: number) => {
      await remindMembers(
        { db: t.db, config: t.config, jobs: t.app.jobs },
        { now: new Date(expiresAt.getTime() - msBefore) },
      );
      await t.app.jobs.drain();
    };
    await remind(6 * 86_400_000);
    await remind(5 * 86_400_000);
    const reminders = sentFor(productId).filter((r) => r.body.template.name === "lapak_pengingat_langganan");
    expect(reminders).toHaveLength(1);
    const parameters = reminders[0]?.body.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(parameters).toEqual([
      "Budi",
      "Klub Baca Bulanan",
      formatDateWib(expiresAt),
      `${TEST_APP_URL}/checkout/${productId}?periode=1`,
    ]);
    expect((await messagesOf(id)).map((m) => m.kind).sort()).toEqual(["membership_reminder_7d", "receipt"]);
  });

  it("sends nothing to a buyer who did not tick the box", async () => {
    const seller = await sellerStore(t);
    const { id } = await pendingOrder(seller, { whatsappConsent: false });

    await remindAfter(31);
    await pay(id);

    expect((await transactionRow(t.db, id)).whatsappConsentAt).toBeNull();
    expect(sentFor(id)).toHaveLength(0);
    expect(await messagesOf(id)).toHaveLength(0);
  });

  it("retries a send Meta failed on its side, and records a refusal without retrying", async () => {
    const seller = await sellerStore(t);
    const retried = await pendingOrder(seller, { whatsappConsent: true });
    meta.failNext("server_error");
    await payWithSandbox(t, retried.id);
    await expect
      .poll(async () => (await messagesOf(retried.id)).map((m) => m.status), { timeout: 15_000 })
      .toEqual(["accepted"]);

    const refused = await pendingOrder(seller, { whatsappConsent: true });
    meta.failNext("undeliverable");
    await pay(refused.id);
    const [message] = await messagesOf(refused.id);
    expect(message).toMatchObject({ kind: "receipt", status: "failed", messageId: null });
    expect(message?.error).toContain("131026");
  });
});

describe("Meta's webhook", () => {
  const post = (rawBody: string, signature?: string) =>
    t.app.inject({
      method: "POST",
      url: "/v1/webhooks/whatsapp",
      headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
      payload: rawBody,
    });

  it("answers the verification challenge only with our verify token", async () => {
    const { query } = whatsappFixture("webhook_verification");
    const ok = await t.app.inject({ method: "GET", url: "/v1/webhooks/whatsapp", query });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");

    const wrong = await t.app.inject({
      method: "GET",
      url: "/v1/webhooks/whatsapp",
      query: { ...query, "hub.verify_token": "bukan-token-kami" },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it("refuses a body whose signature is not Meta's and records nothing", async () => {
    const seller = await sellerStore(t);
    const { id } = await pendingOrder(seller, { whatsappConsent: true });
    await pay(id);
    const [message] = await messagesOf(id);
    const rawBody = statusWebhook("webhook_status_read", message?.messageId ?? "");

    expect((await post(rawBody)).statusCode).toBe(401);
    expect((await post(rawBody, signWebhook(rawBody, "rahasia-lain"))).statusCode).toBe(401);
    expect((await post(`${rawBody} `, signWebhook(rawBody, APP_SECRET))).statusCode).toBe(401);
    expect((await messagesOf(id))[0]?.status).toBe("accepted");
  });

  it("records delivered, read and failed on the sale's detail, never going back", async () => {
    const seller = await sellerStore(t);
    const { id } = await pendingOrder(seller, { whatsappConsent: true });
    await pay(id);
    const messageId = (await messagesOf(id))[0]?.messageId ?? "";
    const deliver = async (fixture: string) => {
      const rawBody = statusWebhook(fixture, messageId);
      const response = await post(rawBody, signWebhook(rawBody, APP_SECRET));
      expect(response.statusCode).toBe(200);
    };
    const detail = async () =>
      (
        await t.app.inject({ method: "GET", url: `/v1/transactions/${id}/detail`, headers: bearer(seller.token) })
      ).json().data.whatsapp;

    await deliver("webhook_status_read");
    await deliver("webhook_status_delivered"); // late: read stays
    expect(await detail()).toEqual([expect.objectContaining({ kind: "receipt", status: "read", error: null })]);

    await deliver("webhook_status_failed");
    expect(await detail()).toEqual([
      expect.objectContaining({ kind: "receipt", status: "failed", error: "131026: Message Undeliverable" }),
    ]);
  });
});

describe("the seller's new-sale alert", () => {
  it("goes to the seller's own number only after they verify it and opt in", async () => {
    const seller = await sellerStore(t);
    const settings = (method: "GET" | "PUT", payload?: object) =>
      t.app.inject({ method, url: "/v1/account/notifications", headers: bearer(seller.token), payload });

    expect((await settings("GET")).json().data).toEqual({
      newSaleWhatsapp: false,
      whatsappAvailable: true,
      phone: null,
      phoneVerified: false,
    });
    const noPhone = await settings("PUT", { newSaleWhatsapp: true });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().errors.newSaleWhatsapp).toEqual(["Isi nomor WhatsApp di profil toko terlebih dahulu"]);

    const before = await pendingOrder(seller, { whatsappConsent: false });
    await pay(before.id);
    expect(sentFor(before.id)).toHaveLength(0);

    const profile = await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(seller.token),
      payload: { phone: "0819-8765-4321" },
    });
    expect(profile.statusCode).toBe(200);
    const unverified = await settings("PUT", { newSaleWhatsapp: true });
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().errors.newSaleWhatsapp).toEqual(["Verifikasi nomor WhatsApp Anda terlebih dahulu"]);

    const sent = await t.app.inject({
      method: "POST",
      url: "/v1/account/phone-verification",
      headers: bearer(seller.token),
    });
    expect(sent.statusCode).toBe(200);
    const code = meta.sent.at(-1)?.body.template.components[0].parameters[0].text;
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/v1/account/phone-verification/confirm",
      headers: bearer(seller.token),
      payload: { code },
    });
    expect(confirmed.json().data).toMatchObject({ phone: "6281987654321", phoneVerified: true });
    const on = await settings("PUT", { newSaleWhatsapp: true });
    expect(on.json().data).toEqual({
      newSaleWhatsapp: true,
      whatsappAvailable: true,
      phone: "6281987654321",
      phoneVerified: true,
    });

    const after = await pendingOrder(seller, { whatsappConsent: false });
    await pay(after.id);
    const alerts = meta.sent.filter(
      (request) => request.body.to === "6281987654321" && request.body.template.name === "lapak_penjualan_baru",
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      "E-book Resep Nusantara",
      "Rp49.000",
      "Budi",
      `${TEST_APP_URL}/dashboard/sales`,
    ]);
    expect((await messagesOf(after.id)).map((m) => m.kind)).toEqual(["new_sale"]);
  });
});

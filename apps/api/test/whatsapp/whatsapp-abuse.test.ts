/**
 * The platform's WhatsApp number must not carry a stranger's text to a stranger's number (ADR 0021
 * "Limits on what is sent and to whom"): typed names and titles are cut down before they fill a
 * template, each number typed at checkout gets at most 3 messages a day and 5 a week across the
 * platform (counted in the database), and the checkout is rate-limited per number.
 */
import { tables } from "@lapak/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCloudWhatsapp } from "../../src/integrations/whatsapp/cloud";
import { reserveMessage } from "../../src/modules/whatsapp/recipient-limits";
import { remindPendingPayments } from "../../src/modules/whatsapp/remind-pending-payments";
import { sendWhatsappMessage } from "../../src/modules/whatsapp/send-whatsapp";
import { hasNumberBait } from "../../src/modules/whatsapp/template-text";
import { bearer } from "../helpers/accounts";
import { type FakeWhatsapp, startFakeWhatsapp } from "../helpers/fake-whatsapp";
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

const MINUTE_MS = 60_000;
const WHATSAPP_ENV = {
  WHATSAPP_PROVIDER: "cloud",
  WHATSAPP_TOKEN: "EAAG-test-token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "meta-app-secret-for-tests",
  WHATSAPP_VERIFY_TOKEN: "verify-token-for-tests",
  JOBS_RETRY_DELAY_SECONDS: "1",
};
/** What Meta refuses in a parameter: a newline, a tab, more than 4 spaces in a row. */
const REFUSED_BY_META = /[\n\t]| {5,}/;

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

const sentTo = (to: string) => meta.sent.filter((request) => request.body.to === to);

/** Every parameter text of every message the fake received for `to`. */
const parametersTo = (to: string): string[] =>
  sentTo(to).flatMap((request) =>
    request.body.template.components.flatMap((c: { parameters: { text: string }[] }) =>
      c.parameters.map((p) => p.text),
    ),
  );

const messagesTo = (to: string) => {
  const w = tables.whatsappMessages;
  return t.db.select().from(w).where(eq(w.recipient, to));
};

/** Runs the reminder job as if `minutes` had passed, and waits for the sends. */
async function remindAfter(minutes: number) {
  await remindPendingPayments(
    { db: t.db, config: t.config, jobs: t.app.jobs },
    { now: new Date(Date.now() + minutes * MINUTE_MS) },
  );
  await t.app.jobs.drain();
}

/** `count` pending QRIS checkouts of `productId` with the box ticked for `phone`, by fresh buyers. */
async function pendingCheckouts(productId: string, phone: string, count: number, name = "Budi Santoso") {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await checkout(t, {
      ...buyer({ name, phone }),
      productId,
      paymentMethod: "qris",
      whatsappConsent: true,
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().data.id);
  }
  return ids;
}

/** Moves every message to `to` `hours` into the past. */
async function ageMessages(to: string, hours: number) {
  const w = tables.whatsappMessages;
  await t.db
    .update(w)
    .set({ createdAt: sql`${w.createdAt} - ${`${hours} hours`}::interval` })
    .where(eq(w.recipient, to));
}

/** Verifies `seller`'s profile number `phone` with the code the fake received, and turns the alert on. */
async function verifiedAlerts(seller: Seller, phone: string) {
  const put = (url: string, payload: object) =>
    t.app.inject({ method: "PUT", url, headers: bearer(seller.token), payload });
  expect((await put("/v1/auth/profile", { phone })).statusCode).toBe(200);
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
  expect(confirmed.statusCode).toBe(200);
  expect((await put("/v1/account/notifications", { newSaleWhatsapp: true })).statusCode).toBe(200);
}

/** Pays `id` in the sandbox and waits until its sale's messages are done. */
async function pay(id: string) {
  await payWithSandbox(t, id);
  await expect.poll(async () => (await transactionRow(t.db, id)).notifiedAt, { timeout: 10_000 }).not.toBeNull();
  await t.app.jobs.drain();
}

describe("a stranger's text to a stranger's number", () => {
  it("sends at most 3 reminders to the victim's number and none carries the typed name beyond its first word", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller);
    await pendingCheckouts(product.id, "0813-7777-6666", 5, "Rekening BCA Anda diblokir hubungi 0812-9999-8888");

    await remindAfter(31);

    const to = "6281377776666";
    expect(sentTo(to).length).toBeLessThanOrEqual(3);
    const texts = parametersTo(to);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      for (const word of ["BCA", "Anda", "diblokir", "hubungi", "0812", "9999"]) expect(text).not.toContain(word);
    }
    expect(texts).toContain("Rekening");
    expect((await messagesTo(to)).map((row) => row.status).sort()).toEqual([
      "accepted",
      "accepted",
      "accepted",
      "skipped",
      "skipped",
    ]);
  });
});

describe("what typed text fills a template", () => {
  it("sends a product title without its phone number and on one line, and the buyer's first name only", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, {
      title: "Promo hubungi 0812 9999 8888 sekarang juga,      stok terbatas untuk pembeli pertama hari ini",
    });
    const [id] = await pendingCheckouts(product.id, "0813-5555-0001", 1, "  Siti   Nurhaliza binti Ahmad 0812");

    await remindAfter(31);
    await pay(id as string);

    const to = "6281355550001";
    expect(sentTo(to).map((request) => request.body.template.name)).toEqual([
      "lapak_pengingat_pembayaran",
      "lapak_pesanan_dibayar",
    ]);
    for (const request of sentTo(to)) {
      const [name, title] = request.body.template.components[0].parameters.map((p: { text: string }) => p.text);
      expect(name).toBe("Siti");
      expect(title).toBe("Promo hubungi … sekarang juga, stok terbatas untuk pembeli…");
      expect(Array.from(title as string).length).toBeLessThanOrEqual(60);
      expect(hasNumberBait(title as string)).toBe(false);
    }
    for (const text of parametersTo(to)) expect(text).not.toMatch(REFUSED_BY_META);
  });
});

describe("messages per number (ADR 0021)", () => {
  it("allows 3 a day and 5 a week to one number across stores, and shows the rest as not sent on the sale", async () => {
    const to = "6281355550002";
    const sellers = [await sellerStore(t), await sellerStore(t)];
    const [first, second] = await Promise.all(sellers.map((seller) => publishDownload(t, seller)));
    await pendingCheckouts(first?.id as string, to, 2);
    await pendingCheckouts(second?.id as string, to, 2);
    await remindAfter(31);
    expect(sentTo(to)).toHaveLength(3);

    // A day later the number may get 2 more this week, not 3.
    await ageMessages(to, 25);
    await pendingCheckouts(second?.id as string, to, 3);
    await remindAfter(31);
    expect(sentTo(to)).toHaveLength(5);
    const statuses = (await messagesTo(to)).map((row) => row.status);
    expect(statuses.filter((status) => status === "accepted")).toHaveLength(5);
    expect(statuses.filter((status) => status === "skipped")).toHaveLength(2);

    // Skipped for good: never retried, and the seller sees why on the sale.
    await t.app.jobs.drain();
    expect(sentTo(to)).toHaveLength(5);
    const sale = (await messagesTo(to)).find((row) => row.status === "skipped")?.transactionId as string;
    const { sellerId } = await transactionRow(t.db, sale);
    const detail = await t.app.inject({
      method: "GET",
      url: `/v1/transactions/${sale}/detail`,
      headers: bearer(sellers.find((seller) => seller.user.id === sellerId)?.token ?? ""),
    });
    expect(detail.json().data.whatsapp).toEqual([
      expect.objectContaining({
        kind: "payment_reminder",
        status: "skipped",
        error: "Nomor ini sudah menerima 3 pesan dalam 24 jam atau 5 pesan dalam 7 hari",
      }),
    ]);

    // A week after the first ones, the number may get messages again.
    await ageMessages(to, 24 * 7);
    await pendingCheckouts(second.id, to, 1);
    await remindAfter(31);
    expect(sentTo(to)).toHaveLength(6);
  });

  it("never sends a 4th message to one number under 10 concurrent jobs", async () => {
    const to = "6281355550003";
    const product = await publishDownload(t, await sellerStore(t));
    const ids = await pendingCheckouts(product.id, to, 10);
    const deps = {
      db: t.db,
      config: t.config,
      whatsapp: createCloudWhatsapp(t.config.whatsapp as NonNullable<typeof t.config.whatsapp>),
      log: t.app.log,
    };

    await Promise.all(
      ids.map((transactionId) => sendWhatsappMessage(deps, { transactionId, kind: "payment_reminder" })),
    );

    expect(sentTo(to)).toHaveLength(3);
    const statuses = (await messagesTo(to)).map((row) => row.status).sort();
    expect(statuses).toEqual([...Array(3).fill("accepted"), ...Array(7).fill("skipped")]);

    // The count and the claim alone, 10 at once for another number: 3 places, never more.
    const other = "6281355550013";
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => reserveMessage(t.db, { kind: "phone_verification", recipient: other })),
    );
    expect(claims.filter((claim) => claim.outcome === "reserved")).toHaveLength(3);
    expect(claims.filter((claim) => claim.outcome === "skipped")).toHaveLength(7);
  });

  it("does not limit the seller's alerts to their verified number, nor count them", async () => {
    const to = "6281355550004";
    const seller = await sellerStore(t);
    await verifiedAlerts(seller, "0813-5555-0004");
    const product = await publishDownload(t, seller);
    for (let i = 0; i < 4; i++) {
      const [id] = await pendingCheckouts(product.id, `0813-5556-000${i}`, 1);
      await pay(id as string);
    }
    // The seller buys from another store with the box ticked: the receipt still goes.
    const other = await publishDownload(t, await sellerStore(t));
    const [own] = await pendingCheckouts(other.id, to, 1);
    await pay(own as string);

    const names = sentTo(to).map((request) => request.body.template.name);
    expect(names.filter((name) => name === "lapak_penjualan_baru")).toHaveLength(4);
    // The code that verified the number counts (1), the receipt is the 2nd: both went.
    expect(names.filter((name) => name === "lapak_kode_verifikasi")).toHaveLength(1);
    expect(names.filter((name) => name === "lapak_pesanan_dibayar")).toHaveLength(1);
    const w = tables.whatsappMessages;
    expect(
      await t.db
        .select()
        .from(w)
        .where(and(eq(w.recipient, to), eq(w.status, "skipped"))),
    ).toHaveLength(0);
  });
});

describe("the checkout's limit per WhatsApp number", () => {
  it("allows 5 checkouts an hour that tick WhatsApp for one number, from any IP, then 429", async () => {
    const limited = await createTestApp({
      env: { ...WHATSAPP_ENV, WHATSAPP_API_URL: meta.url, RATE_LIMIT_DISABLED: undefined },
    });
    try {
      const product = await publishDownload(limited, await sellerStore(limited));
      const attempt = (i: number, phone: string, whatsappConsent = true) =>
        limited.app.inject({
          method: "POST",
          url: "/v1/transactions",
          remoteAddress: `10.0.${i}.1`,
          payload: { ...buyer({ phone }), productId: product.id, paymentMethod: "qris", whatsappConsent },
        });
      for (let i = 0; i < 5; i++) expect((await attempt(i, "0813-5555-0005")).statusCode).toBe(201);

      const over = await attempt(5, "+62 813 5555 0005");
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(
        /^Terlalu banyak pesanan dengan nomor WhatsApp ini\. Coba lagi dalam \d+ menit\.$/,
      );
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      // Another number, or the same one without the box (nothing is sent to it), still checks out.
      expect((await attempt(6, "0813-5555-0006")).statusCode).toBe(201);
      expect((await attempt(7, "0813-5555-0005", false)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (app: TestApp, payload: unknown, ip = "203.0.113.7") =>
  app.app.inject({ method: "POST", url: "/v1/subscribe", payload: payload as object, remoteAddress: ip });
const confirmations = (app: TestApp, email: string) =>
  app.outbox.messages().filter((message) => message.kind === "newsletter_confirmation" && message.to === email);

describe("POST /v1/subscribe", () => {
  it("keeps one row and sends one confirmation however often an email subscribes", async () => {
    const email = uniqueEmail("langganan");

    const answers = [
      await subscribe(t, { email }),
      await subscribe(t, { email: `  ${email.toUpperCase()} ` }),
      ...(await Promise.all([subscribe(t, { email }), subscribe(t, { email })])),
    ];

    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { email, subscribed: true },
        message: "Terima kasih, Anda sudah berlangganan",
      });
    }
    const rows = await t.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].confirmationSentAt).toBeInstanceOf(Date);
    const mails = confirmations(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Anda berlangganan kabar Lapak");
    expect(mails[0].text).toContain(email);
    expect(mails[0].text).toContain("Berhenti berlangganan");
    expect(mails[0].html).toContain(`href="${t.config.appUrl}"`);
  });

  it("refuses a missing or malformed email in Indonesian and stores nothing", async () => {
    const before = (await t.db.select().from(tables.subscribers)).length;

    const malformed = await subscribe(t, { email: "bukan email" });
    const missing = await subscribe(t, {});

    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { email: ["Format email tidak valid"] } });
    expect(malformed.json().message).toEqual(expect.any(String));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(["Email wajib diisi"]);
    expect(await t.db.select().from(tables.subscribers)).toHaveLength(before);
  });

  it("tries the confirmation again on the next subscribe when the mail server failed", async () => {
    const failing = await createTestApp();
    try {
      const email = uniqueEmail("gagal_kirim");
      const send = failing.app.mailer.send;
      failing.app.mailer.send = async () => {
        throw new Error("SMTP down");
      };
      const first = await subscribe(failing, { email });
      failing.app.mailer.send = send;

      expect(first.statusCode).toBe(200);
      const [row] = await failing.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, email));
      expect(row.confirmationSentAt).toBeNull();
      expect(confirmations(failing, email)).toHaveLength(0);

      expect((await subscribe(failing, { email })).statusCode).toBe(200);
      expect(confirmations(failing, email)).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe("unsubscribing from Lapak's newsletter", () => {
  it("gives every issue a link whose page removes the email on its button, and refuses a forged one", async () => {
    const email = uniqueEmail("berhenti");
    await subscribe(t, { email });
    const [mail] = confirmations(t, email);
    expect(mail.text).not.toMatch(/Kirim email ke/);
    const link = mail.text.match(/https?:\/\/\S+\/v1\/unsubscribe\?\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
    expect(mail.html).toContain("Berhenti Berlangganan");
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${link}>`);
    const url = new URL(link);

    const forged = await t.app.inject({
      method: "GET",
      url: `/v1/unsubscribe?email=${encodeURIComponent(email)}&token=${"A".repeat(43)}`,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.body).toContain("Tautan berhenti berlangganan tidak valid");
    expect(await t.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, email))).toHaveLength(1);

    // Opening the link (as a mail scanner does too) only asks; the button confirms.
    const opened = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toMatch(/^text\/html/);
    expect(opened.body).toContain("Berhenti berlangganan kabar Lapak?");
    expect(opened.body).toContain('<form method="post">');
    expect(opened.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await t.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, email))).toHaveLength(1);

    const confirm = () =>
      t.app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: { accept: "text/html,application/xhtml+xml", "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const clicked = await confirm();
    expect(clicked.statusCode).toBe(200);
    expect(clicked.headers["content-type"]).toMatch(/^text\/html/);
    expect(clicked.body).toContain("Anda sudah berhenti berlangganan");
    expect(await t.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, email))).toHaveLength(0);
    expect((await confirm()).statusCode).toBe(200);
    const forgedClick = await t.app.inject({
      method: "POST",
      url: `/v1/unsubscribe?email=${encodeURIComponent(email)}&token=${"A".repeat(43)}`,
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forgedClick.statusCode).toBe(422);
    expect(forgedClick.body).toContain("Tautan berhenti berlangganan tidak valid");
  });

  it("takes a mail app's one-click POST to the same link (RFC 8058), and refuses a forged one", async () => {
    const email = uniqueEmail("satu_klik");
    await subscribe(t, { email });
    const [mail] = confirmations(t, email);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(mail.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "");
    const post = (search: string, payload = "List-Unsubscribe=One-Click") =>
      t.app.inject({
        method: "POST",
        url: `${url.pathname}${search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    const rows = () => t.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, email));

    const forged = await post(`?email=${encodeURIComponent(email)}&token=${"A".repeat(43)}`);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toBeDefined();
    expect(await post(url.search, "List-Unsubscribe=Nanti")).toMatchObject({ statusCode: 422 });
    expect(await rows()).toHaveLength(1);

    const clicked = await post(url.search);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json().data).toEqual({ unsubscribed: true });
    expect(await rows()).toHaveLength(0);
  });
});

describe("POST /v1/subscribe rate limit", () => {
  it("answers 429 with Retry-After after 60 subscriptions an hour from one IP, and counts others apart", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
    try {
      for (let i = 0; i < 60; i++) {
        expect((await subscribe(limited, { email: `warga${i}@contoh.id` }, "198.51.100.20")).statusCode).toBe(200);
      }

      const refused = await subscribe(limited, { email: "satu.lagi@contoh.id" }, "198.51.100.20");

      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json().message).toMatch(/^Terlalu banyak percobaan/);
      expect(
        await limited.db.select().from(tables.subscribers).where(eq(tables.subscribers.email, "satu.lagi@contoh.id")),
      ).toHaveLength(0);
      expect((await subscribe(limited, { email: "tetangga@contoh.id" }, "198.51.100.21")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Emails are background jobs (ADR 0014): an SMTP outage delays a message and never loses it, a job
 * enqueued in a DB transaction exists only if it commits, a job waits while a burst of requests
 * keeps the app busy (ADR 0033), and N apps on one PostgreSQL send each email once.
 */

import { tables } from "@lapak/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../../src/integrations/mail/mailer";
import { SEND_EMAIL } from "../../src/lib/jobs/send-email";
import { PASSWORD, uniqueEmail } from "../helpers/accounts";
import { createCaptureMailer } from "../helpers/capture-mailer";
import { fileDatabase, projectEngine } from "../helpers/file-database";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import { createTestApp, type TestApp } from "../helpers/test-app";

const message = (to: string): MailMessage => ({
  kind: "test",
  to,
  subject: "Pesan uji",
  text: "Halo",
  html: "<p>Halo</p>",
});

async function jobsOf(t: TestApp, to: string) {
  const result = await t.db.execute(
    sql`select state, retry_count from pgboss.job where name = ${SEND_EMAIL} and data->>'to' = ${to}`,
  );
  return (result as unknown as { rows: { state: string; retry_count: number }[] }).rows;
}

describe("an email while SMTP is down", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  const received = () => smtp.received.flatMap((mail) => mail.to);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    smtp.refusing = true;
    t = await createTestApp({
      mailer: "real",
      env: { SMTP_URL: smtp.url, JOBS_RETRY_DELAY_SECONDS: "1", JOBS_POLL_SECONDS: "0.5" },
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("is retried with backoff while SMTP refuses it, and delivered once SMTP is back", async () => {
    const email = uniqueEmail("smtp_down");
    const registered = await t.app.inject({
      method: "POST",
      url: "/v1/auth/register",
      payload: { name: "Wulan Sari", email, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);

    // Refused at least twice: the job waits for its retry instead of being dropped.
    await vi.waitFor(async () => expect((await jobsOf(t, email))[0]?.retry_count).toBeGreaterThanOrEqual(2), {
      timeout: 15_000,
      interval: 200,
    });
    expect(received()).not.toContain(email);

    smtp.refusing = false;
    await vi.waitFor(() => expect(received()).toContain(email), { timeout: 20_000, interval: 200 });
    await vi.waitFor(async () => expect((await jobsOf(t, email))[0]?.state).toBe("completed"), { timeout: 5000 });
    expect(received().filter((to) => to === email)).toHaveLength(1);
  }, 45_000);
});

describe("an email enqueued inside a DB transaction", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("is sent when the transaction commits, and never exists when it rolls back", async () => {
    const kept = uniqueEmail("commit");
    const dropped = uniqueEmail("rollback");
    await t.db.transaction(async (tx) => {
      await tx.select().from(tables.users).limit(1);
      await t.app.mailer.send(message(kept), { tx });
    });
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mailer.send(message(dropped), { tx });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");

    await t.app.jobs.drain();
    expect(t.outbox.messages().filter((m) => m.to === kept)).toHaveLength(1);
    expect(await jobsOf(t, dropped)).toHaveLength(0);
  });
});

describe("a burst of emails", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A long idle poll: only the worker going straight on to the next job can deliver the burst in time.
    t = await createTestApp({ env: { JOBS_POLL_SECONDS: "3" } });
  });
  afterAll(() => t?.close());

  it("goes out back to back once the worker found the first, not one per polling interval", async () => {
    // 16 emails for the queue's 4 workers: at least four jobs each.
    const to = Array.from({ length: 16 }, (_, i) => uniqueEmail(`burst${i}`));
    // Enqueued in one DB transaction: the wake-up each send gives comes before the commit, so the
    // worker finds the jobs at its next poll (≤ 3 s). No drain here: drains wake the worker too.
    await t.db.transaction(async (tx) => {
      for (const address of to) await t.app.mailer.send(message(address), { tx });
    });
    const delivered = () => t.outbox.messages().filter((m) => to.includes(m.to)).length;
    // One job per worker per poll would take 4 × 3 s; back to back they all go within a poll and a moment.
    await vi.waitFor(() => expect(delivered()).toBe(16), { timeout: 6_000, interval: 50 });
  });
});

describe("an email during a burst of requests", () => {
  let t: TestApp;
  /**
   * Milliseconds of the main thread each request of the burst takes: more than the 10 ms between
   * requests, so the thread stays busy (a paid webhook takes 8–16 ms, by the machine). At 8 ms a
   * busy machine stretches the gaps until requests fill less than half the window and the
   * email goes out mid-burst.
   */
  const WORK_MS = 12;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get("/v1/test/busy", async () => {
          const until = performance.now() + WORK_MS;
          while (performance.now() < until);
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t?.close());

  it("waits until the requests calm down (ADR 0033: requests go first)", async () => {
    const to = uniqueEmail("ramai");
    const delivered = () => t.outbox.messages().some((m) => m.to === to);
    // 100 requests a second for 0.8 s (well under the 2 s a job waits at most), sent without
    // waiting for each other; the email is enqueued 0.2 s in.
    const requests: Promise<unknown>[] = [];
    let deliveredDuringBurst = false;
    const started = performance.now();
    while (performance.now() - started < 800) {
      // The chained form: this file's inject otherwise waits for the jobs after each request.
      requests.push(t.app.inject().get("/v1/test/busy").end());
      if (requests.length === 20) await t.app.mailer.send(message(to));
      deliveredDuringBurst ||= delivered();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(requests);
    expect(deliveredDuringBurst).toBe(false);
    await vi.waitFor(() => expect(delivered()).toBe(true), { timeout: 5_000, interval: 20 });
  });
});

describe.runIf(projectEngine() === "postgres")("two apps on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Each with pg-boss's own pool on the file's database, as two instances with DATABASE_URL run.
    expect((await fileDatabase()).database.url).toBeTruthy();
    // An outbox each, to see that both workers took jobs.
    first = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5" }, outbox: createCaptureMailer() });
    second = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5" }, outbox: createCaptureMailer() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("sends each queued email once, whichever app's worker takes it", async () => {
    const to = Array.from({ length: 30 }, (_, i) => uniqueEmail(`sekali_${i}`));
    await Promise.all(to.map((address, i) => (i % 2 ? first : second).app.mailer.send(message(address))));

    const sent = () => [...first.outbox.messages(), ...second.outbox.messages()].filter((m) => to.includes(m.to));
    await vi.waitFor(() => expect(sent()).toHaveLength(30), { timeout: 15_000, interval: 100 });
    await Promise.all([first.app.jobs.drain(), second.app.jobs.drain()]); // a second send would be done by now
    expect(sent()).toHaveLength(30);
    expect(new Set(sent().map((m) => m.to)).size).toBe(30);
    expect(first.outbox.messages().length).toBeGreaterThan(0);
    expect(second.outbox.messages().length).toBeGreaterThan(0);
  });
});

/**
 * Two instances of the built server, as `docs/deploy.md` runs them (DESIGN §2's scale-out path): one
 * PostgreSQL database, one Redis, one S3 server (s3rver) and one SMTP server, the same settings as
 * `deploy/lapak.env.example` (APP_SECRET shared, STRICT-like: no outbox, no local files). The buyer
 * journey alternates between them — sign-up on one, upload on the other, checkout on one, webhook
 * on the other, the live status on the first, download from either —, rate limits are shared, a
 * product edit on one is seen on the other's storefront at once, an SMTP outage of 30 s delays mail
 * without losing it, and killing one instance mid-purchase loses nothing. Needs TEST_DATABASE_URL,
 * TEST_REDIS_URL and `npm run build`; runs in `npm run test:slow`.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, startNginx } from "../helpers/nginx";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import {
  builtServerExists,
  deliverNotification,
  dropDatabase,
  freshDatabase,
  paidNotification,
  type ServerUnderTest,
  serverUnderTest,
} from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PASSWORD = "rahasia-banget-123";
const FILE_BYTES = 3 * 1024 * 1024;
const SHARED_SECRET = "multi-instance-app-secret-0123456789abcdefgh";

let a: ServerUnderTest;
let b: ServerUnderTest;
let databaseUrl: string;
let s3: TestS3Server;
let smtp: SmtpSink;
let sellerToken: string;
let username: string;
let productId: string;
let fileBytes: Buffer;
let fileId: string;

interface Answer<T> {
  status: number;
  data: T;
  message?: string;
}

async function api<T>(
  on: ServerUnderTest,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${on.url}/v1${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => null)) as { data: T; message?: string } | null;
  return { status: response.status, data: json?.data as T, message: json?.message };
}

const deliver = (on: ServerUnderTest, notification: { body: string; signature: string }) =>
  deliverNotification(on.url, notification);

/** Every file under `dir` (recursively) with its size. */
function filesUnder(dir: string): { path: string; size: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, size: statSync(path).size }));
}

/** Checks out the product as a new buyer on `on`; the transaction id and amount. */
async function checkout(on: ServerUnderTest, buyer: string) {
  const answer = await api<{ id: string; amount: number; status: string }>(on, "/transactions", {
    method: "POST",
    body: { productId, name: "Budi Santoso", email: buyer, phone: "081298765432", paymentMethod: "qris" },
  });
  expect(answer.status, answer.message).toBe(201);
  return answer.data;
}

/** Downloads the first file of a paid transaction through `on` (signed URL made by either). */
async function download(on: ServerUnderTest, transactionId: string, range?: string) {
  const order = await api<{ status: string; delivery: { files: { url: string }[] } }>(
    on,
    `/transactions/${transactionId}`,
  );
  expect(order.data.status).toBe("paid");
  const url = new URL(order.data.delivery.files[0].url, on.url);
  return fetch(`${on.url}${url.pathname}${url.search}`, { headers: range ? { range } : {} });
}

/**
 * Opens the live status stream of `transactionId` on `on` and resolves with the first status other
 * than `pending` it pushes (Server-Sent Events, `GET /v1/transactions/{id}/events`).
 */
async function liveStatus(on: ServerUnderTest, transactionId: string) {
  const controller = new AbortController();
  const response = await fetch(`${on.url}/v1/transactions/${transactionId}/events`, {
    headers: { accept: "text/event-stream" },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const statuses: string[] = [];
  const final = (async () => {
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`stream ended after ${statuses.join(", ")}`);
      buffer += decoder.decode(value, { stream: true });
      for (const match of buffer.matchAll(/^data: (.*)$/gm)) {
        const status = (JSON.parse(match[1]) as { status?: string }).status;
        if (status && statuses.at(-1) !== status) statuses.push(status);
        if (status && status !== "pending") {
          controller.abort();
          return { status, statuses };
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    }
  })();
  return { final, statuses };
}

const ready = !!adminUrl && !!redisUrl && builtServerExists();
if (!ready && process.env.CI && process.env.LAPAK_SLOW_TESTS) {
  throw new Error("The multi-instance suite needs TEST_DATABASE_URL, TEST_REDIS_URL and `npm run build` in CI.");
}

describe.skipIf(!ready)("two instances on one PostgreSQL, Redis, S3 and SMTP (built server)", () => {
  beforeAll(async () => {
    databaseUrl = await freshDatabase(adminUrl as string);
    s3 = await startS3Server();
    smtp = await startSmtpSink();
    const env = {
      APP_SECRET: SHARED_SECRET,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      ...s3.env,
      RATE_LIMIT_DISABLED: undefined, // limits on, shared through Redis
      GEOIP_DISABLED: "true",
    };
    a = await serverUnderTest(adminUrl as string, { databaseUrl, env });
    b = await serverUnderTest(adminUrl as string, { databaseUrl, env: { ...env, APP_URL: a.url } });
    // Both start at once on an empty database: one migrates and seeds, the other waits its turn.
    await Promise.all([a.start(), b.start()]);
  }, 180_000);

  afterAll(async () => {
    await a?.dispose();
    await b?.dispose();
    await smtp?.stop();
    await s3?.close();
    if (databaseUrl) await dropDatabase(adminUrl as string, databaseUrl);
  }, 60_000);

  it("both are ready with every outside system, and seeded the demo store once", async () => {
    for (const instance of [a, b]) {
      const ready = await api<{ status: string; checks: Record<string, string> }>(instance, "/health/ready");
      expect(ready.status).toBe(200);
      expect(ready.data.checks).toEqual(expect.objectContaining({ database: "ok", redis: "ok", storage: "ok" }));
    }
    const sellers = await a.query<{ n: number }>("select count(*)::int as n from users where username = 'demo'");
    expect(sellers[0].n).toBe(1);
  });

  it("signs a seller up on A (code by SMTP) and verifies on B", { timeout: 60_000 }, async () => {
    const email = `multi.${Date.now()}@contoh.id`;
    const registered = await api<{ registrationId: string }>(a, "/auth/register", {
      method: "POST",
      body: { name: "Sari Dua Mesin", email, password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const verified = await api<{ token: string }>(b, "/verify-otp", {
      method: "POST",
      body: { email, code: await smtp.otp(email), registrationId: registered.data.registrationId },
    });
    expect(verified.status, verified.message).toBe(200);
    sellerToken = verified.data.token;
    username = `dua_${Date.now().toString(36)}`;
    const profile = await api(a, "/auth/profile", {
      method: "PUT",
      token: sellerToken,
      body: { username, phone: "081234567890" },
    });
    expect(profile.status, profile.message).toBe(200);
  });

  it("uploads on B straight to S3 (nothing on either instance's disk) and publishes on A", {
    timeout: 60_000,
  }, async () => {
    fileBytes = Buffer.alloc(FILE_BYTES);
    for (let i = 0; i < FILE_BYTES; i++) fileBytes[i] = (i * 31 + 7) % 251;
    fileBytes.write("%PDF-1.4\n", 0);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(fileBytes)], { type: "application/pdf" }), "kelas-dua.pdf");
    const uploaded = await fetch(`${b.url}/v1/gallery-media/upload-file`, {
      method: "POST",
      headers: { authorization: `Bearer ${sellerToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as { data: { id: string } }).data;
    fileId = file.id;

    const product = await api<{ id: string }>(a, "/product/digital-downloads", {
      method: "POST",
      token: sellerToken,
      body: { title: "Kelas Dua Mesin", price: 25_000, fileIds: [file.id], status: "published" },
    });
    expect(product.status, product.message).toBe(201);
    productId = product.data.id;

    // The bytes are in the bucket, and no uploaded byte is on either instance's disk.
    const stored = await Promise.all((await s3.keys()).map((key) => s3.object(key)));
    expect(stored.some((bytes) => bytes.equals(fileBytes))).toBe(true);
    for (const instance of [a, b]) {
      const large = filesUnder(instance.dataDir).filter((entry) => entry.size >= 64 * 1024);
      expect(large, `files on ${instance.url}'s disk`).toEqual([]);
    }
  });

  it("shows a product edit made on A on B's cached storefront at once", { timeout: 60_000 }, async () => {
    const page = async () => (await fetch(`${b.url}/${username}`)).text();
    expect(await page()).toContain("Kelas Dua Mesin");
    // Stored by B (or by A: the cache is shared); a second read is a hit.
    const hit = await fetch(`${b.url}/${username}`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    await hit.text();

    const edited = await api(a, `/product/digital-downloads/${productId}`, {
      method: "PUT",
      token: sellerToken,
      body: { title: "Kelas Dua Mesin Edisi Baru", price: 25_000, fileIds: [fileId], status: "published" },
    });
    expect(edited.status, edited.message).toBe(200);
    const after = await page();
    expect(after).toContain("Kelas Dua Mesin Edisi Baru");
  });

  it("checks out on A, takes the webhook on B, pushes the status live on A, downloads from either", {
    timeout: 60_000,
  }, async () => {
    const transaction = await checkout(a, `budi.${Date.now()}@example.com`);
    const live = await liveStatus(a, transaction.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await deliver(b, paidNotification(transaction.id, transaction.amount))).status).toBe(200);
    const final = await Promise.race([
      live.final,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no live status within 10 s")), 10_000)),
    ]);
    expect(final.status).toBe("paid");

    for (const instance of [a, b]) {
      const whole = await download(instance, transaction.id);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(fileBytes)).toBe(true);
    }
    const part = await download(b, transaction.id, "bytes=1000-1999");
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(fileBytes.subarray(1000, 2000))).toBe(true);
  });

  it("shares rate limits: 10 wrong logins a minute per address, counted across both", async () => {
    const email = `tebak.${Date.now()}@contoh.id`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await api(i % 2 === 0 ? a : b, "/auth/login", {
        method: "POST",
        body: { email, password: `salah-${i}-sekali` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("delivers an email sent while SMTP was down for 30 s once it is back", { timeout: 150_000 }, async () => {
    await smtp.stop();
    const email = `tertunda.${Date.now()}@contoh.id`;
    const registered = await api(b, "/auth/register", {
      method: "POST",
      body: { name: "Email Tertunda", email, password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
    await smtp.start();
    const code = await smtp.otp(email, 90_000);
    const verified = await api(a, "/verify-otp", { method: "POST", body: { email, code } });
    expect(verified.status).toBe(200);
  });

  it.skipIf(!NGINX)(
    "serves through nginx with deploy/nginx-lapak.conf, from either instance, and from B alone once A is gone",
    {
      timeout: 60_000,
    },
    async () => {
      const proxy = await startNginx([new URL(a.url).host, new URL(b.url).host]);
      try {
        for (let i = 0; i < 4; i++) {
          const page = await fetch(`${proxy.url}/${username}`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain("Kelas Dua Mesin Edisi Baru");
        }
        const ready = await fetch(`${proxy.url}/v1/health/ready`);
        expect(ready.status).toBe(200);
        await a.terminate(); // SIGTERM: A drains and stops; nginx sends GETs to B.
        for (let i = 0; i < 4; i++) expect((await fetch(`${proxy.url}/${username}/`)).status).toBe(200);
        await a.start();
      } finally {
        await proxy.stop();
      }
    },
  );

  it("loses nothing when A is killed mid-purchase: B finishes it", { timeout: 60_000 }, async () => {
    const buyer = `dewi.${Date.now()}@example.com`;
    const transaction = await checkout(a, buyer);
    await a.kill9();
    expect((await deliver(b, paidNotification(transaction.id, transaction.amount))).status).toBe(200);
    const whole = await download(b, transaction.id);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(fileBytes)).toBe(true);
    // The buyer's receipt goes out from B.
    await smtp.waitFor(buyer, undefined, 30_000);
    const [{ net }] = await b.query<{ net: string }>(
      "select sum(seller_net) as net from transactions where status = 'paid' and product_id = $1",
      [productId],
    );
    const balance = await api<{ totalEarned: number }>(b, "/balance", { token: sellerToken });
    expect(balance.data.totalEarned).toBe(Number(net));
  });
});

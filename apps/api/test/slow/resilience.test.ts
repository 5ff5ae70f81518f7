/**
 * Resilience on PostgreSQL (DESIGN §6, "Nothing lost"), against the built server as a real
 * process: kill -9 in the middle of a burst of checkouts and payment webhooks, restart, and prove
 * that every acknowledged transaction and ledger row is there, that the seller's balance equals the
 * sum of the net of paid sales, and that replaying every webhook changes nothing; then SIGTERM with a
 * download in flight: it finishes, and the process exits 0. (A PostgreSQL restart under the running
 * app is `database-outage.test.ts`.) Needs TEST_DATABASE_URL and `npm run build`; `npm run test:slow`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtServerExists,
  deliverNotification,
  paidNotification,
  type ServerUnderTest,
  serverUnderTest,
} from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "rahasia-banget-123";
const FILE_BYTES = 8 * 1024 * 1024;

let s: ServerUnderTest;
let sellerToken: string;
let productId: string;

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${s.url}/v1${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => null)) as { data: T } | null;
  return { status: response.status, data: json?.data as T };
}

const deliver = (notification: { body: string; signature: string }) => deliverNotification(s.url, notification);

/** What the ledger says, per kind and bucket, and the statuses of all transactions. */
async function snapshot() {
  const ledger = await s.query<{ kind: string; bucket: string; rows: string; total: string }>(
    "select kind, bucket, count(*) as rows, sum(amount) as total from ledger_entries group by kind, bucket order by kind, bucket",
  );
  const statuses = await s.query<{ status: string; n: string }>(
    "select status, count(*) as n from transactions group by status order by status",
  );
  return { ledger, statuses };
}

describe.skipIf(!adminUrl || !builtServerExists())("resilience on PostgreSQL (built server)", () => {
  beforeAll(async () => {
    s = await serverUnderTest(adminUrl as string);
    await s.start();
    const email = `tahan.${Date.now()}@contoh.id`;
    const registered = await api<{ registrationId: string }>("/auth/register", {
      method: "POST",
      body: { name: "Sari Tahan", email, password: PASSWORD },
    });
    const verified = await api<{ token: string }>("/verify-otp", {
      method: "POST",
      body: { email, code: await s.otp(email), registrationId: registered.data.registrationId },
    });
    sellerToken = verified.data.token;
    await api("/auth/profile", {
      method: "PUT",
      token: sellerToken,
      body: { username: `tahan_${Date.now().toString(36)}`, phone: "081234567890" },
    });
    const form = new FormData();
    const pdf = Buffer.alloc(FILE_BYTES, 0x20);
    pdf.write("%PDF-1.4\n", 0);
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "kelas.pdf");
    const uploaded = await fetch(`${s.url}/v1/gallery-media/upload-file`, {
      method: "POST",
      headers: { authorization: `Bearer ${sellerToken}` },
      body: form,
    });
    const file = ((await uploaded.json()) as { data: { id: string } }).data;
    const product = await api<{ id: string }>("/product/digital-downloads", {
      method: "POST",
      token: sellerToken,
      body: { title: "Kelas Tahan Banting", price: 25_000, fileIds: [file.id], status: "published" },
    });
    expect(product.status).toBe(201);
    productId = product.data.id;
  }, 120_000);
  afterAll(async () => {
    await s?.dispose();
  });

  it("loses nothing acknowledged when killed with -9 mid-burst, and replays change nothing", {
    timeout: 240_000,
  }, async () => {
    const acknowledged = new Map<string, number>(); // transaction id → amount
    const paid = new Set<string>();
    const sent: { id: string; notification: { body: string; signature: string } }[] = [];
    let stop = false;

    async function buyer(n: number) {
      for (let i = 0; !stop; i++) {
        try {
          const checkout = await api<{ id: string; amount: number }>("/transactions", {
            method: "POST",
            body: {
              productId,
              name: "Budi Santoso",
              email: `budi.${n}.${i}@example.com`,
              phone: "081298765432",
              paymentMethod: "qris",
            },
          });
          if (checkout.status !== 201) continue;
          acknowledged.set(checkout.data.id, checkout.data.amount);
          const notification = paidNotification(checkout.data.id, checkout.data.amount);
          sent.push({ id: checkout.data.id, notification });
          if ((await deliver(notification)).status === 200) paid.add(checkout.data.id);
        } catch {
          return; // the server is gone
        }
      }
    }

    const buyers = Array.from({ length: 12 }, (_, n) => buyer(n));
    while (paid.size < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    await s.kill9();
    stop = true;
    await Promise.all(buyers);
    expect(paid.size).toBeGreaterThanOrEqual(60);

    await s.start();
    const rows = await s.query<{ id: string; status: string; seller_net: number }>(
      "select id, status, seller_net from transactions",
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of acknowledged.keys()) expect(byId.has(id), `checkout ${id} acknowledged, then lost`).toBe(true);
    const saleRows = await s.query<{ source_id: string }>("select source_id from ledger_entries where kind = 'sale'");
    const sales = new Set(saleRows.map((row) => row.source_id));
    for (const id of paid) {
      expect(byId.get(id)?.status, `webhook for ${id} acknowledged, then lost`).toBe("paid");
      expect(sales.has(id), `no ledger row for acknowledged payment ${id}`).toBe(true);
    }

    async function expectBalanceMatchesSales() {
      const [{ net }] = await s.query<{ net: string | null }>(
        "select sum(seller_net) as net from transactions where status = 'paid'",
      );
      const [{ ledger }] = await s.query<{ ledger: string | null }>("select sum(amount) as ledger from ledger_entries");
      const balance = await api<{ totalEarned: number }>("/balance", { token: sellerToken });
      expect(Number(ledger)).toBe(Number(net));
      expect(balance.data.totalEarned).toBe(Number(net));
    }
    await expectBalanceMatchesSales();

    // The gateway retries what it never heard back about; after that, any replay changes nothing.
    for (const { notification } of sent) expect((await deliver(notification)).status).toBe(200);
    await expectBalanceMatchesSales();
    const settled = await snapshot();
    for (const { notification } of sent) expect((await deliver(notification)).status).toBe(200);
    for (const { id, notification } of sent.slice(0, 20)) {
      // A new event id for a payment already applied: still applied once.
      const again = paidNotification(id, JSON.parse(notification.body).amount);
      expect((await deliver(again)).status).toBe(200);
    }
    expect(await snapshot()).toEqual(settled);
    await expectBalanceMatchesSales();
  });

  it("finishes a download in flight on SIGTERM, then exits 0", { timeout: 120_000 }, async () => {
    const checkout = await api<{ id: string; amount: number }>("/transactions", {
      method: "POST",
      body: {
        productId,
        name: "Dewi Unduh",
        email: "dewi.unduh@example.com",
        phone: "081298765432",
        paymentMethod: "qris",
      },
    });
    expect((await deliver(paidNotification(checkout.data.id, checkout.data.amount))).status).toBe(200);
    const order = await api<{ delivery: { files: { url: string }[] } }>(`/transactions/${checkout.data.id}`);
    const url = order.data.delivery.files[0].url;
    const response = await fetch(url.startsWith("http") ? url : `${s.url}${url}`);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = (await reader.read()).value?.length ?? 0;

    const t0 = Date.now();
    const exit = s.terminate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${s.url}/v1/health`)).rejects.toThrow(); // no new requests once stopping
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
    }
    expect(received).toBe(FILE_BYTES);
    expect(await exit).toBe(0);
    // Idle keep-alive connections do not hold the exit (Fastify's keep-alive timeout is 72 s).
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});

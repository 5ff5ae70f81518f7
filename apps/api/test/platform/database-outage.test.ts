/**
 * PostgreSQL restarting under a running app (a failover, an upgrade): the app must not crash on the
 * connections it loses, must answer 503 in Indonesian, promptly, while the database is away, and
 * must serve again by itself once it is back. The restart is simulated without touching the shared
 * server: the app's pool reaches PostgreSQL through a TCP proxy, and "stopping" sends the app's
 * sessions the FATAL 57P01 a shutdown sends (`pg_terminate_backend`), then refuses connections.
 * PostgreSQL only: PGlite lives inside the process and cannot go away.
 */
import { type Database, DEMO_USERNAME, openDatabase, seedDemoStore } from "@lapak/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { fileDatabase, projectEngine } from "../helpers/file-database";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { createTestApp, type TestApp } from "../helpers/test-app";

const UNAVAILABLE = {
  message: "Layanan sedang tidak tersedia sementara. Coba lagi beberapa saat lagi.",
  code: "service_unavailable",
};

let proxy: TcpProxy;
let database: Database;
let t: TestApp;
let databaseName: string;
let logs: { msg: string; err?: { message: string } }[] = [];
/** A request parked inside a database transaction until the test lets it go on. */
const parked = { entered: deferred(), resume: deferred() };

beforeAll(async () => {
  if (projectEngine() !== "postgres") return;
  const file = await fileDatabase();
  const url = new URL(file.url as string);
  databaseName = url.pathname.slice(1);
  await seedDemoStore(file.database.db);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  database = await openDatabase({ url: proxy.through(url.toString()), poolSize: 4 });
  t = await createTestApp({
    database,
    logger: { level: "warn", stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    beforeReady(app) {
      app.get("/v1/test/transaksi-panjang", async () => {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          parked.entered.resolve();
          await parked.resume.promise;
          await tx.execute(sql`select 1`);
        });
        return { data: { ok: true } };
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
  await proxy?.start();
  await database?.close();
  await proxy?.close();
});

// A public read that needs the database each time: the seller's profile and products are answered
// from the page cache once read (ADR 0024), the store's pixel ids are not.
const storefront = () => t.app.inject({ method: "GET", url: `/v1/sellers/${DEMO_USERNAME}/pixels` });
const cachedProfile = () => t.app.inject({ method: "GET", url: `/v1/sellers/${DEMO_USERNAME}` });

describe.skipIf(projectEngine() !== "postgres")("when PostgreSQL restarts under the running app", () => {
  // Each test starts with the database up, whatever the one before left behind.
  beforeEach(() => proxy.start());

  it("answers 503 in Indonesian at once while it is away, and 200 again by itself once it is back", async () => {
    // Several requests at once leave several idle clients in the pool: what a restart hits.
    for (const response of await Promise.all([storefront(), storefront(), storefront(), storefront()])) {
      expect(response.statusCode).toBe(200);
    }
    expect((await cachedProfile()).statusCode).toBe(200);

    logs = [];
    await stopPostgres();

    // Each lost connection is logged, and none crashed the process (vitest fails on an unhandled
    // `error` event, which is what node-postgres raised here before).
    const lost = logs.filter((line) => line.msg === "database connection lost");
    expect(lost.length).toBeGreaterThanOrEqual(1);
    expect(lost[0]?.err?.message).toBe("terminating connection due to administrator command");
    expect(JSON.stringify(logs)).not.toContain("connectionParameters"); // the pg client, with its password

    const started = performance.now();
    const away = await storefront();
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual(UNAVAILABLE);
    expect(away.headers["retry-after"]).toBe("5");
    expect(performance.now() - started).toBeLessThan(2000);
    // What the page cache holds is still served while the database is away.
    expect((await cachedProfile()).statusCode).toBe(200);

    const login = await t.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: "budi@contoh.id", password: "rahasia-banget-123" },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(UNAVAILABLE);

    const health = await t.app.inject({ method: "GET", url: "/v1/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual(UNAVAILABLE);

    await proxy.start();

    const back = await eventually(storefront, 5000);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual({ metaPixelId: null, tiktokPixelId: null });
    expect((await t.app.inject({ method: "GET", url: "/v1/health" })).statusCode).toBe(200);
  });

  it("answers 503 for a request whose transaction the restart cuts off, and keeps serving", async () => {
    const pending = t.app.inject({ method: "GET", url: "/v1/test/transaksi-panjang" });
    await Promise.race([
      parked.entered.promise,
      pending.then((response) => Promise.reject(new Error(`answered before the restart: ${response.body}`))),
    ]);

    await stopPostgres();
    parked.resume.resolve();

    const response = await pending;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);

    await proxy.start();
    expect((await eventually(storefront, 5000)).statusCode).toBe(200);
  });

  it("gives up on a database that does not answer at all within the connect timeout, with 503", async () => {
    expect((await storefront()).statusCode).toBe(200);

    await proxy.hang();
    await settle();

    const started = performance.now();
    const away = await storefront();
    const waitedMs = performance.now() - started;
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual(UNAVAILABLE);
    expect(waitedMs).toBeLessThan(10_000);

    await proxy.start();
    expect((await eventually(storefront, 5000)).statusCode).toBe(200);
  });
});

/**
 * What a PostgreSQL shutdown does to the app: FATAL 57P01 to each of its sessions (they close),
 * then no new connection is accepted until it is back (`proxy.start()`).
 */
async function stopPostgres(): Promise<void> {
  const ports = proxy.upstreamPorts();
  const admin = new pg.Client({ connectionString: inject("testDatabaseUrl") });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND client_port = ANY($2::int[])`,
      [databaseName, ports],
    );
    // Wait until the sessions are gone, so the FATAL has reached the app before the proxy closes.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { rows } = await admin.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND client_port = ANY($2::int[])",
        [databaseName, ports],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
  await proxy.stop();
  await settle();
}

/** Lets the app's sockets see what happened (their error events fire here, inside the test). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Calls `request` until it answers 200 or `ms` pass; returns the last answer. */
async function eventually<R extends { statusCode: number }>(request: () => Promise<R>, ms: number): Promise<R> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await request();
    if (response.statusCode === 200 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The built server (`apps/api/dist/server.js`, what `npm start` runs) as a child process on a
 * PostgreSQL database of its own, for the resilience suite (start, kill -9, restart, SIGTERM), or
 * on a database shared with other instances, for the multi-instance suite.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const SERVER = fileURLToPath(new URL("../../dist/server.js", import.meta.url));
export const SANDBOX_SECRET = "resilience-sandbox-webhook-secret";

/** A sandbox "paid" notification for `transactionId`: its raw body and `x-signature`, as the sandbox signs. */
export function paidNotification(transactionId: string, amount: number) {
  const body = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    transaction_id: transactionId,
    status: "paid",
    amount,
    occurred_at: new Date().toISOString(),
  });
  return { body, signature: createHmac("sha256", SANDBOX_SECRET).update(body).digest("hex") };
}

/** Posts `notification` to the sandbox webhook of the server at `url`. */
export function deliverNotification(url: string, notification: { body: string; signature: string }) {
  return fetch(`${url}/v1/webhooks/payments/sandbox`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": notification.signature },
    body: notification.body,
  });
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ServerUnderTest {
  url: string;
  databaseUrl: string;
  dataDir: string;
  process: ChildProcess | null;
  start(): Promise<void>;
  /** SIGKILL: no cleanup, no draining — a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM; resolves with the exit code. */
  terminate(): Promise<number | null>;
  /** The OTP in the newest email to `email` (the outbox folder: no SMTP_URL). */
  otp(email: string): Promise<string>;
  /** Runs `sql` on the server's database. */
  query<T>(sql: string, values?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export function builtServerExists(): boolean {
  return existsSync(SERVER);
}

export interface ServerOptions {
  /** Another instance's database to share (not created, not dropped here); default a fresh one. */
  databaseUrl?: string;
  /** Environment on top of the defaults below; `undefined` removes a default (RATE_LIMIT_DISABLED). */
  env?: Record<string, string | undefined>;
}

/** A fresh database `lapak_resilience_<random>` made through `adminUrl`; returns its URL. */
export async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `lapak_resilience_${randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.toString();
}

/** Drops the database `freshDatabase` made, even with connections still open. */
export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A server on a fresh database made through `adminUrl` (dropped by `dispose`), or on
 * `options.databaseUrl` shared with other instances (left to its maker).
 */
export async function serverUnderTest(adminUrl: string, options: ServerOptions = {}): Promise<ServerUnderTest> {
  const ownDatabase = !options.databaseUrl;
  const databaseUrl = new URL(options.databaseUrl ?? (await freshDatabase(adminUrl)));
  const dataDir = mkdtempSync(join(tmpdir(), "lapak-resilience-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });

  const handle: ServerUnderTest = {
    url,
    databaseUrl: databaseUrl.toString(),
    dataDir,
    process: null,
    async start() {
      const child = spawn(process.execPath, [SERVER], {
        env: definedOnly({
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          APP_URL: url,
          APP_SECRET: "resilience-app-secret-0123456789abcdefghij",
          SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
          DATABASE_URL: databaseUrl.toString(),
          RATE_LIMIT_DISABLED: "true",
          GEOIP_DISABLED: "true",
          LOG_LEVEL: process.env.RESILIENCE_LOG ? "info" : "warn",
          HOLD_DAYS: "0",
          ...options.env,
        }),
        stdio: ["ignore", process.env.RESILIENCE_LOG ? "pipe" : "ignore", "pipe"],
      });
      if (process.env.RESILIENCE_LOG) {
        const { appendFileSync } = await import("node:fs");
        const log = process.env.RESILIENCE_LOG;
        child.stdout?.on("data", (chunk) => appendFileSync(log, chunk));
      }
      child.stderr?.on("data", () => {});
      handle.process = child;
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          if ((await fetch(`${url}/v1/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error("server did not start within 60 s");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async kill9() {
      const child = handle.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    async terminate() {
      const child = handle.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      return exited;
    },
    async otp(email) {
      const outbox = join(dataDir, "outbox");
      for (let i = 0; i < 100; i++) {
        const newest = existsSync(outbox)
          ? readdirSync(outbox)
              .filter((file) => file.includes(`-otp-${email}`))
              .sort()
              .at(-1)
          : undefined;
        const subject = newest && readFileSync(join(outbox, newest), "utf8").match(/^Subject: (\d{6}) /m);
        if (subject) return subject[1];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no OTP for ${email}`);
    },
    async query<T>(sql: string, values: unknown[] = []) {
      return (await pool.query(sql, values)).rows as T[];
    },
    async dispose() {
      await handle.kill9();
      await pool.end();
      if (ownDatabase) await dropDatabase(adminUrl, databaseUrl.toString());
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** `env` without the keys whose value is `undefined` (spawn would pass the string "undefined"). */
function definedOnly(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

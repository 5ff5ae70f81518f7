// What the bench scripts share (bench/run.mjs, bench/webhooks.mjs, bench/sales.mjs): starting the
// BUILT app as a child process, reading a process's CPU time and memory from /proc, a free port, a
// throwaway PostgreSQL database, the sandbox gateway's webhook signature, and the disk's flush latency.
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { closeSync, fdatasyncSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = fileURLToPath(new URL("..", import.meta.url));
/** The sandbox gateway's webhook secret every bench app runs with. */
export const WEBHOOK_SECRET = "bench-sandbox-webhook-secret";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `command` is on the PATH. */
export function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

/** The sandbox gateway's `x-signature` of a raw body: HMAC-SHA256, hex (integrations/payments/sandbox.ts). */
export function signSandbox(body) {
  return createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
}

/**
 * `count` checkout requests for bench/fixed-rate.mjs: `POST /v1/transactions` for `productId` by QRIS,
 * each from a buyer email of its own (the limits are per email too).
 */
export function checkoutRequests(productId, count) {
  return Array.from({ length: count }, (_, i) => ({
    method: "POST",
    path: "/v1/transactions",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      productId,
      name: "Pembeli Bench",
      email: `pembeli.${i}.${randomBytes(2).toString("hex")}@contoh.id`,
      phone: "081234567890",
      paymentMethod: "qris",
    }),
  }));
}

/** The sandbox gateway's signed "paid" webhook for each transaction id (`amount` in rupiah). */
export function paidWebhookRequests(transactionIds, amount) {
  return transactionIds.map((id) => {
    const body = JSON.stringify({
      event_id: `sbx_evt_bench_${id}`,
      transaction_id: id,
      status: "paid",
      amount,
      occurred_at: new Date().toISOString(),
    });
    return {
      method: "POST",
      path: "/v1/webhooks/payments/sandbox",
      headers: { "content-type": "application/json", "x-signature": signSandbox(body) },
      body,
    };
  });
}

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
}

/** CPU time a process has used, user + system, in µs (/proc/<pid>/stat, clock ticks at USER_HZ = 100). */
export function cpuUs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/**
 * Starts `apps/api/dist/server.js` on a free port, as `npm start` runs it (production, glibc arenas
 * at 2), on `dataDir`, with rate limits and GeoIP off (one client IP sends everything) and `env`
 * over that; resolves once `/build.json` answers. Returns `{ origin, pid, child, startMs, stderr(),
 * stop() }` (`stderr()`: its last 20,000 characters). Throws with that stderr if the app exits while
 * starting.
 */
export async function spawnApp({ dataDir, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, "apps/api/dist/server.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      // As `npm start` and the deploy files run it (scripts/start.mjs: glibc arenas and sharp).
      MALLOC_ARENA_MAX: "2",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      APP_SECRET: "bench-app-secret-0123456789abcdefghijklmnopqrstuv",
      SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // One client IP sends every checkout here; the limits are per IP and email (DESIGN §6).
      RATE_LIMIT_DISABLED: "true",
      GEOIP_DISABLED: "true",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app stopped while starting:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/build.json`)).status === 200) break;
    } catch {}
    await sleep(25);
  }
  return {
    origin,
    pid: child.pid,
    child,
    startMs: Math.round(performance.now() - spawnedAt),
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** A new database `<prefix>_<random>` on the PostgreSQL server of `adminUrl`: `{ url, drop() }`. */
export async function createDatabase(adminUrl, prefix = "lapak_bench") {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * The disk's commit latency: 8 KB written and `fdatasync`ed over and over for `ms` (default 2,000)
 * in the temporary folder. PostgreSQL flushes its WAL so at every COMMIT, so one slow flush stalls
 * every commit behind it — on a shared VM disk a flush that usually takes 0.1 ms sometimes takes
 * 0.5 s. Returns { syncs, p50Ms, p999Ms, maxMs, over100Ms (how many flushes took longer) }.
 */
export function fsyncProbe(ms = 2000) {
  const path = join(tmpdir(), `lapak-fsync-${process.pid}`);
  const fd = openSync(path, "w");
  const block = Buffer.alloc(8192, 1);
  const latencies = [];
  const started = performance.now();
  try {
    while (performance.now() - started < ms) {
      const at = performance.now();
      writeSync(fd, block, 0, block.length, 0);
      fdatasyncSync(fd);
      latencies.push(performance.now() - at);
    }
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 100) / 100;
  return {
    syncs: latencies.length,
    p50Ms: at(0.5),
    p999Ms: at(0.999),
    maxMs: at(1),
    over100Ms: latencies.filter((latency) => latency > 100).length,
  };
}

// The webhook burst of DESIGN §6 (ADR 0033, ADR 0034): 1,000 sandbox payment webhooks
// at a fixed 100 req/s against the BUILT app, on the embedded PGlite and — when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) is set — on PostgreSQL too. Budgets (DESIGN §6), on PostgreSQL only (PGlite's
// figures are printed beside them, ADR 0043): p99 < 150 ms, no errors, and every email of the 1,000 sales written afterwards
// (a receipt and a "new sale" email each: 2,000 `.eml` files in DATA_DIR/outbox).
//
// Each engine gets an app of its own (a new data folder / a new database), 3 s of checkouts to warm
// it, 1,000 checkouts at 100 req/s (their p99 on PostgreSQL is DESIGN §6's POST /v1/transactions
// budget, < 150 ms), 2 s of quiet, then the webhooks — sent by bench/fixed-rate.mjs, its own process
// (the load never comes from the server's process). Latencies count from the moment each request
// was due (open loop). After the burst it waits (up to 120 s) for the outbox to hold every email
// and reports how long after the last webhook the last one was written (its file's mtime).
//
// `npm run bench` calls `webhookBursts()`; `node bench/webhooks.mjs` runs it alone and prints the
// rows and budget lines. WEBHOOKS_CPU_PROF=<dir> starts the server with `node --cpu-prof` (the
// profile is written when the app stops; each row then carries the burst's window on the profile's
// clock, monotonicStartUs/monotonicEndUs); WEBHOOKS_ENGINES=pglite|postgres limits the engines; WEBHOOKS_COUNT sets the burst's size (1000);
// WEBHOOKS_APP_ENV='{"JOBS_DISABLED":"true"}' adds settings to the app's environment;
// WEBHOOKS_EMAIL_WAIT_MS sets how long to wait for the emails (120000); WEBHOOKS_KEEP=1 keeps the data folder (its path is printed) to inspect `pgboss.job` afterwards.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  checkoutRequests,
  cpuUs,
  createDatabase,
  fsyncProbe,
  paidWebhookRequests,
  root,
  sleep,
  spawnApp,
} from "./lib.mjs";

/** Webhooks per burst (WEBHOOKS_COUNT for a quick A/B run; the budget is for 1,000), and their rate in req/s. */
const COUNT = Number(process.env.WEBHOOKS_COUNT ?? 1000);
const RATE = 100;
/** p99 budgets in ms, by engine (DESIGN §6). */
const P99_BUDGET_MS = { postgres: 150 };
/** DESIGN §6's checkout budget, p99 in ms at 100 req/s on PostgreSQL. */
export const CHECKOUT_P99_BUDGET_MS = 150;
/** How long the emails may take to leave after the burst before the run stops waiting, in ms. */
const EMAIL_WAIT_MS = Number(process.env.WEBHOOKS_EMAIL_WAIT_MS ?? 120_000);

const log = (line) => process.stderr.write(`· ${line}\n`);
/** CPU time a process has used, user + system, in ms. */
const cpuMs = (pid) => cpuUs(pid) / 1000;

/** Starts `apps/api/dist/server.js` on `dataDir` (and `databaseUrl` when given); resolves once it answers. */
function startApp({ dataDir, databaseUrl, cpuProfDir }) {
  return spawnApp({
    dataDir,
    nodeArgs: cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", cpuProfDir] : [],
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // Experiments: extra settings for the app, as JSON (e.g. {"JOBS_DISABLED":"true"}).
      ...JSON.parse(process.env.WEBHOOKS_APP_ENV ?? "{}"),
    },
  });
}

/** Sends `requests` at `rate` req/s from bench/fixed-rate.mjs (its own process); its JSON line. */
async function fixedRate(origin, rate, requests, work) {
  const spec = join(work, `fixed-rate-${randomBytes(3).toString("hex")}.json`);
  writeFileSync(spec, JSON.stringify({ origin, rate, seconds: requests.length / rate, requests }));
  const child = spawn(process.execPath, [join(root, "bench/fixed-rate.mjs"), spec], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.once("exit", resolve));
  return JSON.parse(out.trim().split("\n").at(-1));
}

/** The `.eml` files of an outbox folder: how many, and the newest one's mtime (ms since the epoch). */
function outbox(dir) {
  if (!existsSync(dir)) return { count: 0, newestMs: 0 };
  let newestMs = 0;
  const files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  for (const file of files) newestMs = Math.max(newestMs, statSync(join(dir, file)).mtimeMs);
  return { count: files.length, newestMs };
}

/**
 * One burst on one engine (`databaseUrl` null: PGlite). Returns { engine, due, ok, errors,
 * statuses, p50Ms, p90Ms, p99Ms, maxMs (ms from when each webhook was due), cpuMsPerWebhook (the
 * server's CPU during the burst / webhooks), cpuMsPerWebhookWithEmails (the same until the last
 * email was written), emailsExpected, emailsWritten, lastEmailAfterBurstMs
 * (null when not every email came within 120 s) }.
 */
export async function webhookBurst({ databaseUrl = null, cpuProfDir = process.env.WEBHOOKS_CPU_PROF } = {}) {
  const engine = databaseUrl ? "postgres" : "pglite";
  const work = mkdtempSync(join(tmpdir(), "lapak-bench-webhooks-"));
  const database = databaseUrl ? await createDatabase(databaseUrl, "lapak_bench_webhooks") : null;
  const dataDir = join(work, "data");
  let app = null;
  try {
    log(`webhook burst (${engine}): starting the app`);
    app = await startApp({ dataDir, databaseUrl: database?.url, cpuProfDir });
    const products = (await (await fetch(`${app.origin}/v1/sellers/demo/products`)).json()).data;
    const product = products.find((item) => item.type === "digital_download" && item.price > 0);

    // 3 s of checkouts first, left unpaid: the measured ones then meet a warm process (JIT, pool).
    log(`webhook burst (${engine}): 3 s of checkouts to warm up`);
    await fixedRate(app.origin, RATE, checkoutRequests(product.id, RATE * 3), work);
    log(`webhook burst (${engine}): ${COUNT} checkouts at ${RATE} req/s`);
    const checkouts = checkoutRequests(product.id, COUNT);
    const cpuBeforeCheckouts = cpuMs(app.pid);
    const checkout = await fixedRate(app.origin, RATE, checkouts, work);
    const cpuCheckouts = cpuMs(app.pid) - cpuBeforeCheckouts;
    if (checkout.ids.length !== COUNT) log(`⚠ only ${checkout.ids.length} of ${COUNT} checkouts succeeded`);
    await sleep(2000);

    const webhooks = paidWebhookRequests(checkout.ids, product.price);
    const mails = join(dataDir, "outbox");
    const before = outbox(mails).count;
    log(`webhook burst (${engine}): ${webhooks.length} webhooks at ${RATE} req/s`);
    const cpuBefore = cpuMs(app.pid);
    const monotonicStartUs = Number(process.hrtime.bigint() / 1000n);
    const paid = await fixedRate(app.origin, RATE, webhooks, work);
    const burstEnd = Date.now();
    const monotonicEndUs = Number(process.hrtime.bigint() / 1000n);
    const cpuDuring = cpuMs(app.pid) - cpuBefore;

    // A receipt and a "new sale" email for every paid sale.
    const emailsExpected = paid.ok * 2;
    let written = outbox(mails);
    while (written.count - before < emailsExpected && Date.now() - burstEnd < EMAIL_WAIT_MS) {
      await sleep(250);
      written = outbox(mails);
    }
    const emailsWritten = written.count - before;
    // All the work of the burst, the emails' included: from its start to the last email's write.
    const cpuAll = cpuMs(app.pid) - cpuBefore;
    return {
      engine,
      // The checkouts the webhooks pay, sent the same way: DESIGN §6's POST /v1/transactions budget.
      checkout: {
        due: checkout.due,
        ok: checkout.ok,
        errors: checkout.errors,
        p50Ms: checkout.p50,
        p99Ms: checkout.p99,
        maxMs: checkout.max,
        cpuMsPerCheckout: Math.round((cpuCheckouts / Math.max(1, checkout.due)) * 100) / 100,
      },
      due: paid.due,
      ok: paid.ok,
      errors: paid.errors,
      statuses: paid.statuses,
      p50Ms: paid.p50,
      p90Ms: paid.p90,
      p99Ms: paid.p99,
      maxMs: paid.max,
      cpuMsPerWebhook: Math.round((cpuDuring / Math.max(1, paid.due)) * 100) / 100,
      cpuMsPerWebhookWithEmails: Math.round((cpuAll / Math.max(1, paid.due)) * 100) / 100,
      emailsExpected,
      emailsWritten,
      lastEmailAfterBurstMs:
        emailsWritten >= emailsExpected ? Math.max(0, Math.round(written.newestMs - burstEnd)) : null,
      loadavg: loadavg().map((n) => Math.round(n * 10) / 10),
      // CLOCK_MONOTONIC in µs, the clock of a --cpu-prof profile's timestamps: the burst's window.
      ...(cpuProfDir
        ? { monotonicStartUs, monotonicEndUs, emailsDoneUs: Number(process.hrtime.bigint() / 1000n) }
        : {}),
    };
  } finally {
    await app?.stop();
    await database?.drop().catch(() => {});
    if (process.env.WEBHOOKS_KEEP) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

/** The PostgreSQL server the bursts also run on: BENCH_DATABASE_URL, else TEST_DATABASE_URL; null for none. */
export const burstDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/**
 * The burst on PGlite, then on PostgreSQL when `databaseUrl` is given (default: BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL). Returns { rows: webhookBurst results, budgets: [{ name, limit, value,
 * pass }] } — the shape of bench/run.mjs's budgets.
 */
export async function webhookBursts({ databaseUrl = burstDatabaseUrl } = {}) {
  const only = process.env.WEBHOOKS_ENGINES;
  const rows = [];
  if (!only || only === "pglite") rows.push(await webhookBurst({ databaseUrl: null }));
  if (databaseUrl && (!only || only === "postgres")) {
    const disk = fsyncProbe();
    rows.push({ ...(await webhookBurst({ databaseUrl })), disk });
  }
  const budgets = [];
  for (const row of rows) {
    // PGlite's burst is printed, not budgeted: DESIGN §6 budgets PostgreSQL, PGlite only the demo (ADR 0043).
    if (row.engine !== "postgres") continue;
    // DESIGN §6: "POST /v1/transactions p99 < 150 ms at 100 req/s on PostgreSQL".
    budgets.push({
      name: `POST /v1/transactions p99 < ${CHECKOUT_P99_BUDGET_MS} ms at ${RATE} req/s, 0 errors (postgres)`,
      limit: CHECKOUT_P99_BUDGET_MS,
      value: row.checkout.p99Ms,
      pass: row.checkout.p99Ms < CHECKOUT_P99_BUDGET_MS && row.checkout.errors === 0,
    });
    const limit = P99_BUDGET_MS[row.engine];
    budgets.push({
      name: `webhook burst: ${COUNT} at ${RATE} req/s, p99 < ${limit} ms, 0 errors (${row.engine})`,
      limit,
      value: row.p99Ms,
      pass: row.p99Ms < limit && row.errors === 0,
    });
    budgets.push({
      name: `webhook burst: every email written within ${EMAIL_WAIT_MS / 1000} s after it (${row.engine})`,
      limit: row.emailsExpected,
      value: `${row.emailsWritten}/${row.emailsExpected}, last ${row.lastEmailAfterBurstMs ?? "—"} ms after`,
      pass: row.emailsWritten >= row.emailsExpected,
    });
  }
  return { rows, budgets };
}

/** One line per burst, as bench/run.mjs prints its fixed-rate rows. */
export function formatBurst(row) {
  const c = row.checkout;
  return (
    `checkouts before the burst (${row.engine}): ${c.ok}/${c.due} ok, ${c.errors} errors, p50 ${c.p50Ms} ms, ` +
    `p99 ${c.p99Ms} ms, max ${c.maxMs} ms, ${c.cpuMsPerCheckout} ms CPU/checkout\n` +
    `webhook burst (${row.engine}): ${row.ok}/${row.due} ok, ${row.errors} errors, p50 ${row.p50Ms} ms, ` +
    `p99 ${row.p99Ms} ms, max ${row.maxMs} ms, ${row.cpuMsPerWebhook} ms CPU/webhook ` +
    `(${row.cpuMsPerWebhookWithEmails} with its emails); statuses ` +
    `${JSON.stringify(row.statuses)}; emails ${row.emailsWritten}/${row.emailsExpected}, the last ${row.lastEmailAfterBurstMs ?? "—"} ms after the burst ` +
    `(load avg ${row.loadavg.join(" ")})` +
    (row.disk
      ? `\ndisk flushes before it (8 KB + fdatasync for 2 s): ${row.disk.syncs}, p50 ${row.disk.p50Ms} ms, ` +
        `p99.9 ${row.disk.p999Ms} ms, max ${row.disk.maxMs} ms, ${row.disk.over100Ms} over 100 ms`
      : "")
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(root, "apps/api/dist/server.js")))
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  const { rows, budgets } = await webhookBursts();
  console.log(JSON.stringify(rows));
  for (const row of rows) console.log(formatBurst(row));
  for (const b of budgets) console.log(`${b.pass ? "PASS" : "FAIL"}  ${b.name}: ${b.value}`);
}

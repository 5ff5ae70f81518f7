// The seller with 100,000 sales (DESIGN §6, ADR 0035): seeds them (`npm run seed:sales`) into the bench's
// database, then measures the seller's reads at that size from OTHER processes and the CSV export.
//
// `benchSales({ root, startApp, env, dataDir, log })` is called by bench/run.mjs with its own
// `startApp(env)` (→ { origin, pid, stop }), on its database (`env.DATABASE_URL`, else the PGlite
// in `dataDir`), after its other scenarios. It stops nothing of the caller's: the app must be
// stopped before (the seed writes to the same PGlite folder). Returns
// { seed: { ms, sales, ledgerRows }, settings, reads: [{ name, path, requests, rps, p50Ms, p95Ms,
// p99Ms, maxMs, cpuUsPerReq, errors }], csv: { ms, bytes, rows, status, rssBeforeMb, rssPeakMb,
// rssIncreaseMb } }; `salesBudgets(sales)` turns it into PASS/FAIL rows (every read p95 < 100 ms;
// the CSV in < 20 s with resident memory + < 150 MB).
//
// Standalone, on a data folder or database already seeded (stop any app on it first):
//   BENCH_SALES_DATA=/path/to/data node bench/sales.mjs          (PGlite in /path/to/data/db)
//   BENCH_SALES_DATA=/tmp/x DATABASE_URL=postgres://… node bench/sales.mjs
// Settings (env): SEED_SALES (default 100000), BENCH_SALES_SECONDS (per read, default 5),
// BENCH_SALES_CONNECTIONS (default 2: a seller's screen sends its reads a few at a time),
// BENCH_SALES_APP_ENV (standalone: extra settings for the app, as JSON).
// Load: wrk with a Lua script for the p95 (wrk prints no p95 by itself), or without wrk this file
// again as a client process (`--client spec.json`), never inside the server's process.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cpuUs, has, root, rssMb, sleep, spawnApp } from "./lib.mjs";

const seconds = Number(process.env.BENCH_SALES_SECONDS ?? 5);
const connections = Number(process.env.BENCH_SALES_CONNECTIONS ?? 2);
const sales = Number(process.env.SEED_SALES ?? 100_000);

/** A WIB day `YYYY-MM-DD`, `offset` days from today. */
function wibDay(offset = 0) {
  return new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The demo seller's bearer token: a sign-in code asked for, read from DATA_DIR/outbox, verified. */
export async function signIn(origin, dataDir, email = "demo@example.com") {
  const outbox = join(dataDir, "outbox");
  const before = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
  const asked = await fetch(`${origin}/v1/request-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!asked.ok) throw new Error(`request-otp: ${asked.status} ${await asked.text()}`);
  for (let i = 0; i < 200; i++) {
    const fresh = existsSync(outbox) ? readdirSync(outbox).filter((file) => !before.has(file)) : [];
    for (const file of fresh) {
      const text = readFileSync(join(outbox, file), "utf8");
      if (!text.includes(email)) continue;
      // The OTP email's subject starts with its code; a sale's email to the seller, still leaving
      // after an earlier scenario's burst, holds six-digit numbers too.
      const code = text.match(/^Subject: (\d{6}) /m)?.[1];
      if (!code) continue;
      const verified = await fetch(`${origin}/v1/verify-otp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, code }),
      });
      if (!verified.ok) throw new Error(`verify-otp: ${verified.status} ${await verified.text()}`);
      return (await verified.json()).data.token;
    }
    await sleep(50);
  }
  throw new Error("no sign-in code arrived in the outbox");
}

const WRK_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('JSON {"requests":%d,"errors":%d,"p50Ms":%.2f,"p95Ms":%.2f,"p99Ms":%.2f,"maxMs":%.2f,"durationUs":%d}\\n',
    summary.requests, e.connect + e.read + e.write + e.timeout + e.status,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
    summary.duration))
end
`;

/** A closed-loop run of GETs on `url` with `headers` from another process; p50/p95/p99 in ms. */
async function loadRun(work, url, headers, pid) {
  const cpuBefore = cpuUs(pid);
  let out;
  if (has("wrk")) {
    const script = join(work, "p95.lua");
    if (!existsSync(script)) writeFileSync(script, WRK_SCRIPT);
    const headerArgs = Object.entries(headers).flatMap(([key, value]) => ["-H", `${key}: ${value}`]);
    out = await run("wrk", [
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      "-s",
      script,
      ...headerArgs,
      url,
    ]);
  } else {
    const spec = join(work, `client-${Date.now()}.json`);
    writeFileSync(spec, JSON.stringify({ url, headers, seconds, connections }));
    out = await run(process.execPath, [fileURLToPath(import.meta.url), "--client", spec]);
  }
  const cpu = cpuUs(pid) - cpuBefore;
  const line = out.split("\n").find((l) => l.startsWith("JSON "));
  if (!line) throw new Error(`no result from the load generator:\n${out}`);
  const result = JSON.parse(line.slice(5));
  return {
    requests: result.requests,
    rps: Math.round(result.requests / (result.durationUs / 1e6)),
    p50Ms: result.p50Ms,
    p95Ms: result.p95Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
    cpuUsPerReq: result.requests ? Math.round(cpu / result.requests) : null,
    errors: result.errors,
  };
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", () => resolve(out));
  });
}

/** Seeds `sales` sales for `demo` through `npm run seed:sales` (its own process, the app stopped). */
function seed(root, env, dataDir) {
  const started = performance.now();
  const out = execFileSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/seed-sales.ts"], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir, SEED_SALES: String(sales), SEED_USERNAME: "demo" },
    encoding: "utf8",
  });
  return {
    ms: Math.round(performance.now() - started),
    sales: Number(out.match(/(\d+) sales/)?.[1] ?? 0),
    ledgerRows: Number(out.match(/(\d+) ledger rows/)?.[1] ?? 0),
    line: out.trim(),
  };
}

/**
 * Records `SEED_VIEWS` (1,000,000) page views of `demo` over 90 days through `npm run seed:traffic`
 * (its own process, the app stopped), for Statistik's traffic reads (DESIGN §6).
 */
function seedViews(root, env, dataDir) {
  const started = performance.now();
  const out = execFileSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/seed-traffic.ts"], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir, SEED_USERNAME: "demo" },
    encoding: "utf8",
  });
  return {
    ms: Math.round(performance.now() - started),
    views: Number(out.match(/(\d+) views/)?.[1] ?? 0),
    line: out.trim(),
  };
}

/** The seller's reads, each as its screen sends it. */
function readsOf(buyer) {
  const today = wibDay();
  const days90 = `from=${wibDay(-89)}&to=${today}`;
  const week = `from=${wibDay(-6)}&to=${today}`;
  return [
    ["Penjualan: page 1 (+ summary)", "/v1/transactions?perPage=20"],
    [
      `Penjualan: deep page (offset ${((buyer.deepPage - 1) * 100).toLocaleString("en")})`,
      `/v1/transactions?page=${buyer.deepPage}&perPage=100`,
    ],
    ["Penjualan: same page by cursor", `/v1/transactions?perPage=100&after=${buyer.cursor}`],
    ["Penjualan: 90 days, paid", `/v1/transactions?status=paid&perPage=20&${days90}`],
    ["Penjualan: search buyer email", `/v1/transactions?perPage=20&q=${encodeURIComponent(buyer.email)}`],
    ["Penjualan: search buyer name", `/v1/transactions?perPage=20&q=${encodeURIComponent(buyer.lastName)}`],
    ["Pelanggan: page 1", "/v1/customers?perPage=20"],
    ["Pelanggan: search", `/v1/customers?perPage=20&q=${encodeURIComponent(buyer.lastName)}`],
    ["Saldo: GET /v1/balance", "/v1/balance"],
    ["Saldo: ledger page 1", "/v1/balance/ledger?perPage=20"],
    ["Statistik: sales per day, 90 days", `/v1/transactions/daily?${days90}`],
    ["Statistik: sales per source, 90 days", `/v1/transactions/sources?${days90}`],
    ["Beranda: 7-day tile", `/v1/transactions?status=paid&perPage=1&${week}`],
    ["Beranda: recent sales", "/v1/transactions?status=paid&perPage=5"],
    // Statistik over 1,000,000 recorded views (`npm run seed:traffic`), 90 days.
    ["Statistik: views per day, 90 days", `/v1/traffics/daily?${days90}`],
    ["Statistik: views per page, 90 days", `/v1/traffics/page?${days90}`],
    ["Statistik: views per city, 90 days", `/v1/traffics/city?${days90}`],
    ["Statistik: views per source, 90 days", `/v1/traffics/source?${days90}`],
  ];
}

/** Streams the whole sales CSV from another process, sampling the server's resident memory. */
async function exportCsv(work, origin, headers, pid) {
  const spec = join(work, `download-${Date.now()}.json`);
  writeFileSync(spec, JSON.stringify({ url: `${origin}/v1/transactions/export.csv`, headers }));
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 50);
  const out = await run(process.execPath, [fileURLToPath(import.meta.url), "--download", spec]);
  clearInterval(sampler);
  const result = JSON.parse(
    out
      .split("\n")
      .find((l) => l.startsWith("JSON "))
      .slice(5),
  );
  return { ...result, rssBeforeMb, rssPeakMb, rssIncreaseMb: rssPeakMb - rssBeforeMb };
}

/**
 * Seeds the sales, starts the app on them, signs in as `demo`, measures every read and the CSV
 * export, stops the app. `log(line)` reports progress.
 */
export async function benchSales({ root, startApp, env = {}, dataDir, log = () => {}, seeded = false }) {
  const work = mkdtempSync(join(tmpdir(), "lapak-bench-sales-"));
  let seedResult = null;
  if (!seeded) {
    log(`seeding ${sales} sales for demo (npm run seed:sales)`);
    seedResult = seed(root, env, dataDir);
    log(seedResult.line);
    log("recording 1,000,000 page views for demo (npm run seed:traffic)");
    seedResult.traffic = seedViews(root, env, dataDir);
    log(seedResult.traffic.line);
  }
  const app = await startApp(env);
  try {
    const token = await signIn(app.origin, dataDir);
    const headers = { authorization: `Bearer ${token}` };
    const first = await (await fetch(`${app.origin}/v1/transactions?status=paid&perPage=1`, { headers })).json();
    // The searched buyer is a seeded one (`@contoh.id`): in `npm run bench` the newest sales are the
    // webhook scenario's 1,000 buyers, all of one made-up name — a much rarer name than a seeded
    // surname (each of 20 is ≈ 5 % of the sales), which is what the search budget is about.
    const seededSale = await (
      await fetch(`${app.origin}/v1/transactions?status=paid&perPage=1&q=${encodeURIComponent("@contoh.id")}`, {
        headers,
      })
    ).json();
    const searched = seededSale.data[0] ?? first.data[0];
    const email = searched.buyer.email;
    // A page halfway down the list (page 500 of 100 at 100,000 sales), and the row before it for
    // the same page by cursor (`?after=`, keyset).
    const deepPage = Math.max(2, Math.min(500, Math.floor((first.meta?.total ?? 0) / 200)));
    const beforeUrl = `${app.origin}/v1/transactions?page=${deepPage - 1}&perPage=100`;
    const before = await (await fetch(beforeUrl, { headers })).json();
    const buyer = {
      email,
      lastName: searched.buyer.name.split(" ").at(-1),
      cursor: before.data.at(-1)?.id,
      deepPage,
    };
    // Once each before measuring: the first read of the balance may book due releases.
    for (const [, path] of readsOf(buyer)) await (await fetch(`${app.origin}${path}`, { headers })).arrayBuffer();
    const reads = [];
    for (const [name, path] of readsOf(buyer)) {
      log(`${name}: ${path}`);
      reads.push({ name, path, ...(await loadRun(work, `${app.origin}${path}`, headers, app.pid)) });
      // The load generator leaves its last requests in flight; the server still answers them (on
      // PGlite one after another): wait for one more answer, so the next read is not measured behind them.
      await (await fetch(`${app.origin}${path}`, { headers })).arrayBuffer();
    }
    log("GET /v1/transactions/export.csv (all sales)");
    const csv = await exportCsv(work, app.origin, headers, app.pid);
    return { seed: seedResult, settings: { seconds, connections, sales }, reads, csv };
  } finally {
    await app.stop();
  }
}

/** The DESIGN §6 budgets of a seller with 100,000 sales as bench/run.mjs's `budgets` rows: { name, limit, value, pass }. */
export function salesBudgets(result, database) {
  if (!result) return [];
  const rows = result.reads.map((read) => ({
    name: `${sales.toLocaleString("en")} sales — ${read.name} p95 < 100 ms (${database})`,
    limit: 100,
    value: read.requests > 0 ? read.p95Ms : null,
    pass: read.requests > 0 && read.errors === 0 && read.p95Ms < 100,
  }));
  rows.push({
    name: `${sales.toLocaleString("en")} sales — CSV export streamed < 20 s (${database})`,
    limit: 20_000,
    value: result.csv.ms,
    pass: result.csv.status === 200 && result.csv.ms < 20_000,
  });
  rows.push({
    name: `${sales.toLocaleString("en")} sales — resident memory + during the CSV export < 150 MB (${database})`,
    limit: 150,
    value: result.csv.rssIncreaseMb,
    pass: result.csv.rssIncreaseMb < 150,
  });
  return rows;
}

/** The table's lines for bench/run.mjs's printout. */
export function salesLines(result) {
  if (!result) return [];
  const pad = (value, width) => String(value ?? "—").padStart(width);
  const lines = [
    `${result.settings.sales.toLocaleString("en")} sales (${result.settings.connections} connections, ${result.settings.seconds} s each)${result.seed ? `; seeded in ${result.seed.ms} ms` : ""}`,
    `${"read".padEnd(40)}${pad("req/s", 8)}${pad("µs CPU/req", 12)}${pad("p50 ms", 9)}${pad("p95 ms", 9)}${pad("p99 ms", 9)}${pad("errors", 8)}`,
  ];
  for (const r of result.reads) {
    lines.push(
      `${r.name.padEnd(40)}${pad(r.rps, 8)}${pad(r.cpuUsPerReq, 12)}${pad(r.p50Ms?.toFixed(1), 9)}${pad(r.p95Ms?.toFixed(1), 9)}${pad(r.p99Ms?.toFixed(1), 9)}${pad(r.errors, 8)}`,
    );
  }
  const c = result.csv;
  lines.push(
    `CSV export: ${c.rows} rows, ${(c.bytes / 1e6).toFixed(1)} MB in ${c.ms} ms (HTTP ${c.status}); resident memory ${c.rssBeforeMb} → ${c.rssPeakMb} MB (+${c.rssIncreaseMb})`,
  );
  return lines;
}

// ── a client process (no wrk) and the CSV download ──────────────────────────────────────────────
async function client(spec) {
  const { url, headers, seconds: duration, connections: clients } = spec;
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? null;
  const result = {
    requests: latencies.length,
    errors,
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: latencies.at(-1) ?? null,
    durationUs: Math.round((performance.now() - started) * 1000),
  };
  console.log(`JSON ${JSON.stringify(result)}`);
}

async function download({ url, headers }) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows++;
  }
  const ms = Math.round(performance.now() - started);
  console.log(`JSON ${JSON.stringify({ status: response.status, ms, bytes, rows: Math.max(0, rows - 1) })}`);
}

/** Standalone: the built app on BENCH_SALES_DATA (already seeded), measured and printed. */
async function standalone() {
  const dataDir = process.env.BENCH_SALES_DATA;
  if (!dataDir) throw new Error("BENCH_SALES_DATA=<a data folder> (seeded with npm run seed:sales) is required");
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    // Experiments: extra settings for the app, as JSON (e.g. {"PGLITE_SHARED_BUFFERS":"64MB"}).
    ...JSON.parse(process.env.BENCH_SALES_APP_ENV ?? "{}"),
  };
  const startApp = (extra) =>
    spawnApp({
      dataDir,
      env: extra,
      nodeArgs: process.env.BENCH_SALES_NODE_FLAGS?.split(" ").filter(Boolean) ?? [],
    });
  if (process.env.BENCH_SALES_SEED === "1") {
    // A new folder or database gets its demo store on the app's first start.
    await (await startApp(env)).stop();
  }
  const result = await benchSales({
    root,
    startApp,
    env,
    dataDir,
    seeded: process.env.BENCH_SALES_SEED !== "1",
    log: (line) => process.stderr.write(`· ${line}\n`),
  });
  const database = env.DATABASE_URL ? "postgres" : "pglite";
  console.log(salesLines(result).join("\n"));
  for (const b of salesBudgets(result, database)) console.log(`${b.pass ? "PASS" : "FAIL"}  ${b.name}: ${b.value}`);
  if (process.env.BENCH_SALES_JSON) writeFileSync(process.env.BENCH_SALES_JSON, JSON.stringify(result, null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag, spec] = process.argv.slice(2);
  const main =
    flag === "--client"
      ? client(JSON.parse(readFileSync(spec, "utf8")))
      : flag === "--download"
        ? download(JSON.parse(readFileSync(spec, "utf8")))
        : standalone();
  main.catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

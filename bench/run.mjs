// `npm run bench`: measures the BUILT app against the budgets of DESIGN §6, beside a static-file
// baseline (nginx serving the app's own HTML bytes) measured in the same run, so a shared or noisy
// machine still gives comparable ratios. Never enforced: prints PASS/FAIL lines and exits 0.
//
// What it does:
//  1. builds if apps/api/dist or apps/web/build is missing;
//  2. starts `node apps/api/dist/server.js` as a child on PostgreSQL when BENCH_DATABASE_URL is set
//     (a fresh database `lapak_bench_<random>` created there and dropped at the end), else on the
//     embedded PGlite (with a warning: PostgreSQL is the production engine); the demo seed is the store;
//  3. loads it from OTHER processes: wrk (closed loop, 1 thread, 50 connections, Accept-Encoding:
//     gzip) or, without wrk, autocannon's CLI (npx autocannon@8.0.0); fixed-rate POSTs from
//     bench/fixed-rate.mjs;
//  4. serves the storefront and product HTML the app answered (plain and its own gzip bytes) from
//     nginx (one worker, gzip_static, access log off) on a free port, and prints every throughput
//     as a ratio to it, plus CPU time per request (from /proc/<pid>/stat) as a second ratio that a
//     busy machine disturbs less;
//  5. restarts the app on its data to time a cold start on existing data and to measure cache
//     misses (PAGE_CACHE_MAX_ENTRIES=0; each page warmed by 3 s of the same load, not counted); on PGlite, starts it once more with PostgreSQL's default
//     shared_buffers (128MB) to show what the default PGLITE_SHARED_BUFFERS (48MB) saves.
//
// Output: a table on stdout and bench/results.json: { version: 1, at, machine: { cores, cpu, node,
// loadavg }, database, generator, baseline, scenarios: [{ name, path, rps, ratio, cpuUsPerReq,
// cpuRatio, p50Ms, p99Ms, errors }], fixedRate: [{ name, rate, seconds, sent, ok, errors, p50Ms,
// p99Ms, maxMs }], startup: { firstStartMs, coldStartMs }, memory: { idleMb, loadMb, ... },
// pageWeight: [{ page, route, manifestJsGz, manifestCssGz, htmlJsGz, htmlCssGz }], budgets: [{ name,
// limit, value, pass }], sales: bench/sales.mjs's result (a seller with 100,000 sales) } — sizes in
// bytes, times in ms unless the name says otherwise.
//
// ADR 0038: a raw Node `http` server (bench/raw-node.mjs, its own process) serves the storefront's
// and then the product page's br/gzip/identity bytes with the app's headers; each cached page is
// also loaded as a browser asks (Accept-Encoding: br) and compared with it (`rawNode` and
// `rawNodeProduct`: `{ rps, cpuUsPerReq, rawNodeRatio, rawNodeCpuRatio }`). A budget with a null
// limit is a figure printed as INFO (the ratio to nginx).
// nginx stays on gzip (gzip_static; this nginx has no ngx_brotli), so its ratio is gzip to gzip.
//
// Settings (env): BENCH_DATABASE_URL, BENCH_SECONDS (per wrk run, default 8), BENCH_CONNECTIONS (50).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { demoBudget, formatDemo } from "./demo.mjs";
import {
  checkoutRequests,
  cpuUs,
  createDatabase,
  freePort,
  has,
  paidWebhookRequests,
  root,
  rssMb,
  sleep,
  spawnApp,
} from "./lib.mjs";
import { benchSales, salesBudgets, salesLines } from "./sales.mjs";
import { burstDatabaseUrl, CHECKOUT_P99_BUDGET_MS, formatBurst, webhookBursts } from "./webhooks.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), "lapak-bench-"));
// nginx's worker runs as an unprivileged user when the bench runs as root: let it read the pages.
chmodSync(work, 0o755);
const children = new Set();

function log(line) {
  process.stderr.write(`· ${line}\n`);
}

// ── the app ────────────────────────────────────────────────────────────────────────────────────
/** The built app on this run's data folder (`bench/lib.mjs` `spawnApp`), killed with the run. */
async function startApp(env) {
  const app = await spawnApp({ dataDir: join(work, "data"), env });
  children.add(app.child);
  let stopping = false;
  app.child.once("exit", (code, signal) => {
    if (!stopping) console.error(`⚠ the app exited (${code ?? signal}) during the run:\n${app.stderr()}`);
  });
  return {
    ...app,
    async stop() {
      stopping = true;
      await app.stop();
      children.delete(app.child);
    },
  };
}

/** A few requests of every kind, then 2 s of quiet: memory "at idle" after the code has loaded. */
async function warm(app, paths) {
  for (let i = 0; i < 10; i++) for (const path of paths) await (await fetch(`${app.origin}${path}`)).arrayBuffer();
  await sleep(2000);
}

/** bench/raw-node.mjs serving `path`'s three encodings as `origin` answered them; `{ origin, pid, stop }`. */
async function startRawNode(origin, path) {
  const { get } = await import("node:http");
  const variants = {};
  for (const encoding of ["br", "gzip", "identity"]) {
    const { headers, body } = await new Promise((resolve, reject) => {
      get(`${origin}${path}`, { headers: { "accept-encoding": encoding }, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    const { date, connection, "keep-alive": _, ...kept } = headers;
    variants[encoding] = { headers: kept, file: join(work, `raw-node.${encoding}`) };
    writeFileSync(variants[encoding].file, body);
  }
  writeFileSync(join(work, "raw-node.json"), JSON.stringify({ pages: [{ path, variants }] }));
  const child = spawn(process.execPath, [join(root, "bench/raw-node.mjs"), join(work, "raw-node.json")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(child);
  const port = await new Promise((resolve) => {
    child.stdout.on("data", (chunk) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
  });
  const stop = async () => {
    child.kill();
    children.delete(child);
  };
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

// ── load generators ─────────────────────────────────────────────────────────────────────────────
const generator = has("wrk") ? "wrk" : "autocannon@8.0.0";

/** A closed-loop run against `url` while sampling `pid`'s CPU time and memory. */
async function load(
  url,
  pid,
  { headers = { "accept-encoding": "gzip" }, duration = seconds, clients = connections, timeoutS = 5 } = {},
) {
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 200);
  const cpuBefore = cpuUs(pid);
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ["-H", `${key}: ${value}`]);
  const result = await new Promise((resolve) => {
    const args =
      generator === "wrk"
        ? ["-t1", `-c${clients}`, `-d${duration}s`, `--timeout`, `${timeoutS}s`, "--latency", ...headerArgs, url]
        : [
            "--yes",
            "autocannon@8.0.0",
            "-j",
            "-c",
            String(clients),
            "-d",
            String(duration),
            "-t",
            String(timeoutS),
            ...headerArgs,
            url,
          ];
    const child = spawn(generator === "wrk" ? "wrk" : "npx", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", () => resolve(out));
  });
  clearInterval(sampler);
  const cpu = cpuUs(pid) - cpuBefore;
  const parsed = generator === "wrk" ? parseWrk(result) : parseAutocannon(result);
  return { ...parsed, cpuUsPerReq: parsed.requests ? Math.round(cpu / parsed.requests) : null, peakRss };
}

function parseWrk(out) {
  const ms = (text) => {
    const [, value, unit] = text.match(/([\d.]+)(us|ms|s)/) ?? [];
    return value === undefined ? null : Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  };
  const line = (label) => out.match(new RegExp(`${label}\\s+(\\S+)`))?.[1] ?? "";
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    p50Ms: ms(line(" 50%")),
    p99Ms: ms(line(" 99%")),
    errors: non2xx + socketErrors,
  };
}

function parseAutocannon(out) {
  const result = JSON.parse(out);
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Sends `requests` at `rate` req/s for `duration` s from bench/fixed-rate.mjs, its own process, to
 * `app`; its JSON line with `cpuMsPerReq`, the app's CPU (from /proc) per request due.
 */
function fixedRate(app, rate, duration, requests) {
  const spec = join(work, `fixed-${randomBytes(4).toString("hex")}.json`);
  writeFileSync(spec, JSON.stringify({ origin: app.origin, rate, seconds: duration, requests }));
  const cpuBefore = cpuUs(app.pid);
  const out = execFileSync(process.execPath, [join(root, "bench/fixed-rate.mjs"), spec], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(out.trim().split("\n").pop());
  return { ...result, cpuMsPerReq: round2((cpuUs(app.pid) - cpuBefore) / 1000 / Math.max(1, result.due)) };
}

// ── nginx, the static baseline ──────────────────────────────────────────────────────────────────
async function startNginx(pages) {
  if (!has("nginx")) return null;
  const dir = join(work, "nginx");
  const html = join(dir, "html");
  for (const { path, plain, gzip } of pages) {
    mkdirSync(join(html, path), { recursive: true });
    writeFileSync(join(html, path, "index.html"), plain);
    writeFileSync(join(html, path, "index.html.gz"), gzip);
  }
  const port = await freePort();
  const temp = join(dir, "temp");
  mkdirSync(temp, { recursive: true });
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 1000000;
  default_type text/html;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  server {
    listen 127.0.0.1:${port};
    root ${html};
    gzip_static on;
    gzip_vary on;
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  const master = spawn("nginx", ["-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  children.add(master);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/${pages[0].path}`)).ok) break;
    } catch {}
    await sleep(50);
  }
  const workerPid = Number(
    execFileSync("pgrep", ["-P", String(master.pid)], { encoding: "utf8" })
      .trim()
      .split("\n")[0],
  );
  return {
    origin,
    pid: workerPid,
    async stop() {
      master.kill("SIGQUIT");
      await new Promise((resolve) => master.once("exit", resolve));
      children.delete(master);
    },
  };
}

// ── page weight from the build ──────────────────────────────────────────────────────────────────
const clientDir = join(root, "apps/web/build/client");
function gzBytes(asset) {
  const file = join(clientDir, asset);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}
function readManifest() {
  const assets = join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  const text = readFileSync(join(assets, name), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}
/** JS and CSS (gzip bytes) of a route and every parent up to root, plus the client entry. */
function manifestWeight(manifest, routeId) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    if (route.module) js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzBytes(file), 0);
  return { js: sum(js), css: sum(css) };
}
/** JS and CSS (gzip bytes) the page's HTML makes a browser load (scripts, modulepreload, stylesheets). */
function htmlWeight(html) {
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="(\/assets\/[^"]+)"/g)) js.add(src);
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = tag.match(/href="(\/assets\/[^"]+)"/)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const [, src] of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) js.add(src);
  for (const [, src] of html.matchAll(/import\s+"(\/assets\/[^"]+\.js)"/g)) js.add(src);
  const sum = (files) => [...files].reduce((total, file) => total + gzBytes(file), 0);
  return { js: sum(js), css: sum(css) };
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────
/** This run's PostgreSQL database when BENCH_DATABASE_URL is set (dropped at the end), else null. */
function benchDatabase() {
  return databaseUrl ? createDatabase(databaseUrl) : null;
}

async function main() {
  if (!existsSync(join(root, "apps/api/dist/server.js")) || !existsSync(join(clientDir, "assets"))) {
    log("no build found: npm run build");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  }
  if (!databaseUrl) {
    console.warn(
      "⚠ BENCH_DATABASE_URL is not set: measuring on the embedded PGlite. Production runs on PostgreSQL; " +
        "set BENCH_DATABASE_URL=postgres://… for the figures DESIGN §6 budgets.",
    );
  }
  if (generator !== "wrk") log("wrk not found: using npx autocannon@8.0.0");
  const database = await benchDatabase();
  const dbEnv = database ? { DATABASE_URL: database.url } : {};
  const results = {
    version: 1,
    at: new Date().toISOString(),
    machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? "", node: process.version, loadavg: loadavg() },
    database: database ? "postgres" : "pglite",
    generator,
    settings: { seconds, connections, acceptEncoding: "gzip (br for the raw Node comparison)" },
    baseline: null,
    scenarios: [],
    fixedRate: [],
    startup: {},
    memory: {},
    pageWeight: [],
    lighthouse: [],
    budgets: [],
  };

  // First start: a new data folder (PGlite) or an empty database, migrated and seeded.
  log("starting the app (new data: migrations + demo seed)");
  let app = await startApp(dbEnv);
  results.startup.firstStartMs = app.startMs;
  const products = (await (await fetch(`${app.origin}/v1/sellers/demo/products`)).json()).data;
  const product = products.find((item) => item.type === "digital_download" && item.price > 0);
  const storePath = "/demo";
  const productPath = `/demo/${product.slug}`;
  const paths = [storePath, productPath, "/login", "/v1/sellers/demo/products"];
  await warm(app, paths);
  results.memory.idleMb = rssMb(app.pid);

  // The bytes the app serves, for nginx to serve too: plain, and the app's own gzip copy.
  const page = (path, encoding) => rawGet(app.origin, path, { "accept-encoding": encoding });
  const pages = [];
  for (const path of [storePath, productPath]) {
    const plain = await page(path, "identity");
    const gzip = await page(path, "gzip");
    pages.push({ path: path.slice(1), plain, gzip });
  }
  const nginx = await startNginx(pages);
  if (!nginx) console.warn("⚠ nginx not found (apt-get install nginx-light): no static baseline, no ratios");

  const scenarios = [];
  async function scenario(name, target, path, options) {
    log(`${name}: ${path}`);
    const result = await load(`${target.origin}${path}`, target.pid, options);
    scenarios.push({ name, path, ...result });
    results.memory.loadMb = Math.max(results.memory.loadMb ?? 0, target === app ? result.peakRss : 0);
    return result;
  }
  const baseline = nginx ? await scenario("nginx: same storefront bytes", nginx, `/${pages[0].path}`) : null;
  await scenario("storefront, cache hit", app, storePath);
  if (nginx) await scenario("nginx: same product bytes", nginx, `/${pages[1].path}`);
  await scenario("product page, cache hit", app, productPath);
  // As a browser asks (br), beside raw Node serving the same bytes before and after (ADR 0038):
  // the storefront, then the product page.
  const br = { headers: { "accept-encoding": "br" } };
  /** Raw Node on `path`'s bytes, the app's cache hit, raw Node again; the ratios of the hit to it. */
  async function besideRawNode(label, path) {
    const rawNode = await startRawNode(app.origin, path);
    const rawStart = await scenario(`raw Node: same ${label} bytes (br)`, rawNode, path, br);
    const hitBr = await scenario(`${label}, cache hit (br)`, app, path, br);
    const rawEnd = await scenario(`raw Node: ${label} again (br)`, rawNode, path, br);
    await rawNode.stop();
    const rawRps = (rawStart.rps + rawEnd.rps) / 2;
    const rawCpu = (rawStart.cpuUsPerReq + rawEnd.cpuUsPerReq) / 2;
    return {
      server: "node:http (bench/raw-node.mjs), Accept-Encoding: br",
      rps: Math.round(rawRps),
      cpuUsPerReq: Math.round(rawCpu),
      rawNodeRatio: round2(hitBr.rps / rawRps),
      rawNodeCpuRatio: round2(rawCpu / hitBr.cpuUsPerReq),
    };
  }
  results.rawNode = await besideRawNode("storefront", storePath);
  results.rawNodeProduct = await besideRawNode("product page", productPath);
  await scenario("GET /v1/sellers/demo/products", app, "/v1/sellers/demo/products");
  await scenario("login page (rendered, compressed)", app, "/login");
  // The baseline again at the end: the machine may have got busier or quieter meanwhile.
  const baselineEnd = nginx ? await scenario("nginx: storefront again", nginx, `/${pages[0].path}`) : null;

  // Checkout at a fixed 100 req/s, then the sandbox gateway's webhook paying each of them.
  log("POST /v1/transactions at 100 req/s");
  const checkouts = checkoutRequests(product.id, 100 * 10);
  let peak = rssMb(app.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(app.pid));
  }, 200);
  const checkout = fixedRate(app, 100, 10, checkouts);
  results.fixedRate.push({ name: "POST /v1/transactions", rate: 100, seconds: 10, ...omitIds(checkout) });
  const transactionId = checkout.ids[0];
  // The payment page while the transaction waits (once paid it redirects to the order page).
  const paymentHtml = transactionId ? (await page(`/payment/${transactionId}`, "identity")).toString("utf8") : null;
  if (checkout.ids.length) {
    log("POST /v1/webhooks/payments/sandbox at 100 req/s");
    const webhooks = paidWebhookRequests(checkout.ids, product.price);
    const paid = fixedRate(app, 100, webhooks.length / 100, webhooks);
    results.fixedRate.push({
      name: "POST /v1/webhooks/payments/sandbox",
      rate: 100,
      seconds: webhooks.length / 100,
      ...omitIds(paid),
    });
  }
  clearInterval(sampler);
  results.memory.loadMb = Math.max(results.memory.loadMb ?? 0, peak);

  // Page weight: the route chain in the manifest, and what each page's HTML makes a browser load.
  const manifest = readManifest();
  const weighed = [
    ["storefront", "routes/storefront/store", storePath],
    ["product", "routes/storefront/product", productPath],
    ["checkout", "routes/checkout/checkout", `/checkout/${product.id}`],
    ["payment", "routes/checkout/payment", transactionId ? `/payment/${transactionId}` : null],
    ["order", "routes/checkout/my-order", transactionId ? `/my-order/${transactionId}` : null],
    ["login", "routes/auth/login", "/login"],
    ["dashboard", "routes/dashboard/home", null],
  ];
  for (const [name, routeId, path] of weighed) {
    const fromManifest = manifest.routes[routeId] ? manifestWeight(manifest, routeId) : null;
    const html = name === "payment" ? paymentHtml : path ? (await page(path, "identity")).toString("utf8") : null;
    const fromHtml = html ? htmlWeight(html) : null;
    results.pageWeight.push({
      page: name,
      route: routeId,
      manifestJsGz: fromManifest?.js ?? null,
      manifestCssGz: fromManifest?.css ?? null,
      htmlJsGz: fromHtml?.js ?? null,
      htmlCssGz: fromHtml?.css ?? null,
    });
  }
  // Lighthouse (mobile preset) on the buyer's path, a fresh pending transaction for the payment page.
  if (process.env.BENCH_LIGHTHOUSE !== "0" && chromiumPath()) {
    const pending = await fetch(`${app.origin}/v1/transactions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        productId: product.id,
        name: "Pembeli Lighthouse",
        email: `lighthouse.${randomBytes(3).toString("hex")}@contoh.id`,
        phone: "081234567890",
        paymentMethod: "qris",
      }),
    }).then((response) => response.json());
    for (const [name, path] of [
      ["storefront", storePath],
      ["product", productPath],
      ["checkout", `/checkout/${product.id}`],
      ["payment", pending?.data?.id ? `/payment/${pending.data.id}` : null],
    ]) {
      if (!path) continue;
      log(`Lighthouse ${LIGHTHOUSE_VERSION} (mobile): ${path}`);
      results.lighthouse.push({ page: name, path, ...lighthouse(`${app.origin}${path}`) });
    }
  }
  await app.stop();

  // Cold start on existing data, and cache misses (the cache kept nothing).
  log("restarting on existing data, page cache off");
  app = await startApp({ ...dbEnv, PAGE_CACHE_MAX_ENTRIES: "0" });
  results.startup.coldStartMs = app.startMs;
  // A miss renders, then compresses (brotli 5 and gzip 9; brotli 11 later, only for a stored page),
  // asked as a browser asks: few clients, a long timeout.
  const missLoad = { clients: 4, timeoutS: 20, headers: { "accept-encoding": "gzip, deflate, br" } };
  // Each page warmed first by the same load for 3 s, not counted: just after the restart V8 is still
  // compiling the render path, and a CPU figure per request should be the render's, not the JIT's
  // (ADR 0038).
  for (const path of [storePath, productPath])
    await load(`${app.origin}${path}`, app.pid, { ...missLoad, duration: 3 });
  await scenario("storefront, cache miss (render + compress, c=4)", app, storePath, missLoad);
  await scenario("product page, cache miss (c=4)", app, productPath, missLoad);
  await app.stop();

  // What the smaller shared_buffers saves (ADR 0032): the same warm-up with PostgreSQL's default.
  if (!database) {
    log("PGlite with shared_buffers=128MB (PostgreSQL's default), for comparison");
    app = await startApp({ PGLITE_SHARED_BUFFERS: "128MB" });
    await warm(app, paths);
    results.memory.idleMbSharedBuffers128 = rssMb(app.pid);
    const under = await load(`${app.origin}${storePath}`, app.pid, { duration: 4 });
    results.memory.loadMbSharedBuffers128 = under.peakRss;
    await app.stop();
    app = await startApp({});
    await warm(app, paths);
    results.memory.idleMbSharedBuffersDefault = rssMb(app.pid);
    const underDefault = await load(`${app.origin}${storePath}`, app.pid, { duration: 4 });
    results.memory.loadMbSharedBuffersDefault = underDefault.peakRss;
    await app.stop();
  }
  // A seller with 100,000 sales (DESIGN §6, ADR 0035): seeded into this run's database, then measured.
  results.sales = await benchSales({ root, startApp, env: dbEnv, dataDir: join(work, "data"), log });
  if (nginx) await nginx.stop();
  if (database) await database.drop();

  if (baseline?.errors || baselineEnd?.errors) console.warn("⚠ nginx answered errors: the baseline is not valid");
  const reference =
    baseline && baselineEnd ? { ...baseline, rps: Math.round((baseline.rps + baselineEnd.rps) / 2) } : null;
  results.baseline = reference
    ? { server: "nginx (1 worker, gzip_static)", rps: reference.rps, cpuUsPerReq: reference.cpuUsPerReq }
    : null;
  results.scenarios = scenarios.map(({ peakRss, requests, ...row }) => ({
    ...row,
    ratio: reference ? round2(row.rps / reference.rps) : null,
    cpuRatio: reference && row.cpuUsPerReq ? round2(reference.cpuUsPerReq / row.cpuUsPerReq) : null,
  }));
  results.budgets = budgets(results);
  // The webhook burst (DESIGN §6, ADR 0033) on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL.
  results.webhookBursts = await webhookBursts();
  results.budgets.push(...results.webhookBursts.budgets);
  // The demo's own budget (DESIGN §6, ADR 0043): on the embedded PGlite whatever the run's engine.
  results.demo = await demoBudget();
  results.budgets.push(...results.demo.budgets);
  writeFileSync(join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  print(results);
}

const LIGHTHOUSE_VERSION = "12.8.2"; // 13.x needs Node ≥ 22

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
    (path) => path && existsSync(path),
  );
}

/**
 * One Lighthouse run (its default mobile preset: a mid-range phone on slow 4G, simulated) in its own
 * process through npx, on Debian's Chromium; performance and accessibility scores and LCP in ms.
 */
function lighthouse(url, attempt = 1) {
  const output = join(work, `lighthouse-${randomBytes(3).toString("hex")}.json`);
  const run = spawnSync(
    "npx",
    [
      "--yes",
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      "--quiet",
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${output}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, encoding: "utf8", timeout: 240_000 },
  );
  if (run.status !== 0 || !existsSync(output)) {
    // Lighthouse sometimes loses its own trace ("NO_NAVSTART … Please run Lighthouse again"): once more.
    if (attempt < 2) return lighthouse(url, attempt + 1);
    return { error: (run.stderr || run.error?.message || "lighthouse failed").trim().split("\n").at(-1) };
  }
  const report = JSON.parse(readFileSync(output, "utf8"));
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
  };
}

/** A GET on a connection of its own (no pooled socket), following redirects; the body as sent. */
async function rawGet(origin, path, headers, redirects = 3) {
  const { get } = await import("node:http");
  const answer = await new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, location: res.headers.location, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
  if (answer.status >= 300 && answer.status < 400 && answer.location && redirects > 0) {
    return rawGet(origin, new URL(answer.location, origin).pathname, headers, redirects - 1);
  }
  return answer.body;
}

const round2 = (n) => Math.round(n * 100) / 100;
function omitIds({ ids, ...rest }) {
  return { ...rest, p50Ms: rest.p50, p99Ms: rest.p99, maxMs: rest.max, p50: undefined, p99: undefined, max: undefined };
}

/** DESIGN §6's budgets, as far as this run measures them. */
function budgets(r) {
  const out = [];
  const add = (name, limit, value, pass) => out.push({ name, limit, value, pass: value === null ? null : pass });
  const hit = r.scenarios.find((s) => s.name === "storefront, cache hit");
  // The ratio to nginx is printed, not budgeted: nginx's lead over any Node server changes from
  // machine to machine (1.1–1.9 × raw Node on the same 2 cores), raw Node's does not (ADR 0038).
  add("cached storefront × nginx throughput (printed, no budget)", null, hit?.ratio ?? null, null);
  const raw = r.rawNode?.rawNodeRatio ?? null;
  add("cached storefront ≥ 0.7 × raw Node throughput (br)", 0.7, raw, raw !== null && raw >= 0.7);
  const rawProduct = r.rawNodeProduct?.rawNodeRatio ?? null;
  add(
    "cached product page ≥ 0.7 × raw Node throughput (br)",
    0.7,
    rawProduct,
    rawProduct !== null && rawProduct >= 0.7,
  );
  const json = r.scenarios.find((s) => s.name === "GET /v1/sellers/demo/products");
  add(
    "GET /v1/sellers/demo/products ≤ 500 µs CPU/req, 0 errors",
    500,
    json?.cpuUsPerReq ?? null,
    !!json && json.cpuUsPerReq <= 500 && json.errors === 0,
  );
  // DESIGN §6 budgets checkout on PostgreSQL: measured here when the bench's database is PostgreSQL,
  // else by the webhook burst's checkouts on PostgreSQL (webhooks.mjs); on PGlite alone this run's
  // figure stands in for it.
  const checkout = r.fixedRate.find((f) => f.name === "POST /v1/transactions");
  if (r.database === "postgres" || !burstDatabaseUrl) {
    add(
      `POST /v1/transactions p99 < ${CHECKOUT_P99_BUDGET_MS} ms at 100 req/s (${r.database})`,
      CHECKOUT_P99_BUDGET_MS,
      checkout?.p99Ms ?? null,
      checkout ? checkout.p99Ms < CHECKOUT_P99_BUDGET_MS && checkout.errors === 0 : false,
    );
  }
  const miss = r.scenarios.find((s) => s.name.startsWith("storefront, cache miss"));
  const missMs = miss?.cpuUsPerReq ? round2(miss.cpuUsPerReq / 1000) : null;
  add(`storefront render on a cache miss ≤ 5 ms CPU/req (${r.database})`, 5, missMs, missMs !== null && missMs <= 5);
  add("cold start on existing data < 5 s", 5000, r.startup.coldStartMs, r.startup.coldStartMs < 5000);
  const idleLimit = r.database === "pglite" ? 600 : 300;
  add(
    `resident memory at idle ≤ ${idleLimit} MB (${r.database})`,
    idleLimit,
    r.memory.idleMb,
    r.memory.idleMb <= idleLimit,
  );
  for (const row of r.lighthouse ?? []) {
    if (row.error) continue;
    const buyer = row.page === "checkout" || row.page === "payment";
    const minimum = buyer ? 95 : 100;
    add(
      `${row.page}: Lighthouse mobile performance ≥ ${minimum}`,
      minimum,
      row.performance,
      row.performance >= minimum,
    );
    add(`${row.page}: Lighthouse accessibility ≥ 95`, 95, row.accessibility, row.accessibility >= 95);
    if (buyer) add(`${row.page}: LCP ≤ 2.0 s`, 2000, row.lcpMs, row.lcpMs <= 2000);
  }
  out.push(...salesBudgets(r.sales, r.database));
  for (const row of r.pageWeight) {
    const limit = row.page === "dashboard" || row.page === "login" ? 160 * 1024 : 25 * 1024;
    const value = row.htmlJsGz ?? row.manifestJsGz;
    add(`${row.page}: JS ≤ ${limit / 1024} KB gzip`, limit, value, value !== null && value <= limit);
  }
  return out;
}

function print(r) {
  const pad = (value, width) => String(value ?? "—").padStart(width);
  const kb = (bytes) => (bytes === null ? "—" : `${(bytes / 1024).toFixed(1)}`);
  const lines = [];
  lines.push(
    `Lapak bench — ${r.at} — ${r.machine.cores} cores, Node ${r.machine.node}, ${r.database}, ${r.generator}, load avg ${r.machine.loadavg.map((n) => n.toFixed(1)).join(" ")}`,
  );
  lines.push("");
  lines.push(
    `${"scenario".padEnd(44)}${pad("req/s", 9)}${pad("×nginx", 8)}${pad("µs CPU/req", 12)}${pad("×nginx CPU", 12)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("errors", 8)}`,
  );
  for (const s of r.scenarios) {
    lines.push(
      `${s.name.padEnd(44)}${pad(s.rps, 9)}${pad(s.ratio, 8)}${pad(s.cpuUsPerReq, 12)}${pad(s.cpuRatio, 12)}${pad(s.p50Ms?.toFixed(2), 9)}${pad(s.p99Ms?.toFixed(2), 9)}${pad(s.errors, 8)}`,
    );
  }
  for (const [label, raw] of [
    ["storefront", r.rawNode],
    ["product page", r.rawNodeProduct],
  ]) {
    if (!raw) continue;
    const hitBr = r.scenarios.find((s) => s.name === `${label}, cache hit (br)`);
    lines.push(
      `cached ${label} (br) ÷ raw Node (br): ${raw.rawNodeRatio} by req/s, ${raw.rawNodeCpuRatio} by CPU; ÷ nginx (gzip): ${hitBr?.ratio ?? "—"}`,
    );
  }
  lines.push("");
  for (const f of r.fixedRate) {
    lines.push(
      `${f.name} at ${f.rate} req/s for ${f.seconds} s (${r.database}): ${f.ok}/${f.due} ok, ${f.errors} errors, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms, ${f.cpuMsPerReq ?? "—"} ms CPU/req`,
    );
  }
  for (const row of r.webhookBursts?.rows ?? []) lines.push(formatBurst(row));
  lines.push("");
  lines.push(
    `first start (new data, migrate + seed): ${r.startup.firstStartMs} ms; cold start on existing data: ${r.startup.coldStartMs} ms`,
  );
  const m = r.memory;
  lines.push(`resident memory: idle ${m.idleMb} MB, under load ${m.loadMb} MB`);
  if (m.idleMbSharedBuffers128 !== undefined) {
    lines.push(
      `PGlite shared_buffers 128MB → the default (48MB): idle ${m.idleMbSharedBuffers128} → ${m.idleMbSharedBuffersDefault} MB, under load ${m.loadMbSharedBuffers128} → ${m.loadMbSharedBuffersDefault} MB`,
    );
  }
  lines.push("");
  lines.push(
    `${"page (KB gzip)".padEnd(14)}${pad("JS (manifest)", 15)}${pad("CSS", 7)}${pad("JS (HTML)", 11)}${pad("CSS", 7)}`,
  );
  for (const p of r.pageWeight) {
    lines.push(
      `${p.page.padEnd(14)}${pad(kb(p.manifestJsGz), 15)}${pad(kb(p.manifestCssGz), 7)}${pad(kb(p.htmlJsGz), 11)}${pad(kb(p.htmlCssGz), 7)}`,
    );
  }
  lines.push("");
  for (const l of r.lighthouse ?? []) {
    lines.push(
      l.error
        ? `Lighthouse ${l.page}: not measured (${l.error})`
        : `Lighthouse ${l.page} (mobile): performance ${l.performance}, accessibility ${l.accessibility}, LCP ${l.lcpMs} ms`,
    );
  }
  lines.push("", ...salesLines(r.sales));
  if (r.demo)
    lines.push("", `demo store at one user (pglite), ${r.demo.repeats} requests of each:`, formatDemo(r.demo));
  lines.push("");
  for (const b of r.budgets)
    lines.push(
      `${b.limit === null ? "INFO" : b.pass === null ? "N/A " : b.pass ? "PASS" : "FAIL"}  ${b.name}: ${b.value ?? "not measured"}`,
    );
  console.log(lines.join("\n"));
}

async function cleanup() {
  for (const child of children) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);

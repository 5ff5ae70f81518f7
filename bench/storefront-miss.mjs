// `node bench/storefront-miss.mjs`: the storefront and product page rendered on a page-cache miss,
// measured as `npm run bench` measures them (bench/run.mjs), each page warmed first by 3 s of the
// same load: the BUILT app with
// PAGE_CACHE_MAX_ENTRIES=0 (the cache keeps nothing, so every request renders and compresses and
// every in-process JSON read queries), wrk with 4 connections and `Accept-Encoding: gzip, deflate,
// br`, CPU per request of the server process from /proc. For quick A/B runs after `npm run build`.
//
// Settings (env):
//   MISS_SECONDS   seconds per wrk run (default 8)
//   MISS_CONNECTIONS  wrk's connections (default 4, as the bench; 1 disturbs a busy machine's A/B less)
//   MISS_DATA_DIR  the PGlite folder to use (default: a new temporary one, migrated and seeded with
//                  the demo store on first start); a kept folder skips the seed on later runs
//   MISS_SAVE_DIR  when set, the identity HTML of both pages is written there (storefront.html,
//                  product.html, the app's origin written as http://app) before the load, to
//                  compare the bytes of two builds
//   MISS_PROFILE   when set, a V8 CPU profile of the storefront's loaded window is written to this
//                  file (bench/profile-preload.cjs) and its self time is printed by package
// Output: one line per page: requests/s, CPU µs per request (and of the main thread alone: the rest
// is the libuv pool's zlib, GC helper threads), p50/p99 ms, errors, the load average.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { cpuUs, root, sleep, spawnApp } from "./lib.mjs";

/** CPU time of a process's main thread (its JavaScript), user + system, in µs (/proc/<pid>/task/<pid>/stat). */
function mainThreadCpuUs(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

const seconds = Number(process.env.MISS_SECONDS ?? 8);
const dataDir = process.env.MISS_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), "lapak-miss-")), "data");
const saveDir = process.env.MISS_SAVE_DIR;
const profileOut = process.env.MISS_PROFILE;
const connections = Number(process.env.MISS_CONNECTIONS ?? 4);

function wrk(url, duration = seconds) {
  return new Promise((resolve) => {
    const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--timeout", "20s", "--latency"];
    const child = spawn("wrk", [...args, "-H", "accept-encoding: gzip, deflate, br", url], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", () => resolve(out));
  });
}

function parse(out) {
  const ms = (label) => {
    const [, value, unit] = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`)) ?? [];
    return value === undefined ? null : Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  };
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50Ms: ms(" 50%"),
    p99Ms: ms(" 99%"),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** Self time of a V8 profile summed by npm package (or "app", "node:", "(gc)", …), in percent. */
function byPackage(profile) {
  const self = new Map();
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const packageOf = (node) => {
    // A native frame (no URL) is charged to its nearest JavaScript caller.
    let current = node;
    while (current && !current.callFrame.url && parent.has(current.id)) {
      const name = current.callFrame.functionName;
      if (name === "(garbage collector)" || name === "(program)" || name === "(idle)") return name;
      current = byId.get(parent.get(current.id));
    }
    const url = current?.callFrame.url ?? "";
    if (!url) return current?.callFrame.functionName || "(native)";
    const modules = url.lastIndexOf("node_modules/");
    if (modules >= 0) {
      const parts = url.slice(modules + 13).split("/");
      return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    }
    if (url.startsWith("node:")) return "node:";
    if (url.includes("/apps/web/build/")) return "app (web build)";
    if (url.includes("/apps/api/dist/")) return "app (api dist)";
    if (url.includes("/packages/")) return `app (${url.split("/packages/")[1].split("/")[0]})`;
    return url;
  };
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  let total = 0;
  for (const [id, count] of counts) {
    const node = byId.get(id);
    if (node.callFrame.functionName === "(idle)") continue;
    const key = packageOf(node);
    self.set(key, (self.get(key) ?? 0) + count);
    total += count;
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([key, count]) => `${((100 * count) / total).toFixed(1).padStart(5)} %  ${key}`);
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const nodeArgs = profileOut ? ["--require", join(root, "bench/profile-preload.cjs")] : [];
  const env = { PAGE_CACHE_MAX_ENTRIES: "0", ...(profileOut ? { CPU_PROFILE_OUT: profileOut } : {}) };
  const app = await spawnApp({ dataDir, env, nodeArgs });
  try {
    const products = (await (await fetch(`${app.origin}/v1/sellers/demo/products`)).json()).data;
    const product = products.find((item) => item.type === "digital_download" && item.price > 0);
    const pages = [
      ["storefront", "/demo"],
      ["product", `/demo/${product.slug}`],
    ];
    for (let i = 0; i < 20; i++) for (const [, path] of pages) await (await fetch(`${app.origin}${path}`)).text();
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      for (const [name, path] of pages) {
        const response = await fetch(`${app.origin}${path}`, { headers: { "accept-encoding": "identity" } });
        // The app's own origin (APP_URL, a free port each run) is in links: written as one name.
        writeFileSync(join(saveDir, `${name}.html`), (await response.text()).replaceAll(app.origin, "http://app"));
      }
    }
    // As `npm run bench`: each page warmed by 3 s of the same load, not counted (V8 compiling the
    // render path is not what a render costs; ADR 0038).
    for (const [, path] of pages) await wrk(`${app.origin}${path}`, 3);
    await sleep(1000);
    for (const [name, path] of pages) {
      const profiling = profileOut && name === "storefront";
      if (profiling) process.kill(app.pid, "SIGUSR2");
      const before = cpuUs(app.pid);
      const mainBefore = mainThreadCpuUs(app.pid);
      const result = parse(await wrk(`${app.origin}${path}`));
      const cpu = cpuUs(app.pid) - before;
      const mainCpu = mainThreadCpuUs(app.pid) - mainBefore;
      if (profiling) {
        process.kill(app.pid, "SIGUSR2");
        while (!app.stderr().includes("profile written")) await sleep(100);
      }
      const perRequest = result.requests ? Math.round(cpu / result.requests) : null;
      const mainPerRequest = result.requests ? Math.round(mainCpu / result.requests) : null;
      console.log(
        `${name.padEnd(11)} ${String(result.rps).padStart(5)} req/s  ${String(perRequest).padStart(6)} µs CPU/req (main thread ${mainPerRequest})  ` +
          `p50 ${result.p50Ms?.toFixed(1)} ms  p99 ${result.p99Ms?.toFixed(1)} ms  errors ${result.errors}  ` +
          `load ${loadavg()
            .map((n) => n.toFixed(2))
            .join(" ")}`,
      );
    }
    if (profileOut) for (const line of byPackage(JSON.parse(readFileSync(profileOut, "utf8")))) console.log(line);
  } finally {
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

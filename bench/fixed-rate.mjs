// A fixed-rate load generator, run by bench/run.mjs as its own process (DESIGN §6: the load never
// comes from the server's process). wrk2 is not packaged here and wrk only does closed loops, so
// this sends requests on a fixed schedule (open loop) and measures each latency from the moment the
// request was *due*, not when it went out, so a slow server cannot hide its queueing delay
// ("coordinated omission").
//
// Usage: node bench/fixed-rate.mjs <spec.json>   spec: { origin, rate (req/s), seconds,
//   requests: [{ method, path, headers?, body? }] }  — the requests are sent in turn, cycling.
// Prints one JSON line: { due, sent, ok, errors, statuses, p50, p90, p99, max (ms), ids }, where
// `ids` are the `data.id` of 2xx JSON answers (the bench pays the transactions it created).
// FIXED_RATE_TRACE=<path>: also writes `<path>.<pid>`, a JSON list of [ms after the start the
// request was due, its latency in ms] — to see *when* the slow ones were (a cold start, a job).
import { readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const origin = new URL(spec.origin);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const total = Math.round(spec.rate * spec.seconds);
const intervalMs = 1000 / spec.rate;
const latencies = [];
const statuses = {};
const ids = [];
let errors = 0;
let done = 0;
const startedAt = performance.now();
/** [due ms after the start, latency ms] of each answer, when FIXED_RATE_TRACE is set. */
const trace = process.env.FIXED_RATE_TRACE ? [] : null;

function send(index, dueAt) {
  const item = spec.requests[index % spec.requests.length];
  const body = item.body === undefined ? undefined : Buffer.from(item.body);
  const headers = { ...item.headers, ...(body ? { "content-length": String(body.length) } : {}) };
  const req = request(
    { host: origin.hostname, port: origin.port, method: item.method, path: item.path, headers, agent },
    (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        latencies.push(performance.now() - dueAt);
        trace?.push([Math.round(dueAt - startedAt), Math.round(performance.now() - dueAt)]);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 200 && res.statusCode < 300) {
          try {
            const id = JSON.parse(Buffer.concat(chunks).toString("utf8"))?.data?.id;
            if (id) ids.push(id);
          } catch {}
        } else errors += 1;
        finish();
      });
    },
  );
  req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
  req.on("error", () => {
    errors += 1;
    statuses.error = (statuses.error ?? 0) + 1;
    finish();
  });
  req.end(body);
}

function finish() {
  done += 1;
  if (done < total) return;
  if (trace) writeFileSync(`${process.env.FIXED_RATE_TRACE}.${process.pid}`, JSON.stringify(trace));
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
  console.log(
    JSON.stringify({
      due: total,
      sent: done,
      ok: done - errors,
      errors,
      statuses,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: at(1),
      ids,
    }),
  );
  agent.destroy();
}

const start = performance.now();
let next = 0;
function tick() {
  const now = performance.now();
  while (next < total && start + next * intervalMs <= now) {
    send(next, start + next * intervalMs);
    next += 1;
  }
  if (next < total) setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
}
tick();

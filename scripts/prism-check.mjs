#!/usr/bin/env node
/**
 * The API document checked against live traffic by an outside validator (docs/testing.md, "Prism
 * in front of the built server"): Stoplight Prism in proxy mode validates every request it
 * forwards and every answer it gets back against `/v1/openapi.json`, and names each mismatch in
 * the `sl-violations` answer header (https://docs.stoplight.io/docs/prism/, "Validation Proxy").
 *
 * `npm run build` first: this starts the built server (`apps/api/dist/server.js`) on a fresh
 * temporary DATA_DIR at port 3510 (PRISM_APP_PORT), saves its document, starts Prism (the pinned
 * version below, through `npx`: not a devDependency) at port 3511 (PRISM_PORT), then drives a
 * seller's, a buyer's and an admin's flow through Prism (`scripts/prism-flow.mjs`). Each call is printed with its status and
 * its violations; a call marked `bad` sends bad input on purpose, so a request violation is what it
 * is about and is listed but not counted (a violation of its answer is). Exits 1 when a violation
 * counts, 2 when the flow itself breaks (an unexpected status). `PRISM_DOCUMENT=<file>` checks the
 * traffic against that document instead of the served one (an edited copy, to see a mismatch
 * caught).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_EMAIL, FlowError, flow } from "./prism-flow.mjs";

/** Prism's CLI, pinned: runs on Node ≥ 18.20.1 (its `engines`), checked on Node 20. */
const PRISM = "@stoplight/prism-cli@5.9.0";
const APP_PORT = Number(process.env.PRISM_APP_PORT ?? 3510);
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 3511);
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`;

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = join(root, "apps/api/dist/server.js");

const work = mkdtempSync(join(tmpdir(), "lapak-prism-"));
const dataDir = join(work, "data");
const documentPath = join(work, "openapi.json");
const webhookSecret = randomBytes(32).toString("base64url");
/** Child processes this script started, stopped by their process group on exit. */
const children = [];

/** Starts `command` in its own process group; its output goes to `logFile`. */
function start(command, args, env, logFile) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  child.on("exit", () => writeFileSync(logFile, Buffer.concat(chunks)));
  child.log = () => Buffer.concat(chunks).toString("utf8");
  children.push(child);
  return child;
}

/** Stops every child's process group and waits (up to 10 s) until each has ended and left its log. */
async function stopAll() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const ended = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Polls `url` until it answers 200, for up to `timeoutMs` ms; throws with `child`'s output if not. */
async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended\n${child.log()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms\n${child.log()}`);
}

/**
 * The 6-digit code in the newest outbox email of `kind` to `email` (`otp` for a seller's sign-up,
 * `library_code` for the buyer library; the subject starts with the code, ADR 0017).
 */
async function latestCode(email, kind = "otp") {
  const outbox = join(dataDir, "outbox");
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const newest = (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.includes(`-${kind}-${email}`))
      .sort()
      .at(-1);
    const code = newest && readFileSync(join(outbox, newest), "utf8").match(/^Subject: (\d{6}) /m)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} email for ${email} in ${outbox}`);
}

const results = [];

/**
 * One call through Prism. `expect` is the status the flow needs (a number or a list); `bad` marks
 * bad input sent on purpose. `body` is JSON unless it is a FormData or a string (sent as is).
 * Returns `{ status, json, text, headers }`.
 */
async function call(label, method, path, { token, body, headers = {}, expect = 200, bad = false } = {}) {
  const init = { method, headers: { ...headers }, redirect: "manual" };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData || typeof body === "string") init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers["content-type"] ??= "application/json";
  }
  const response = await fetch(`${PRISM_URL}${path}`, init);
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const header = response.headers.get("sl-violations");
  const violations = header ? JSON.parse(header) : [];
  const expected = [expect].flat();
  results.push({
    label,
    method,
    path,
    status: response.status,
    violations,
    bad,
    ok: expected.includes(response.status),
  });
  const mark = bad ? " [bad input on purpose]" : "";
  console.log(
    `${String(results.length).padStart(2)}. ${method} ${path.split("?")[0]} → ${response.status}  ${label}${mark}`,
  );
  for (const v of violations) console.log(`      ${v.severity ?? ""} ${v.location?.join(".") ?? ""}: ${v.message}`);
  if (!expected.includes(response.status)) {
    throw new FlowError(
      `${label}: ${method} ${path} answered ${response.status}, the flow needs ${expected}: ${text.slice(0, 500)}`,
    );
  }
  return { status: response.status, json, text, headers: response.headers };
}

let exitCode = 0;
try {
  if (!existsSync(serverEntry)) throw new FlowError(`${serverEntry} is missing: run \`npm run build\` first`);
  const server = start(
    process.execPath,
    ["--enable-source-maps", serverEntry],
    {
      NODE_ENV: "production",
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL,
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: ADMIN_EMAIL,
      SANDBOX_WEBHOOK_SECRET: webhookSecret,
    },
    join(work, "server.log"),
  );
  await waitFor(`${APP_URL}/v1/health`, server, 120_000);
  const served = await (await fetch(`${APP_URL}/v1/openapi.json`)).text();
  writeFileSync(documentPath, process.env.PRISM_DOCUMENT ? readFileSync(process.env.PRISM_DOCUMENT) : served);
  const prism = start(
    "npx",
    [
      "-y",
      PRISM,
      "proxy",
      documentPath,
      APP_URL,
      "--host",
      "127.0.0.1",
      "--port",
      String(PRISM_PORT),
      "--errors=false",
    ],
    {},
    join(work, "prism.log"),
  );
  // The first run downloads Prism into npx's cache.
  await waitFor(`${PRISM_URL}/v1/health`, prism, 300_000);
  console.log(`Prism ${PRISM} (proxy) at ${PRISM_URL} → ${APP_URL}, document ${documentPath}\n`);
  await flow({ call, latestCode, webhookSecret, appUrl: APP_URL });
} catch (error) {
  console.error(`\nflow stopped: ${error instanceof FlowError ? error.message : error.stack}`);
  exitCode = 2;
} finally {
  await stopAll();
}

// Bad input on purpose excuses what Prism says of the request, never of the answer.
const excusable = (r, v) => r.bad && v.location?.[0] === "request";
const counted = results.filter((r) => r.violations.some((v) => !excusable(r, v)));
const excused = results.filter((r) => r.bad && r.violations.length > 0 && !counted.includes(r));
const bad = results.filter((r) => r.bad).length;
console.log(
  `\n${results.length} calls through Prism: ${counted.length} with a violation that counts; ` +
    `${excused.length} of the ${bad} calls with bad input on purpose had their request flagged (not counted).`,
);
for (const r of counted) console.log(`  ✗ ${r.method} ${r.path.split("?")[0]} (${r.label})`);
if (exitCode === 0 && counted.length > 0) exitCode = 1;
if (exitCode === 0) rmSync(work, { recursive: true, force: true });
else console.log(`Server and Prism logs: ${work}`);
process.exit(exitCode);

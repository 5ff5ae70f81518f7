// `npm run test:slow`: the suites too slow for `npm test` (DESIGN §6) — the fuzz of every
// JSON route at 10,000 cases (on PostgreSQL when TEST_DATABASE_URL is set, else PGlite), the
// resilience suite against the built server on PostgreSQL (kill -9 mid-burst, SIGTERM draining) and
// the multi-instance suite (two built servers on one PostgreSQL, Redis — TEST_REDIS_URL —, S3
// server and SMTP server, behind nginx when installed), and the journeys that audit every page in
// Debian's Chromium (`LAPAK_JOURNEYS=audits`: axe-core and the Nu HTML Checker;
// tests/e2e/playwright.config.ts). Builds first when there is no build. `.ci/run` runs it after
// `npm test`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const runs = process.env.FUZZ_RUNS ?? "10000";

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

if (!existsSync(`${root}apps/api/dist/server.js`) || !existsSync(`${root}apps/web/build/server`)) {
  run("build", "npm", ["run", "build"]);
}
run(
  `fuzz, ${runs} cases on ${postgres ? "PostgreSQL" : "PGlite"}`,
  "npx",
  ["vitest", "run", "--project", postgres ? "api-postgres" : "api-pglite", "apps/api/test/security/fuzz.test.ts"],
  { FUZZ_RUNS: runs },
);
if (postgres) {
  // The 100,000-row CSV export on PostgreSQL, alone (`api-scale`, vitest.config.ts): its seeding
  // floods the WAL, and on a disk whose flushes stall the files beside it would time out.
  run("the 100,000-row CSV export on PostgreSQL", "npx", ["vitest", "run", "--project", "api-scale"]);
  run("resilience and multi-instance on PostgreSQL", "npx", ["vitest", "run", "--project", "slow"], {
    LAPAK_SLOW_TESTS: "1",
  });
} else if (process.env.CI) {
  console.error("TEST_DATABASE_URL is not set: CI needs PostgreSQL for the resilience suite.");
  process.exit(1);
} else {
  console.warn("TEST_DATABASE_URL is not set: skipping the resilience suite (it runs on PostgreSQL).");
}

const chromium = findChromium();
if (chromium) {
  run("Playwright audits of every page (axe-core, Nu HTML Checker)", "npm", ["run", "test:e2e"], {
    LAPAK_JOURNEYS: "audits",
    CHROMIUM_PATH: chromium,
  });
} else if (process.env.CI) {
  console.error("Chromium not found (apt-get install chromium): CI needs it for the Playwright audits.");
  process.exit(1);
} else {
  console.warn("Chromium not found: skipping the Playwright audits (apt-get install chromium to run them).");
}

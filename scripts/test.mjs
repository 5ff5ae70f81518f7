// `npm test`: what CI checks within 15 minutes, in order — lint, typecheck, the production build,
// unit + API tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), and the Playwright
// journeys in Debian's Chromium, less the two audits of every page (axe-core, the Nu HTML Checker),
// which `npm run test:slow` runs with the other slow suites. Without a Chromium the journeys are
// skipped, except under CI where that fails.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = findChromium();

const steps = [
  ["lint", "npx", ["biome", "ci", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  // Built before the tests: apps/api/test/web/web-serving.test.ts serves the production web build.
  ["build", "npm", ["run", "build"]],
  ["unit + API tests", "npx", ["vitest", "run"]],
];
if (chromium) {
  // The audits of every page (axe-core, the Nu HTML Checker) run in `npm run test:slow`.
  steps.push(["Playwright journeys", "npm", ["run", "test:e2e"], { LAPAK_JOURNEYS: "people" }]);
} else if (process.env.CI) {
  console.error("Chromium not found (apt-get install chromium): CI needs it for the Playwright journeys.");
  process.exit(1);
} else {
  console.warn("Chromium not found: skipping the Playwright journeys (apt-get install chromium to run them).");
}

const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium ?? "", ...env },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

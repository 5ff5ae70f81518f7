// `npm test`: everything CI checks, in order — lint, typecheck, the production build, unit + API
// tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), and the Playwright journeys
// in Debian's Chromium. Without a Chromium the journeys are skipped, except under CI where that fails.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].find(
  (path) => path && existsSync(path),
);

const steps = [
  ["lint", "npx", ["biome", "ci", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  // Built before the tests: apps/api/test/web-serving.test.ts serves the production web build.
  ["build", "npm", ["run", "build"]],
  ["unit + API tests", "npx", ["vitest", "run"]],
];
if (chromium) {
  steps.push(["Playwright journeys", "npm", ["run", "test:e2e"]]);
} else if (process.env.CI) {
  console.error("Chromium not found (apt-get install chromium): CI needs it for the Playwright journeys.");
  process.exit(1);
} else {
  console.warn("Chromium not found: skipping the Playwright journeys (apt-get install chromium to run them).");
}

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium ?? "" },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

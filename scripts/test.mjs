// `npm test`: what CI checks within 10 minutes — lint, typecheck and the production build side by side,
// unit + API tests (on PostgreSQL when TEST_DATABASE_URL is set, else PGlite), and the Playwright
// journeys in Debian's Chromium, less the two audits of every page (axe-core, the Nu HTML Checker),
// which `npm run test:slow` runs with the other slow suites. Without a Chromium the journeys are
// skipped, except under CI where that fails.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = findChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium ?? "" };

/**
 * The static checks and the build, in two lanes run side by side by `concurrently` (each mostly one
 * core's work on a 2-core machine): `check:root` is the root typecheck then lint, `check:web` the web
 * app's typecheck then the production build (which follows the typecheck: it generates React
 * Router's route types). `--group` prints each lane's output whole, so two lanes' lines never mix.
 */
const lanes = ["concurrently", "--group", "--timings", "--names", "root,web", "npm:check:root", "npm:check:web"];
// The API files on PostgreSQL, the production engine, when it is set up (CI), else on the embedded
// PGlite; `npm run test:slow` runs them on PGlite too (vitest.config.ts).
const apiProject = process.env.TEST_DATABASE_URL ? "api-postgres" : "api-pglite";
const steps = [
  [`unit + API tests (${apiProject})`, "npx", ["vitest", "run", "--project", "unit", "--project", apiProject]],
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
console.log("▶ static checks and build (check:root, check:web)");
const checked = spawnSync("npx", lanes, { cwd: root, stdio: "inherit", env });
if (checked.status !== 0) {
  console.error(`✗ static checks and build failed after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(checked.status ?? 1);
}
console.log(`✓ static checks and build (${((Date.now() - started) / 1000).toFixed(1)} s)`);
for (const [name, command, args, extra = {}] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extra } });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

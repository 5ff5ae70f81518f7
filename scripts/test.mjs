// `npm test`: what CI checks within 10 minutes — lint, typecheck and the production build side by side,
// unit + API tests (on PostgreSQL when TEST_DATABASE_URL is set, else PGlite), and the Playwright
// journeys in Debian's Chromium, less the two audits of every page (axe-core, the Nu HTML Checker),
// which `npm run test:slow` runs with the other slow suites. Without a Chromium the journeys are
// skipped, except under CI where that fails.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { findChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const chromium = findChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium ?? "" };

/**
 * The static checks and the build, in two lanes run side by side (each mostly one core's work on a
 * 2-core machine): the root typecheck and lint in one, the web app's typecheck then the production
 * build in the other (the build follows the web typecheck, which generates React Router's route
 * types). Each lane's output is printed whole when it ends, so the lines of two lanes never mix.
 */
const lanes = [
  [
    ["typecheck (API, packages, tests)", "npx", ["tsc", "-p", "tsconfig.json"]],
    ["lint", "npx", ["biome", "ci", "."]],
  ],
  [
    ["typecheck (web)", "npm", ["run", "typecheck", "-w", "@lapak/web"]],
    // Built before the tests: the web-serving API tests serve the production web build.
    ["build", "npm", ["run", "build"]],
  ],
];
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

/** Runs one lane's steps in order, its output kept; resolves `{ ok, output }`. */
async function runLane(lane) {
  let output = "";
  for (const [name, command, args] of lane) {
    const stepStarted = Date.now();
    output += `\n▶ ${name}\n`;
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      child.on("close", (code) => resolve(code ?? 1));
    });
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (status !== 0) return { ok: false, output: `${output}✗ ${name} failed after ${seconds} s\n` };
    output += `✓ ${name} (${seconds} s)\n`;
  }
  return { ok: true, output };
}

const started = Date.now();
const checked = await Promise.all(lanes.map(runLane));
for (const lane of checked) process.stdout.write(lane.output);
console.log(`✓ static checks and build (${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (checked.some((lane) => !lane.ok)) process.exit(1);
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

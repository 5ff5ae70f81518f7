// `npm start`: builds when the sources changed since the last build, then runs the one server
// process (API + web) with NODE_ENV=production on the embedded defaults (DESIGN §2).
import { spawn } from "node:child_process";
import { ensureBuilt, root, serverEntry } from "./build-if-stale.mjs";
import { nodeVersionWarning } from "./node-version.mjs";

// Node 20 reached its end of life in April 2026: it still runs Lapak, but a server that holds money
// belongs on a patched runtime (ADR 0016, docs/deploy.md).
const warning = nodeVersionWarning(process.versions.node);
if (warning) console.warn(warning);

ensureBuilt();

// glibc gives each thread that allocates its own malloc arena; sharp's (libvips) worker threads then
// keep hundreds of MB of freed memory the process never returns (docs/operations.md, "Memory"). Two
// arenas unless the operator chose.
const child = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
  cwd: root,
  stdio: "inherit",
  env: { MALLOC_ARENA_MAX: "2", ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start`: builds when the sources changed since the last build, then runs the one server
// process (API + web) with NODE_ENV=production on the embedded defaults (DESIGN §2).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = join(root, "apps/api/dist/server.js");
const webEntry = join(root, "apps/web/build/server/index.js");
const stampFile = join(root, "apps/api/dist/.source-hash");
const sources = [
  "apps/web/app",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/vite.enhance.config.ts",
  "apps/web/enhance",
  "apps/api/src",
  "apps/api/build.mjs",
  "packages/shared/src",
  "packages/db/src",
  "packages/db/migrations",
  "package-lock.json",
];

/** SHA-256 over the path and content of every source file the build reads. */
function sourceHash() {
  const hash = createHash("sha256");
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== "node_modules") visit(join(path, name));
      return;
    }
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  };
  for (const source of sources) visit(join(root, source));
  return hash.digest("hex");
}

// Node 20 reached its end of life in April 2026: it still runs Lapak, but a server that holds money
// belongs on a patched runtime (ADR 0016, docs/deploy.md).
const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 24) {
  console.warn(
    `Peringatan: Node ${process.versions.node} sudah tidak didukung (EOL April 2026); jalankan Lapak dengan Node 24 LTS untuk produksi (lihat docs/deploy.md).`,
  );
}

const hash = sourceHash();
const fresh =
  existsSync(serverEntry) && existsSync(webEntry) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
if (!fresh) {
  console.log("Membangun aplikasi (sekali setelah ada perubahan kode)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}

// glibc gives each thread that allocates its own malloc arena; sharp's (libvips) worker threads then
// keep hundreds of MB of freed memory the process never returns (measured: 467–856 MB resident after
// the demo seed and a warm-up, 363–421 MB with two arenas). Two arenas unless the operator chose.
const child = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
  cwd: root,
  stdio: "inherit",
  env: { MALLOC_ARENA_MAX: "2", ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Builds the app when its sources changed since the last build (a hash of every source file the
// build reads, kept beside the server bundle). Shared by `npm start`, `npm run backup` and
// `npm run restore`, so none of them runs code older than the checkout.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const serverEntry = join(root, "apps/api/dist/server.js");
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

/** Runs `npm run build` unless the last build is of these sources; exits the process when it fails. */
export function ensureBuilt() {
  const hash = sourceHash();
  const fresh =
    existsSync(serverEntry) &&
    existsSync(webEntry) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash;
  if (!fresh) {
    console.log("Membangun aplikasi (sekali setelah ada perubahan kode)…");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(stampFile, hash);
  }
}

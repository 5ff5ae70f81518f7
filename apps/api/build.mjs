// Bundles the server (API + web mount) into dist/server.js. Workspace packages (@lapak/*) are
// bundled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const external = new Set();
for (const file of [
  "../../package.json",
  "./package.json",
  "../../packages/db/package.json",
  "../../packages/shared/package.json",
  "../web/package.json",
]) {
  const pkg = JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8"));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (!name.startsWith("@lapak/")) external.add(name);
  }
}

// The server, and the backup commands (`npm run backup` / `npm run restore`, ADR 0018).
await build({
  entryPoints: ["src/server.ts", "src/cli/backup.ts", "src/cli/restore.ts"],
  outdir: "dist",
  outbase: "src",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});

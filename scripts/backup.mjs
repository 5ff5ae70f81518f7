// `npm run backup` and `npm run restore -- <archive> [--force]` (ADR 0018, docs/backups.md): builds
// when the sources changed (like `npm start`), then runs the built command with the same environment.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureBuilt, root } from "./build-if-stale.mjs";

const [command, ...args] = process.argv.slice(2);
if (command !== "backup" && command !== "restore") {
  console.error("Pemakaian: node scripts/backup.mjs backup | restore <arsip> [--force]");
  process.exit(2);
}
ensureBuilt();
const result = spawnSync(
  process.execPath,
  ["--enable-source-maps", join(root, `apps/api/dist/cli/${command}.js`), ...args],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
  },
);
process.exit(result.status ?? 1);

// `npm run bench:buyer-js`: the JavaScript each unhydrated buyer page loads (ADR 0010), from the
// build: every enhancement entry in apps/web/build/enhance-manifest.json with the chunks it
// imports, raw and gzip (level 9, as a server would precompress). Exits 1 above the DESIGN §6
// budget of 25 KB gzip per page. The order, library and certificate pages load no script of their own. A seller who set a Meta
// or TikTok pixel adds our pixel loader (`pixels`) to their store, product, checkout and order pages
// (ADR 0022); the networks' own scripts are third-party and outside the budget, so the loader is
// counted in the "+ pixels" rows. Needs `npm run build` first.
// The journey test tests/e2e/journeys/buyer-light.spec.ts measures the same in a browser.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET = 25 * 1024;
const build = fileURLToPath(new URL("../apps/web/build", import.meta.url));
const manifestFile = join(build, "enhance-manifest.json");
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} not found: run "npm run build" first`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

/** The file at `/assets/…` and every chunk it imports statically, each once. */
function filesOf(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(build, "client", url), "utf8");
  for (const [, path] of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+)["']/g)) {
    filesOf(join(dirname(url), path), seen);
  }
  return seen;
}

let over = false;
const pages = {
  checkout: [manifest.checkout],
  payment: [manifest.payment],
  product: [manifest.product],
  order: [],
  library: [],
  certificate: [],
  "checkout + pixels": [manifest.checkout, manifest.pixels],
  "order + pixels": [manifest.pixels],
  store: [],
  "store + pixels": [manifest.pixels],
  "product + pixels": [manifest.product, manifest.pixels],
};
for (const [page, entries] of Object.entries(pages)) {
  const seen = new Set();
  for (const entry of entries) if (entry) filesOf(entry, seen);
  const files = [...seen];
  const raw = files.reduce((sum, file) => sum + readFileSync(join(build, "client", file)).length, 0);
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(build, "client", file)), { level: 9 }).length,
    0,
  );
  over ||= gzip > BUDGET;
  console.log(
    `${page.padEnd(22)} ${(gzip / 1024).toFixed(1).padStart(5)} KB gzip  ${(raw / 1024).toFixed(1).padStart(5)} KB raw  ${files.join(" ") || "(no script)"}`,
  );
}
console.log(`${"budget".padEnd(22)} ${(BUDGET / 1024).toFixed(1).padStart(5)} KB gzip per page (DESIGN §6)`);
process.exit(over ? 1 : 0);

/**
 * Where a buyer page's enhancement script lives (DESIGN §6, ADR 0010): `vite.enhance.config.ts`
 * writes `build/enhance-manifest.json` beside the server build (`build/server/index.js`, where this
 * module is bundled). Read once per process.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** `pixels` is the loader of a seller's Meta/TikTok pixels on their public pages (ADR 0022). */
export type EnhancedPage = "checkout" | "payment" | "product" | "lesson" | "pixels";

let manifest: Record<string, string> | null = null;

function readManifest(): Record<string, string> {
  if (manifest) return manifest;
  try {
    const file = join(dirname(fileURLToPath(import.meta.url)), "..", "enhance-manifest.json");
    manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    // No enhance build (tests, a dev server): the page still works, as without JavaScript.
    manifest = {};
  }
  return manifest;
}

/** The script's URL (`/assets/enhance-checkout-<hash>.js`), or null when it was not built. */
export function enhanceScript(page: EnhancedPage): string | null {
  return readManifest()[page] ?? null;
}

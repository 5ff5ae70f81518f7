/**
 * The buyer pages' enhancement scripts (DESIGN §6, ADR 0010): checkout, payment and order render on
 * the server without hydration; each loads one small ES module built here from `enhance/<page>.ts`
 * into `build/client/assets/enhance-<page>-<hash>.js` (served by the app with `'self'` in the CSP).
 * Runs after `react-router build` (which empties `build/`), and writes `build/enhance-manifest.json`
 * — `{ "<page>": "/assets/enhance-<page>-<hash>.js" }` — that the routes' loaders read
 * (`app/features/shell/enhance.server.ts`). Not served: it sits outside `build/client`.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/** The pages with a script; each is `enhance/<name>.ts` (`pixels`: a seller's pixels on their own pages, ADR 0022). */
export const ENHANCED_PAGES = ["checkout", "payment", "product", "lesson", "pixels"] as const;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

function enhanceManifest(): Plugin {
  return {
    name: "lapak-enhance-manifest",
    writeBundle(_options, bundle) {
      const manifest: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) manifest[chunk.name] = `/${chunk.fileName}`;
      }
      writeFileSync(here("./build/enhance-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  resolve: { alias: { "~": here("./app") } },
  plugins: [enhanceManifest()],
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    target: "es2020",
    modulePreload: false,
    reportCompressedSize: true,
    rollupOptions: {
      input: Object.fromEntries(ENHANCED_PAGES.map((page) => [page, here(`./enhance/${page}.ts`)])),
      output: {
        format: "es",
        entryFileNames: "assets/enhance-[name]-[hash].js",
        chunkFileNames: "assets/enhance-[name]-[hash].js",
      },
    },
  },
});

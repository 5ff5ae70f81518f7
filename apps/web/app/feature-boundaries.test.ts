/**
 * Feature boundaries (ARCHITECTURE.md, "Inside the web app"). A file under
 * `apps/web/app/features/<feature>/` imports only:
 * - files of its own feature,
 * - shared components in `features/ui/**`,
 * - helpers in `app/lib/**`,
 * - packages (`react`, `@lapak/shared/...`, …),
 * never a file of another feature, nor the routes or the root. Routes compose features; features do
 * not reach into each other. So a feature can be moved, split or deleted without breaking another
 * one, and what two features share sits where it is visibly shared. `app/lib` in turn imports no
 * feature, so a helper moved there cannot drag a feature back in.
 *
 * The scan reads every `.ts`/`.tsx` file with TypeScript's own import scanner (`ts.preProcessFile`,
 * the one tsc uses to find a program's files): static `import … from`, `import "…"`,
 * `export … from` and dynamic `import("…")`, skipping comments and strings. `~/` is `apps/web/app/`
 * (the alias in apps/web/tsconfig.json); a relative specifier is resolved against the importing
 * file, so `../../other-feature/x` counts as much as `~/features/other-feature/x`. Biome refuses the
 * `~/` forms in the editor (`noRestrictedImports` in biome.json); only this resolution sees the
 * relative ones (ADR 0045).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));
const SHARED_FEATURE = "ui";

/** Module specifiers a source text imports or re-exports, static or dynamic, in order. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Posix path from the app folder, e.g. `features/auth/api/sign-in.server` or `lib/paths`. */
function appPath(absolute: string): string {
  return path.relative(APP_DIR, absolute).split(path.sep).join("/");
}

/** The app path a specifier lands on, or `null` for a package. */
function targetOf(importer: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return appPath(path.join(APP_DIR, specifier.slice(2)));
  if (specifier.startsWith(".")) return appPath(path.resolve(path.dirname(importer), specifier));
  if (path.isAbsolute(specifier)) return appPath(specifier);
  return null;
}

/**
 * Why `specifier`, imported by `importer` (an absolute path under `features/` or `lib/`), breaks
 * the rule, or `null` when it is allowed.
 */
export function boundaryViolation(importer: string, specifier: string): string | null {
  const target = targetOf(importer, specifier);
  if (target === null) return null;
  const [top, feature] = target.split("/");
  const [importerTop, importerFeature] = appPath(importer).split("/");

  if (importerTop === "lib") return top === "features" ? `app/lib imports the ${feature} feature` : null;

  if (top === "lib") return null;
  if (top === "features" && (feature === importerFeature || feature === SHARED_FEATURE)) return null;
  if (top === "features") return `imports the ${feature} feature`;
  return `imports ${target}, outside features/${SHARED_FEATURE} and app/lib`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const imports = ["features", "lib"]
  .flatMap((dir) => sourceFiles(path.join(APP_DIR, dir)))
  .flatMap((file) => importSpecifiers(readFileSync(file, "utf8")).map((specifier) => ({ file, specifier })));

describe("feature boundaries", () => {
  it("sees the imports (the scan is not empty)", () => {
    const landingIn = (top: string) =>
      imports.filter(
        ({ file, specifier }) =>
          appPath(file).startsWith("features/") &&
          !appPath(file).startsWith(`features/${SHARED_FEATURE}/`) &&
          targetOf(file, specifier)?.startsWith(top),
      ).length;
    expect(landingIn(`features/${SHARED_FEATURE}/`)).toBeGreaterThan(100);
    expect(landingIn("lib/")).toBeGreaterThan(100);
    expect(imports.filter(({ specifier }) => specifier.startsWith(".")).length).toBeGreaterThan(100);
  });

  it("no feature imports another feature, and app/lib imports none", () => {
    const offending = imports.flatMap(({ file, specifier }) => {
      const why = boundaryViolation(file, specifier);
      return why ? [`${appPath(file)} → ${specifier} (${why})`] : [];
    });
    expect(offending).toEqual([]);
  });

  it("flags an offending line and lets the allowed ones through", () => {
    const importer = path.join(APP_DIR, "features", "order", "components", "order-page.tsx");
    const source = [
      'import { Button } from "~/features/ui/button";',
      'import { paths } from "~/lib/paths";',
      'import type { Order } from "../types";',
      'import { useState } from "react";',
      'import { formatRupiah } from "@lapak/shared/money";',
      "// import { old } from '~/features/payment/old';",
      'import { LoginForm } from "~/features/auth/components/login-form";',
      'export { Countdown } from "../../payment/countdown";',
      'const Chart = lazy(() => import("~/features/statistics/components/daily-chart"));',
      'import { links } from "~/root";',
    ].join("\n");
    const flagged = importSpecifiers(source).filter((specifier) => boundaryViolation(importer, specifier));
    expect(flagged).toEqual([
      "~/features/auth/components/login-form",
      "../../payment/countdown",
      "~/features/statistics/components/daily-chart",
      "~/root",
    ]);

    const helper = path.join(APP_DIR, "lib", "price.ts");
    expect(boundaryViolation(helper, "./images")).toBeNull();
    expect(boundaryViolation(helper, "~/features/storefront/theme")).toBe("app/lib imports the storefront feature");
  });
});

/**
 * Test projects (DESIGN §6 "tests at three levels"; Playwright lives in tests/e2e):
 * - `unit`: tests beside the code in packages/*, apps/api/src and apps/web/app;
 * - `api-postgres`: the API driven in-process with `app.inject` on PostgreSQL, the production
 *   engine, only when `TEST_DATABASE_URL` is set; each test file gets its own database there,
 *   copied from one migrated template (apps/api/test/helpers/global-setup-postgres.ts). `npm test`
 *   runs every API file here when PostgreSQL is set up (CI), else on PGlite;
 * - `api-pglite`: the same API files on the embedded PGlite, each on its own copy of one migrated
 *   template (apps/api/test/helpers/global-setup.ts): `npm test` without PostgreSQL, and
 *   `npm run test:slow` in CI, so every file runs on both engines (docs/testing.md);
 * - `api-scale` (only with `TEST_DATABASE_URL`): the scale files, chosen by their name
 *   (`*-scale.test.ts`), on PostgreSQL and alone, run by `npm run test:slow`: seeding 100,000 rows
 *   floods the WAL, and other files running beside it would wait on the disk's stalled flushes;
 * - `slow` (only with `LAPAK_SLOW_TESTS=1`, run by `npm run test:slow`): apps/api/test/slow, the
 *   resilience suite against the built server as a real process on PostgreSQL.
 */
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** The API tests, one folder per module (`apps/api/test/<module>/<name>.test.ts`); never `slow/`. */
const apiTests = ["apps/api/test/**/*.test.ts"];
const apiExclude = [...configDefaults.exclude, "apps/api/test/slow/**"];

/** The scale files, by name: on PostgreSQL they run alone (`api-scale`), never beside the others. */
const scaleTests = "apps/api/test/**/*-scale.test.ts";
const apiSetup = {
  setupFiles: ["apps/api/test/helpers/cheap-argon2.ts", "apps/api/test/helpers/file-database.ts"],
  // The app's modules stay loaded from one API file to the next in a worker: isolated, each file
  // would import and compile them again and run its code cold. Each file still gets its own
  // database (file-database.ts) and its own apps.
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two cores here: one worker per core; each API file holds one database in memory.
    maxWorkers: 2,
    projects: [
      {
        // The web app's `~/` (apps/web/tsconfig.json), for its modules under test.
        resolve: { alias: { "~": fileURLToPath(new URL("apps/web/app", import.meta.url)) } },
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "apps/web/app/**/*.test.ts",
            "apps/web/enhance/**/*.test.ts",
            "scripts/*.test.ts",
            "apps/web/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          exclude: apiExclude,
          globalSetup: ["apps/api/test/helpers/global-setup.ts"],
          provide: { testEngine: "pglite" },
          ...apiSetup,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiTests,
                exclude: [...apiExclude, scaleTests],
                globalSetup: ["apps/api/test/helpers/global-setup-postgres.ts"],
                provide: { testEngine: "postgres" as const, testDatabaseUrl: process.env.TEST_DATABASE_URL },
                ...apiSetup,
              },
            },
            {
              test: {
                name: "api-scale",
                include: [scaleTests],
                globalSetup: ["apps/api/test/helpers/global-setup-postgres.ts"],
                provide: { testEngine: "postgres" as const, testDatabaseUrl: process.env.TEST_DATABASE_URL },
                ...apiSetup,
              },
            },
          ]
        : []),
      ...(process.env.LAPAK_SLOW_TESTS
        ? [{ test: { name: "slow", include: ["apps/api/test/slow/**/*.test.ts"], testTimeout: 300_000 } }]
        : []),
    ],
  },
});

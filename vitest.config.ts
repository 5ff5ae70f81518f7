/**
 * Test projects (DESIGN §6 "tests at three levels"; Playwright lives in tests/e2e):
 * - `unit`: tests beside the code in packages/*, apps/api/src and apps/web/app;
 * - `api-pglite`: the API driven in-process with `app.inject`, each test file on its own PGlite
 *   copied from one migrated template (see apps/api/test/helpers/global-setup.ts);
 * - `api-postgres`: the same API tests again on PostgreSQL, only when `TEST_DATABASE_URL` is set;
 *   each test file gets its own database there, copied from one migrated template
 *   (apps/api/test/helpers/global-setup-postgres.ts). `npm test` runs there the files about money
 *   and concurrency (`POSTGRES_CORE`: row locks and isolation are only real on PostgreSQL);
 *   `npm run test:slow` runs the rest (`LAPAK_POSTGRES=rest`, then `scale`), so CI runs every file
 *   on both engines while `npm test` stays within its 15 minutes (docs/testing.md).
 *   `LAPAK_POSTGRES=all` runs every file;
 * - `slow` (only with `LAPAK_SLOW_TESTS=1`, run by `npm run test:slow`): apps/api/test/slow, the
 *   resilience suite against the built server as a real process on PostgreSQL.
 */
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** The API tests, one folder per module (`apps/api/test/<module>/<name>.test.ts`); never `slow/`. */
const apiTests = ["apps/api/test/**/*.test.ts"];
const apiExclude = [...configDefaults.exclude, "apps/api/test/slow/**"];

/**
 * API files run on PostgreSQL by `npm test`: money, locks, concurrency, outages, named by file name in
 * whichever module folder holds them. The 100,000-row CSV
 * export (`sales-export-scale`, ≈ 30 s) is a scale test: `npm run test:slow` runs it there.
 */
const POSTGRES_CORE = [
  "checkout",
  "change-method",
  "money",
  "seller-money",
  "disbursements",
  "payout-settlement",
  "payout-job",
  "sandbox-money",
  "payment-method-settings",
  "webhooks",
  "payout-suspension",
  "money-agrees",
  "auth-otp-lock",
  "whatsapp-abuse",
  "database-outage",
  "instances-redis",
  "*discount*",
  "*refund*",
  "*promo*",
  "*revenue*",
  // Kelas Online: saving a curriculum (upserts in one transaction) and selling a course.
  "courses/*",
  // Sign-in codes of the buyer library: their per-email lock and attempt counts race like the OTP's.
  "library/*",
].map((name) => `apps/api/test/**/${name}.test.ts`);

/**
 * The scale tests, run on PostgreSQL by `npm run test:slow` after the other files and alone
 * (`LAPAK_POSTGRES=scale`): seeding 100,000 rows floods the WAL, and other files running beside it
 * would wait on the disk's stalled flushes.
 */
const POSTGRES_SCALE = ["apps/api/test/**/sales-export-scale.test.ts"];

const postgresSelection = process.env.LAPAK_POSTGRES ?? "core";
const postgresFiles =
  postgresSelection === "all"
    ? { include: apiTests, exclude: apiExclude }
    : postgresSelection === "rest"
      ? { include: apiTests, exclude: [...apiExclude, ...POSTGRES_CORE, ...POSTGRES_SCALE] }
      : postgresSelection === "scale"
        ? { include: POSTGRES_SCALE }
        : { include: POSTGRES_CORE };
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
                ...postgresFiles,
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

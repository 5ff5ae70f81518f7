/** Values the vitest config and global setup hand to every API test file (`inject(...)`). */
export type TestEngine = "pglite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** Which database this project runs the API tests on. */
    testEngine: TestEngine;
    /** Admin URL for `CREATE DATABASE` (the `api-postgres` project only). */
    testDatabaseUrl: string;
    /** Path of the migrated PGlite data dir tarball (the `api-pglite` project only). */
    pgliteTemplate: string;
    /** The migrated template database every file's database is made from (`api-postgres` only). */
    postgresTemplate: string;
    /** This run's part of its databases' names, `<epoch s>_<hex>` (`api-postgres` only). */
    postgresRun: string;
  }
}

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
  }
}

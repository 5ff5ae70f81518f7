/**
 * API tests hash passwords with argon2id at a test cost (1 pass over 1 MiB instead of 3 over
 * 64 MiB): every sign-up and login of the suite hashes, and at production cost those hashes are
 * most of the run on two cores. Same algorithm, same encoded format, same verify path; the
 * production parameters are checked by `src/modules/auth/passwords.test.ts`.
 */
import { vi } from "vitest";

vi.mock("argon2", async (importOriginal) => {
  type Argon2 = typeof import("argon2");
  // argon2 is CommonJS: the module object is both the namespace and its `default`.
  const real = await importOriginal<Argon2 & { default: Argon2 }>();
  const testCost = { timeCost: 1, memoryCost: 1024, parallelism: 1 };
  const hash = ((password: string, options?: object) =>
    real.default.hash(password, { ...options, ...testCost })) as typeof real.default.hash;
  return { ...real, hash, default: { ...real.default, hash } };
});

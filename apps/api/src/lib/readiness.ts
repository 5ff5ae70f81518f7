/**
 * Readiness of this instance for a load balancer (`GET /v1/health/ready`): each outside system the
 * instance needs registers a cheap check here (the database's `select 1`, Redis's `PING`, the
 * storage's bucket or folder). The instance is ready when every check answers within
 * `READINESS_TIMEOUT_MS` and it is not shutting down.
 *
 * Liveness (`GET /v1/health/live`) asks nothing outside the process: a load balancer or systemd
 * restarts an instance that stops answering it, which a database outage must never cause.
 */
import type { Db } from "@lapak/db";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/** The database check: one `select 1`; throws the driver's error when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How long one check may take before it counts as failed, in ms. */
export const READINESS_TIMEOUT_MS = 2_000;

/** A check resolves when its system answers and throws (or times out) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export type CheckResult = "ok" | "unavailable";

export interface Readiness {
  /** Adds the check named `name` (`database`, `redis`, `storage`, …); a later one replaces it. */
  add(name: string, check: ReadinessCheck): void;
  /** Marks the instance as draining: `/health/ready` answers 503 from now on (SIGTERM). */
  drain(): void;
  /** Runs every check at once; `ready` is false when one fails or the instance is draining. */
  run(): Promise<{ ready: boolean; draining: boolean; checks: Record<string, CheckResult> }>;
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Creates the registry; `timeoutMs` bounds each check. */
export function createReadiness(timeoutMs = READINESS_TIMEOUT_MS): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  return {
    add: (name, check) => void checks.set(name, check),
    drain: () => {
      draining = true;
    },
    async run() {
      const entries = [...checks];
      const results = await Promise.all(entries.map(([, check]) => withTimeout(check, timeoutMs)));
      const named = Object.fromEntries(entries.map(([name], index) => [name, results[index] as CheckResult]));
      return { ready: !draining && results.every((result) => result === "ok"), draining, checks: named };
    },
  };
}

async function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("unavailable"), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => "ok" as const,
        () => "unavailable" as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Decorates `app.readiness` (once, before the routes that read it). */
export function installReadiness(app: FastifyInstance): Readiness {
  const readiness = createReadiness();
  app.decorate("readiness", readiness);
  return readiness;
}

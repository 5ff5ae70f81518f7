/**
 * The per-IP failed-login limit of DESIGN §6 ("60 failed logins/min per IP"), beside the
 * 10/min per (IP, email) limit of `rate-limit.ts`. That one alone let one IP try 200 emails a minute,
 * each costing an argon2 verify. Only failures count (`failure-limit.ts`).
 */
import type { Redis } from "ioredis";
import { AppError } from "../lib/app-error";
import { createFailureLimit, type FailureLimit } from "./failure-limit";

/** DESIGN §6: failed logins one IP may make per window. Generous, because of CGNAT. */
export const FAILED_LOGINS_PER_IP = 60;
/** DESIGN §6: the window of that limit, in seconds. */
export const FAILED_LOGIN_WINDOW_SECONDS = 60;

/**
 * `guard(ip, attempt)` runs a password login for `ip` unless that IP is over the limit; only a
 * failure answered `unauthorized` keeps its point. Throws AppError `rate_limited` (429) when over.
 */
export type FailedLoginLimit = FailureLimit;

/** The limit, in Redis when `redis` is given, else in memory; a no-op when `disabled` (tests). */
export function createFailedLoginLimit({ redis, disabled }: { redis?: Redis; disabled: boolean }): FailedLoginLimit {
  return createFailureLimit({
    redis,
    disabled,
    keyPrefix: "lapak-login-fail",
    points: FAILED_LOGINS_PER_IP,
    durationSeconds: FAILED_LOGIN_WINDOW_SECONDS,
    isFailure: (error) => error instanceof AppError && error.code === "unauthorized",
    message: (seconds) => `Terlalu banyak percobaan. Coba lagi dalam ${seconds} detik.`,
  });
}

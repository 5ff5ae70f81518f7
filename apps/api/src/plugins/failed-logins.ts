/**
 * The per-IP failed-login limit of DESIGN §6 ("60 failed logins/min per IP"), beside the
 * 10/min per (IP, email) limit of `rate-limit.ts`. That one alone let one IP try 200 emails a minute,
 * each costing an argon2 verify. Counted with rate-limiter-flexible: in process memory, or in Redis
 * when `REDIS_URL` is set so every instance shares one count (memory takes over if Redis fails).
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../lib/app-error";

/** DESIGN §6: failed logins one IP may make per window. Generous, because of CGNAT. */
export const FAILED_LOGINS_PER_IP = 60;
/** DESIGN §6: the window of that limit, in seconds. */
export const FAILED_LOGIN_WINDOW_SECONDS = 60;

export interface FailedLoginLimit {
  /**
   * Runs `attempt` (a password login) for `ip` unless that IP is over the limit. The attempt counts
   * from the start, so parallel tries cannot slip past it; only a failure answered `unauthorized`
   * keeps counting — success and any other answer give the point back.
   * Throws AppError `rate_limited` (429, `retryAfter` seconds) when over the limit.
   */
  guard<T>(ip: string, attempt: () => Promise<T>): Promise<T>;
}

/** The limit, in Redis when `redis` is given, else in memory; a no-op when `disabled` (tests). */
export function createFailedLoginLimit({ redis, disabled }: { redis?: Redis; disabled: boolean }): FailedLoginLimit {
  if (disabled) return { guard: (_ip, attempt) => attempt() };
  const options = {
    keyPrefix: "lapak-login-fail",
    points: FAILED_LOGINS_PER_IP,
    duration: FAILED_LOGIN_WINDOW_SECONDS,
  };
  const memory = new RateLimiterMemory(options);
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory;
  const giveBack = (ip: string) => limiter.reward(ip, 1).catch(() => undefined);

  return {
    async guard(ip, attempt) {
      try {
        await limiter.consume(ip, 1);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError("rate_limited", `Terlalu banyak percobaan. Coba lagi dalam ${seconds} detik.`, {
          retryAfter: seconds,
        });
      }
      try {
        const result = await attempt();
        await giveBack(ip);
        return result;
      } catch (error) {
        if (!(error instanceof AppError && error.code === "unauthorized")) await giveBack(ip);
        throw error;
      }
    },
  };
}

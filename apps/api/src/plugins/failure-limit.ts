/**
 * A limit that counts only failures (DESIGN §6): failed logins per IP (`failed-logins.ts`) and wrong
 * promo codes per IP and product (`code-attempts.ts`). Counted with rate-limiter-flexible: in process
 * memory, or in Redis when `REDIS_URL` is set so every instance shares one count (memory takes over
 * if Redis fails).
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../lib/app-error";

export interface FailureLimit {
  /**
   * Runs `attempt` for `key` unless that key is over the limit. The attempt counts from the start,
   * so parallel tries cannot slip past it; only a failure (the limit's `isFailure`) keeps counting —
   * success and any other answer give the point back.
   * Throws AppError `rate_limited` (429, `retryAfter` seconds) when over the limit.
   */
  guard<T>(key: string, attempt: () => Promise<T>): Promise<T>;
}

export interface FailureLimitOptions {
  redis?: Redis;
  /** A no-op limit (RATE_LIMIT_DISABLED, tests). */
  disabled: boolean;
  /** The counts' key prefix in Redis. */
  keyPrefix: string;
  /** Failures allowed per key and window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** Which thrown errors are failures that keep their point. */
  isFailure: (error: unknown) => boolean;
  /** The 429's Indonesian message for a wait of `seconds`. */
  message: (seconds: number) => string;
  /** Field errors sent with the 429, e.g. beside the field that was guessed. */
  fieldErrors?: (message: string) => Record<string, string[]>;
}

/** The limit, in Redis when `redis` is given, else in memory; a no-op when `disabled`. */
export function createFailureLimit(options: FailureLimitOptions): FailureLimit {
  if (options.disabled) return { guard: (_key, attempt) => attempt() };
  const counts = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  const memory = new RateLimiterMemory(counts);
  const limiter = options.redis
    ? new RateLimiterRedis({
        ...counts,
        storeClient: options.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  const giveBack = (key: string) => limiter.reward(key, 1).catch(() => undefined);

  return {
    async guard(key, attempt) {
      try {
        await limiter.consume(key, 1);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        const message = options.message(seconds);
        throw new AppError("rate_limited", message, {
          retryAfter: seconds,
          ...(options.fieldErrors && { errors: options.fieldErrors(message) }),
        });
      }
      try {
        const result = await attempt();
        await giveBack(key);
        return result;
      } catch (error) {
        if (!options.isFailure(error)) await giveBack(key);
        throw error;
      }
    },
  };
}

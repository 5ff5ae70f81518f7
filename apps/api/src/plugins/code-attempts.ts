/**
 * The limit on promo-code guessing (ADR 0025, DESIGN §6): 10 codes that do not apply a minute per
 * (client IP, product), on `POST /v1/checkout/quote` and on `POST /v1/transactions` with a code. A
 * code that applies gives its point back, so a buyer re-quoting the right code is never slowed; past
 * the limit every code is refused with 429 before it is looked at, the right one too.
 */
import { DISCOUNT_MESSAGES } from "@lapak/shared/schemas/discount";
import type { Redis } from "ioredis";
import { AppError } from "../lib/app-error";
import { createFailureLimit, type FailureLimit } from "./failure-limit";

/** ADR 0025: codes that do not apply one IP may try on one product per window. */
export const CODE_ATTEMPTS_PER_IP_AND_PRODUCT = 10;
/** ADR 0025: the window of that limit, in seconds. */
export const CODE_ATTEMPT_WINDOW_SECONDS = 60;

/** Whether `error` is the refusal of a code that does not apply (`codeNotApplicable`): a wrong guess. */
function isCodeNotApplicable(error: unknown): boolean {
  return error instanceof AppError && error.options.errors?.discountCode?.[0] === DISCOUNT_MESSAGES.notApplicable;
}

export interface CodeAttemptLimit {
  /**
   * Runs `attempt` (a quote or checkout of `productId` carrying `code`) under the limit of `ip`;
   * runs it unguarded when there is no code. Throws AppError `rate_limited` (429, `retryAfter`
   * seconds, the message also on `discountCode`) when over.
   */
  guard<T>(request: { ip: string; productId: string; code?: string }, attempt: () => Promise<T>): Promise<T>;
}

/** The limit, in Redis when `redis` is given, else in memory; a no-op when `disabled` (tests). */
export function createCodeAttemptLimit({ redis, disabled }: { redis?: Redis; disabled: boolean }): CodeAttemptLimit {
  const limit: FailureLimit = createFailureLimit({
    redis,
    disabled,
    keyPrefix: "lapak-code-fail",
    points: CODE_ATTEMPTS_PER_IP_AND_PRODUCT,
    durationSeconds: CODE_ATTEMPT_WINDOW_SECONDS,
    isFailure: isCodeNotApplicable,
    message: (seconds) => `Terlalu banyak percobaan kode promo. Coba lagi dalam ${seconds} detik.`,
    fieldErrors: (message) => ({ discountCode: [message] }),
  });
  return {
    guard: ({ ip, productId, code }, attempt) => (code ? limit.guard(`${ip}|${productId}`, attempt) : attempt()),
  };
}

/**
 * Password hashing with argon2id (OWASP Password Storage Cheat Sheet: argon2id first choice), behind
 * one process-wide queue. argon2 runs on libuv's thread pool (4 threads by default), the same pool
 * that reads static files: 200 logins at once filled it and CSS and images stalled for seconds.
 */
import argon2 from "argon2";
import pLimit from "p-limit";
import { AppError } from "../../lib/app-error";

/**
 * argon2 operations (hash or verify, every caller) running at once — DESIGN §6 "at most a few
 * argon2 hashes running at once (a queue, not a pile-up)". Two leave two pool threads for files.
 */
export const ARGON2_MAX_RUNNING = 2;
/**
 * Operations allowed to wait behind the running ones. One production hash takes ≈ 0.25 s on a
 * 2-core machine (≈ 4 a second), so the last in line waits ≈ 5 s; more are refused with 503.
 */
export const ARGON2_MAX_WAITING = 20;
/** `Retry-After` of that 503, in seconds: about the time the full line takes to drain. */
export const ARGON2_BUSY_RETRY_SECONDS = 5;

const queue = pLimit(ARGON2_MAX_RUNNING);

/**
 * Runs one argon2 operation through the queue. Throws AppError `service_unavailable` (503, with
 * `retryAfter`) without running it when the waiting line is full.
 */
function queued<T>(operation: () => Promise<T>): Promise<T> {
  if (queue.pendingCount >= ARGON2_MAX_WAITING) {
    return Promise.reject(
      new AppError("service_unavailable", "Server sedang sibuk, coba lagi sebentar lagi", {
        retryAfter: ARGON2_BUSY_RETRY_SECONDS,
      }),
    );
  }
  return queue(operation);
}

/** argon2id hash (library default cost: 64 MiB, 3 passes, 4 lanes) of `password`. Throws 503 when busy. */
export function hashPassword(password: string): Promise<string> {
  return queued(() => argon2.hash(password, { type: argon2.argon2id }));
}

// A real hash of a random string: verifying against it costs the same as a real account, so a
// login for an unknown email takes as long as one with a wrong password (and waits in the same line).
const dummyHash = hashPassword(Math.random().toString(36));

/**
 * True when `password` matches `hash`; a null hash (no password: Google-only, or a registration not
 * verified yet) still costs one verify. Throws 503 when the argon2 queue is full.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const against = hash ?? (await dummyHash);
  const ok = await queued(() => argon2.verify(against, password).catch(() => false));
  return hash !== null && ok;
}

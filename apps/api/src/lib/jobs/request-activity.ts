/**
 * Background work yields to requests (issue 25, ADR 0014 "Latency"). Jobs and requests share one
 * Node thread, and on the embedded PGlite one database connection too: in a burst of paid webhooks
 * the queue's own statements (a fetch, a completion per job) and the emails' rendering took more
 * CPU than the webhooks themselves, and the webhooks' p99 reached 10 s. So a worker asks for its
 * next jobs only once no request has started for `QUIET_MS`, or after `MAX_WAIT_MS` whatever the
 * traffic, so that under a steady load the queue still advances (one fetch per worker every
 * `MAX_WAIT_MS` at least). A request never waits for a job: the job waits for a lull.
 */

/** How long no request may have started before a worker fetches, in ms. */
export const QUIET_MS = 50;
/** The longest a worker's fetch waits for that lull, in ms. */
export const MAX_WAIT_MS = 2_000;

/** When requests came in, and a way for background work to wait for a lull between them. */
export interface RequestActivity {
  /** Records that a request has started (an `onRequest` hook calls it). */
  seen(): void;
  /** Resolves once no request has started for `quietMs`, or after `maxWaitMs` at the latest. */
  quiet(): Promise<void>;
}

/** Builds the tracker; times in ms (`QUIET_MS` and `MAX_WAIT_MS` by default). */
export function requestActivity({ quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS } = {}): RequestActivity {
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  return {
    seen() {
      lastRequestAt = performance.now();
    },
    async quiet() {
      const deadline = performance.now() + maxWaitMs;
      for (;;) {
        const now = performance.now();
        const quietFor = now - lastRequestAt;
        if (quietFor >= quietMs || now >= deadline) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs - quietFor, deadline - now) + 1));
      }
    },
  };
}

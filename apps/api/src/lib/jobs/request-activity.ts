/**
 * Background work yields to requests (issue 25, ADR 0014 "Latency"). Jobs and requests share one
 * Node thread, and on the embedded PGlite one database connection too: in a burst of paid webhooks
 * the queue's own statements (a fetch, a completion per job) and the emails' rendering took more
 * CPU than the webhooks themselves, and the webhooks' p99 reached 10 s. So a worker asks for its
 * next jobs, and starts each job of a batch, only in a lull: no request in flight and none started
 * for `QUIET_MS` — or after `MAX_WAIT_MS` whatever the traffic, so that under a steady load the
 * queue still advances (a job per worker every `MAX_WAIT_MS` at least). A request in flight for
 * more than `STALE_MS` (a payment page's status stream, a large download) no longer counts. A
 * request never waits for a job: the job waits for a lull.
 */

/** How long no request may have started before a worker goes on, in ms. */
export const QUIET_MS = 50;
/** The longest a worker waits for a lull, in ms. */
export const MAX_WAIT_MS = 2_000;
/** A request in flight for longer than this no longer holds workers back, in ms. */
export const STALE_MS = 5_000;

/** The requests in flight, and a way for background work to wait for a lull between them. */
export interface RequestActivity {
  /** A request has started (an `onRequest` hook); `id` is its request id. */
  started(id: string): void;
  /** A request has ended: answered or aborted (`onResponse`, `onRequestAbort`). */
  ended(id: string): void;
  /** Resolves in the next lull, or after `maxWaitMs` at the latest. */
  quiet(): Promise<void>;
}

/** Builds the tracker; times in ms (`QUIET_MS`, `MAX_WAIT_MS` and `STALE_MS` by default). */
export function requestActivity({
  quietMs = QUIET_MS,
  maxWaitMs = MAX_WAIT_MS,
  staleMs = STALE_MS,
} = {}): RequestActivity {
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  // Request id → when it started (performance.now()); in start order, so the oldest come first.
  const inFlight = new Map<string, number>();
  /** Whether a request still counts as in flight (dropping those in flight for over `staleMs`). */
  const busy = (now: number) => {
    for (const [id, at] of inFlight) {
      if (now - at <= staleMs) return true;
      inFlight.delete(id);
    }
    return false;
  };
  return {
    started(id) {
      lastStartedAt = performance.now();
      inFlight.set(id, lastStartedAt);
    },
    ended(id) {
      inFlight.delete(id);
    },
    async quiet() {
      const deadline = performance.now() + maxWaitMs;
      for (;;) {
        const now = performance.now();
        const quietFor = now - lastStartedAt;
        if ((quietFor >= quietMs && !busy(now)) || now >= deadline) return;
        const pause = quietFor >= quietMs ? 5 : quietMs - quietFor;
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - now) + 1));
      }
    },
  };
}

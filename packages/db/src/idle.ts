/**
 * When a database handle has nothing to do (issue 25): background work (the job queue) asks for
 * `whenIdle` before it starts, so the statements of requests go first. On the embedded PGlite the
 * requests and the jobs share one connection that answers one statement at a time, and on both
 * engines one Node thread: a job started in the middle of a burst of requests makes each of them
 * wait for its statements.
 *
 * Only background work ever waits here; a request's statements never do. So nothing can deadlock
 * on it: a request that calls the app in-process (the sandbox pay button delivering its webhook)
 * runs its statements at once, and a job waits at most `maxWaitMs`.
 */

/** How a handle tells whether a statement of its own is running or waiting, and when one ends. */
export interface Busyness {
  /** True while a statement is running or waiting for the connection. */
  busy(): boolean;
  /** When a statement last started or ended (`performance.now()`, ms); 0 when none has yet. */
  lastActive(): number;
  /** Calls `listener` when a statement ends (or a connection is released); returns the unsubscribe. */
  onSettled(listener: () => void): () => void;
}

/**
 * How long the handle must have had no statement before background work goes, in ms. Under a
 * burst of requests the database is idle for moments (a request reading its body, Fastify's
 * hooks) that are no lull at all: at 100 webhooks a second on PGlite, jobs that took every such
 * moment cost the webhooks ≈ 3 ms of CPU each and the p99 went from 0.5 s to 15 s; 10 ms held
 * them back as well but, since a job's own statements count too, spread the burst's 3,000 jobs
 * out to 72 s (4 ms: 38 s; issue 25, ADR 0024).
 */
export const QUIET_MS = 4;

/**
 * Resolves once `busyness` shows no statement running or waiting, none for `QUIET_MS`, twice across
 * a turn of the event loop (`setImmediate`): a request between two of its statements, whose next one
 * is already due (a continuation, an I/O callback that arrived), goes first — or after `maxWaitMs`
 * at the latest, so a queue still advances under a load that never pauses. Times in ms.
 */
export async function whenIdle(busyness: Busyness, maxWaitMs: number, quietMs = QUIET_MS): Promise<void> {
  const deadline = performance.now() + maxWaitMs;
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const quiet = () => !busyness.busy() && performance.now() - busyness.lastActive() >= quietMs;
  for (;;) {
    // A turn first: node-postgres tells of a release before it puts the connection back.
    await turn();
    if (quiet()) {
      await turn();
      if (quiet()) return;
    }
    const now = performance.now();
    const left = deadline - now;
    if (left <= 0) return;
    // Idle but not for long enough: look again once it would be.
    if (!busyness.busy()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(left, quietMs - (now - busyness.lastActive()) + 1)));
      continue;
    }
    // Checked and subscribed in one synchronous step: no end can slip between them.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, left);
      const unsubscribe = busyness.onSettled(done);
    });
  }
}

/**
 * Counts the operations given to `track` (a statement, or a whole transaction) from their call to
 * their end: the busyness of a handle whose every call goes through it (PGlite's `query`, `exec`
 * and `transaction`, `openDatabase`).
 */
export function operationCounter(): Busyness & { track<T>(run: () => Promise<T>): Promise<T> } {
  let inFlight = 0;
  let lastActive = 0;
  const listeners = new Set<() => void>();
  return {
    busy: () => inFlight > 0,
    lastActive: () => lastActive,
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async track(run) {
      inFlight++;
      lastActive = performance.now();
      try {
        return await run();
      } finally {
        inFlight--;
        lastActive = performance.now();
        if (inFlight === 0) for (const listener of [...listeners]) listener();
      }
    },
  };
}

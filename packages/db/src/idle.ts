/**
 * When a database handle has nothing to do (ADR 0033): background work (the job queue) asks for
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
  /** Calls `listener` when a statement ends (or a connection is released); returns the unsubscribe. */
  onSettled(listener: () => void): () => void;
}

/**
 * Resolves once `busyness` shows no statement running or waiting twice, across a turn of the event
 * loop (`setImmediate`): a request between two of its statements, whose next one is already due
 * (a continuation, an I/O callback that arrived), goes first — or after `maxWaitMs` at the latest,
 * so a queue still advances under a load that never pauses. Times in ms.
 */
export async function whenIdle(busyness: Busyness, maxWaitMs: number): Promise<void> {
  const deadline = performance.now() + maxWaitMs;
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    // A turn first: node-postgres tells of a release before it puts the connection back.
    await turn();
    if (!busyness.busy()) {
      await turn();
      if (!busyness.busy()) return;
    }
    const left = deadline - performance.now();
    if (left <= 0) return;
    // Checked and subscribed in one synchronous step: no end can slip between them.
    if (!busyness.busy()) continue;
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
  const listeners = new Set<() => void>();
  return {
    busy: () => inFlight > 0,
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async track(run) {
      inFlight++;
      try {
        return await run();
      } finally {
        inFlight--;
        if (inFlight === 0) for (const listener of [...listeners]) listener();
      }
    },
  };
}

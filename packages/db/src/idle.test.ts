import { afterEach, describe, expect, it, vi } from "vitest";
import { operationCounter, whenIdle } from "./idle";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clock is faked (timers and `performance.now`); `setImmediate`, the loop's turn, stays real. */
const fakeClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });

/** A few real turns of the event loop: what `whenIdle` needs to notice a change. */
async function turns(count = 5) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Whether `promise` has resolved, read without waiting. */
function resolvedFlag(promise: Promise<unknown>): () => boolean {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  return () => resolved;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("whenIdle: background work waits for a handle with nothing running", () => {
  it("goes at once when nothing runs", async () => {
    fakeClock();
    const statements = operationCounter();
    const started = performance.now();
    await whenIdle(statements, 1000);
    expect(performance.now() - started).toBe(0);
  });

  it("waits for the statement in flight, then goes", async () => {
    fakeClock();
    const statements = operationCounter();
    const slow = statements.track(() => sleep(150));
    const idle = whenIdle(statements, 1000);
    const idleResolved = resolvedFlag(idle);
    await vi.advanceTimersByTimeAsync(149);
    await turns();
    expect(idleResolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await idle;
    await slow;
  });

  it("lets a request's next statement go first: one due right after the last does not count as a pause", async () => {
    const statements = operationCounter();
    const order: string[] = [];
    // A request of two statements, the second sent as soon as the first answers.
    const request = statements
      .track(() => sleep(30))
      .then(() => statements.track(() => sleep(30)))
      .then(() => order.push("request"));
    const job = whenIdle(statements, 1000).then(() => order.push("job"));
    await Promise.all([request, job]);
    expect(order).toEqual(["request", "job"]);
  });

  it("goes after maxWaitMs when statements never stop", async () => {
    const statements = operationCounter();
    fakeClock();
    const never = statements.track(() => new Promise<void>(() => {}));
    const idle = whenIdle(statements, 100);
    const idleResolved = resolvedFlag(idle);
    await vi.advanceTimersByTimeAsync(99);
    await turns();
    expect(idleResolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await idle;
    void never;
  });

  it("counts a statement that fails as ended", async () => {
    const statements = operationCounter();
    await expect(statements.track(() => Promise.reject(new Error("gagal")))).rejects.toThrow("gagal");
    expect(statements.busy()).toBe(false);
  });
});

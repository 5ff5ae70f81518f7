import { describe, expect, it } from "vitest";
import { operationCounter, whenIdle } from "./idle";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("whenIdle: background work waits for a handle with nothing running", () => {
  it("goes at once when nothing runs", async () => {
    const statements = operationCounter();
    const started = performance.now();
    await whenIdle(statements, 1000);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("waits for the statement in flight, then goes", async () => {
    const statements = operationCounter();
    const slow = statements.track(() => sleep(150));
    const started = performance.now();
    await whenIdle(statements, 1000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
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
    const never = statements.track(() => new Promise<void>(() => {}));
    const started = performance.now();
    await whenIdle(statements, 100);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(90);
    expect(waited).toBeLessThan(500);
    void never;
  });

  it("counts a statement that fails as ended", async () => {
    const statements = operationCounter();
    await expect(statements.track(() => Promise.reject(new Error("gagal")))).rejects.toThrow("gagal");
    expect(statements.busy()).toBe(false);
  });
});

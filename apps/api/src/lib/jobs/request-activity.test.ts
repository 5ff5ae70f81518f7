import { describe, expect, it } from "vitest";
import { requestActivity } from "./request-activity";

describe("requestActivity", () => {
  it("lets background work through at once when no request came", async () => {
    const activity = requestActivity({ quietMs: 50, maxWaitMs: 1000 });
    const started = performance.now();
    await activity.quiet();
    expect(performance.now() - started).toBeLessThan(20);
  });

  it("waits for a lull after the last request", async () => {
    const activity = requestActivity({ quietMs: 50, maxWaitMs: 1000 });
    activity.seen();
    const started = performance.now();
    await activity.quiet();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("waits no longer than maxWaitMs while requests keep coming", async () => {
    const activity = requestActivity({ quietMs: 50, maxWaitMs: 200 });
    activity.seen();
    const traffic = setInterval(() => activity.seen(), 10);
    const started = performance.now();
    await activity.quiet();
    clearInterval(traffic);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(400);
  });
});

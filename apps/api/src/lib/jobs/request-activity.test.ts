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
    activity.started("a");
    activity.ended("a");
    const started = performance.now();
    await activity.quiet();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("waits while a request is in flight, until it ends", async () => {
    const activity = requestActivity({ quietMs: 10, maxWaitMs: 1000 });
    activity.started("slow");
    setTimeout(() => activity.ended("slow"), 150);
    const started = performance.now();
    await activity.quiet();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("no longer counts a request in flight for more than staleMs (a status stream)", async () => {
    const activity = requestActivity({ quietMs: 10, maxWaitMs: 1000, staleMs: 100 });
    activity.started("stream");
    const started = performance.now();
    await activity.quiet();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(90);
    expect(waited).toBeLessThan(500);
  });

  it("waits no longer than maxWaitMs while requests keep coming", async () => {
    const activity = requestActivity({ quietMs: 50, maxWaitMs: 200 });
    activity.started("0");
    let n = 0;
    const traffic = setInterval(() => activity.started(String(++n)), 10);
    const started = performance.now();
    await activity.quiet();
    clearInterval(traffic);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(400);
  });
});

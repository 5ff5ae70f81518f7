import { Readable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import {
  answerStarted,
  BUSY_REQUESTS,
  requestLoad,
  trackRequestLoad,
  WINDOW_MS,
  whenRequestsQuiet,
} from "./request-load";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` has resolved, read without waiting. */
function resolvedFlag(promise: Promise<unknown>): () => boolean {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  return () => resolved;
}

describe("requestLoad: how busy requests keep the app", () => {
  it("measures the share of the window with a request in hand, overlapping requests once", () => {
    let now = 1_000;
    const load = requestLoad(() => now);
    expect(load.busyShare()).toBe(0);
    const first = load.begin();
    const second = load.begin(); // overlaps the first: the same span
    now += WINDOW_MS / 2;
    first();
    first(); // a second end changes nothing
    now += WINDOW_MS / 4;
    second();
    expect(load.busyShare()).toBe(0.75);
    expect(load.recentRequests()).toBe(2);
    now += WINDOW_MS + 20;
    expect(load.busyShare()).toBe(0);
    expect(load.recentRequests()).toBe(0);
  });

  it("is busy only when many requests keep it busy: one slow request is not a crowd", () => {
    let now = 1_000;
    const load = requestLoad(() => now);
    const slow = load.begin();
    now += WINDOW_MS;
    expect(load.busyShare()).toBe(1);
    expect(load.busy()).toBe(false);
    slow();
    const ends = Array.from({ length: BUSY_REQUESTS }, () => load.begin());
    expect(load.busy()).toBe(true);
    for (const end of ends) end();
  });

  it("lets a waiting job go once requests calm down, or at its deadline", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      let busy = true;
      const load = { busy: () => busy };
      const untilDeadline = whenRequestsQuiet(load, performance.now() + 150);
      const deadlinePassed = resolvedFlag(untilDeadline);
      await vi.advanceTimersByTimeAsync(149);
      expect(deadlinePassed()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await untilDeadline;

      const untilQuiet = whenRequestsQuiet(load, performance.now() + 5_000);
      const quiet = resolvedFlag(untilQuiet);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(quiet()).toBe(false);
      busy = false;
      await vi.advanceTimersByTimeAsync(100);
      expect(quiet()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("trackRequestLoad: Fastify's requests, until their answer starts", () => {
  it("counts a request while its handler runs, and not while its answer streams", async () => {
    const load = requestLoad();
    const app = Fastify();
    trackRequestLoad(app, load);
    let inHandler = 0;
    app.get("/slow", async () => {
      await sleep(40);
      inHandler = load.busyShare();
      return { ok: true };
    });
    app.get("/stream", async (_request, reply) => {
      const body = new Readable({ read() {} });
      setTimeout(() => {
        body.push("selesai");
        body.push(null);
      }, WINDOW_MS + 100);
      return reply.send(body);
    });
    await app.ready();
    expect((await app.inject({ url: "/slow" })).statusCode).toBe(200);
    expect(inHandler).toBeGreaterThan(0.15);
    await sleep(WINDOW_MS + 20);

    const streaming = app.inject({ url: "/stream" });
    await sleep(WINDOW_MS);
    // The stream's answer started long ago: the request no longer counts.
    expect(load.busyShare()).toBeLessThan(0.2);
    expect((await streaming).body).toBe("selesai");
    expect((await app.inject({ url: "/tidak-ada" })).statusCode).toBe(404);
    expect(load.recentRequests()).toBeGreaterThan(0);
    await app.close();
  });

  it("stops counting a reply a handler took over once it says its answer started, or once it closes", async () => {
    const load = requestLoad();
    const app = Fastify();
    trackRequestLoad(app, load);
    const shares: number[] = [];
    for (const [url, announces] of [
      ["/hijacked-announced", true],
      ["/hijacked", false],
    ] as const) {
      app.get(url, async (request, reply) => {
        reply.hijack();
        if (announces) answerStarted(request);
        reply.raw.writeHead(200, { "content-type": "text/plain" });
        await sleep(WINDOW_MS);
        shares.push(load.busyShare());
        reply.raw.end("selesai");
      });
    }
    await app.ready();
    expect((await app.inject({ url: "/hijacked-announced" })).body).toBe("selesai");
    await sleep(WINDOW_MS + 20);
    expect((await app.inject({ url: "/hijacked" })).body).toBe("selesai");
    expect(shares[0]).toBeLessThan(0.2);
    expect(shares[1]).toBeGreaterThan(0.8);
    // Closed: no longer in hand.
    await sleep(WINDOW_MS + 20);
    expect(load.busyShare()).toBe(0);
    await app.close();
  });
});

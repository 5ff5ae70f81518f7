/**
 * How busy the app is answering requests, for the background jobs to step aside (ADR 0033). A
 * request counts from Fastify's `onRequest` until its answer starts (`onSend`, or `answerStarted`
 * for a reply a handler took over) — or until it ends without one (`onResponse`, `onRequestAbort`,
 * its response closing) — so a long answer that only streams (a payment page's status stream, a
 * download) does not hold the app "busy"; cached pages answered before Fastify
 * (`pageCacheFrontDoor`) never count. Jobs wait while at least `BUSY_REQUESTS` requests started in
 * the last `WINDOW_MS` and at least one was being handled for more than `BUSY_SHARE` of it
 * (`whenRequestsQuiet`). Cheap hits do not add up to that share, nor does one slow request (a
 * sign-up's password hash, a CSV export) make a crowd; a burst of payment webhooks is both.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The span over which the busy share is measured, in ms. */
export const WINDOW_MS = 200;
/** The share of `WINDOW_MS` with a request in hand above which jobs wait (0–1). */
export const BUSY_SHARE = 0.5;
/** How many requests must have started within `WINDOW_MS` for the app to count as busy. */
export const BUSY_REQUESTS = 5;
/** How often a waiting job looks again, in ms. */
const RECHECK_MS = 20;

export interface RequestLoad {
  /** A request starts being handled; the function it returns ends it (calling it again does nothing). */
  begin(): () => void;
  /** The share (0–1) of the last `WINDOW_MS` during which at least one request was being handled. */
  busyShare(): number;
  /** How many requests started in the last `WINDOW_MS`. */
  recentRequests(): number;
  /** Whether the app counts as busy: `BUSY_REQUESTS` started and `BUSY_SHARE` exceeded. */
  busy(): boolean;
}

/** A `RequestLoad` on `now`'s clock (ms; `performance.now()` unless a test gives its own). */
export function requestLoad(now: () => number = () => performance.now()): RequestLoad {
  let inFlight = 0;
  let busySince = 0;
  // Spans during which at least one request was in hand: [start, end] in ms, oldest first, ending inside the window.
  const spans: Array<[number, number]> = [];
  const starts: number[] = []; // when requests started, oldest first, inside the window
  const prune = (at: number) => {
    while (spans.length > 0 && (spans[0] as [number, number])[1] <= at - WINDOW_MS) spans.shift();
    while (starts.length > 0 && (starts[0] as number) <= at - WINDOW_MS) starts.shift();
  };
  const load: RequestLoad = {
    begin() {
      const started = now();
      prune(started);
      starts.push(started);
      if (inFlight++ === 0) busySince = started;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        if (--inFlight > 0) return;
        const at = now();
        spans.push([busySince, at]);
        prune(at);
      };
    },
    busyShare() {
      const at = now();
      prune(at);
      const from = at - WINDOW_MS;
      let busy = inFlight > 0 ? at - Math.max(busySince, from) : 0;
      for (const [start, end] of spans) busy += end - Math.max(start, from);
      return busy / WINDOW_MS;
    },
    recentRequests() {
      prune(now());
      return starts.length;
    },
    busy: () => load.recentRequests() >= BUSY_REQUESTS && load.busyShare() > BUSY_SHARE,
  };
  return load;
}

const ends = new WeakMap<FastifyRequest, () => void>();

/**
 * Counts `app`'s requests into `load` (hooks on the root instance: every route, 404s included). A
 * reply a handler takes over (`reply.hijack()`) skips `onSend` and `onResponse`: it counts until its
 * response closes, unless the handler calls `answerStarted` first (a status stream does).
 */
export function trackRequestLoad(app: FastifyInstance, load: RequestLoad): void {
  app.addHook("onRequest", (request, reply, done) => {
    const ended = load.begin();
    ends.set(request, ended);
    reply.raw.once("close", ended);
    done();
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    answerStarted(request);
    done(null, payload);
  });
  // Ended without an answer: the same end.
  app.addHook("onResponse", (request, _reply, done) => {
    answerStarted(request);
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    answerStarted(request);
    done();
  });
}

/**
 * Stops counting `request` as in hand (`trackRequestLoad`): for a handler that took its reply over
 * (`reply.hijack()`) and now only streams — its answer has started, as `onSend` marks for the rest.
 */
export function answerStarted(request: FastifyRequest): void {
  ends.get(request)?.();
}

/**
 * Resolves once `load` is not busy (`RequestLoad.busy`), or at `deadline` (a `performance.now()`
 * time, ms) at the latest, so jobs still advance under a load that never lets up.
 */
export async function whenRequestsQuiet(load: Pick<RequestLoad, "busy">, deadline: number): Promise<void> {
  while (load.busy() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(RECHECK_MS, deadline - performance.now())));
  }
}

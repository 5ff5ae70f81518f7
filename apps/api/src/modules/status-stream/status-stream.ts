/**
 * The live status of a transaction as Server-Sent Events (ADR 0015; HTML Living Standard
 * §9.2 "Server-sent events"): the payment page's `EventSource` gets the current status at once, then
 * every change, wherever it was applied (`transaction-events.ts`). Each event is
 * `event: status` / `data: {"id","status"}`; a comment line every `heartbeatMs` keeps proxies from
 * closing an idle stream. The stream ends after a final status (paid, failed), after `lifetimeMs`
 * (the browser reconnects `retryMs` later and is answered afresh), when the client goes away, or
 * when the app closes. An expired transaction is not final: a payment made at the last second is
 * still settled (DESIGN §4).
 */
import type { ServerResponse } from "node:http";
import { type Db, tables } from "@lapak/db";
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import { isUuid } from "../../lib/uuid";
import { effectiveStatus, transactionNotFound } from "../orders/transaction-view";
import type { TransactionEvents } from "./transaction-events";

export interface StatusStreamTimings {
  /** Between comment lines, ms. */
  heartbeatMs: number;
  /** Longest life of one stream, ms. */
  lifetimeMs: number;
  /** What the browser waits before reconnecting, ms (the SSE `retry` field). */
  retryMs: number;
}

export const STATUS_STREAM_TIMINGS: StatusStreamTimings = {
  heartbeatMs: 20_000,
  lifetimeMs: 5 * 60_000,
  retryMs: 3000,
};

/** Statuses after which nothing changes any more (paid wins over everything, DESIGN §4). */
export function isFinalStatus(status: TransactionStatus): boolean {
  return status === "paid" || status === "failed";
}

/** The status transaction `id` reads as now (a pending one past its expiry is expired); 404 if unknown. */
export async function readTransactionStatus(db: Db, id: string): Promise<TransactionStatus> {
  if (!isUuid(id)) throw transactionNotFound();
  const t = tables.transactions;
  const [row] = await db.select({ status: t.status, expiresAt: t.expiresAt }).from(t).where(eq(t.id, id));
  if (!row) throw transactionNotFound();
  return effectiveStatus(row);
}

/**
 * Streams transaction `id`'s status on `response`, whose head the caller has written, starting from
 * `first` (read before the call). With `follow` false, sends `first` and ends (a client that did not
 * ask for `text/event-stream`). Returns a function that ends the stream (idempotent); `onEnd` runs
 * once however it ends.
 */
export function streamTransactionStatus(
  { db, events, timings = STATUS_STREAM_TIMINGS }: { db: Db; events: TransactionEvents; timings?: StatusStreamTimings },
  {
    id,
    first,
    response,
    follow,
    onEnd,
  }: { id: string; first: TransactionStatus; response: ServerResponse; follow: boolean; onEnd: () => void },
): () => void {
  let sent = first;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    stopListening();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    if (!response.writableEnded) response.end();
    onEnd();
  };
  const send = (status: TransactionStatus) => {
    sent = status;
    response.write(`event: status\ndata: ${JSON.stringify({ id, status })}\n\n`);
    if (isFinalStatus(status)) end();
  };

  // Reads again on every hint, one read at a time; a hint during a read triggers one more.
  let reading = false;
  let again = false;
  const check = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const status = await readTransactionStatus(db, id);
        if (!ended && status !== sent) send(status);
      } while (again && !ended);
    } catch {
      // The database is away for a moment: the next hint or the page's own poll asks again.
    } finally {
      reading = false;
    }
  };

  const stopListening = follow ? events.listen(id, () => void check()) : () => undefined;
  const heartbeat = setInterval(() => response.write(": ping\n\n"), timings.heartbeatMs);
  const lifetime = setTimeout(end, timings.lifetimeMs);
  heartbeat.unref();
  lifetime.unref();
  response.on("close", end);
  response.write(`retry: ${timings.retryMs}\n\n`);
  send(first);
  if (!follow) end();
  // A change committed between reading `first` and listening would otherwise go unseen.
  else if (!ended) void check();
  return end;
}

/**
 * "This transaction's status changed", from whichever instance applied the change to the payment
 * pages held open on any instance (ADR 0015; ARCHITECTURE "The path of a payment"). Published after
 * the change is committed — by the webhook route (the sandbox's pay button goes through it) and by
 * "Ganti metode pembayaran" — on the pub/sub channel `transaction-status` (Redis with `REDIS_URL`,
 * this process's memory without). Listeners are kept here per transaction id, so each instance holds
 * one subscription whatever the number of open pages.
 *
 * A message is a hint: listeners read the status from the database (`status-stream.ts`), so a lost,
 * late or forged message can never show a buyer a status their transaction does not have.
 */
import { TRANSACTION_STATUSES, type TransactionStatus } from "@lapak/shared/schemas/transaction";
import type { FastifyBaseLogger } from "fastify";
import type { PubSub } from "../../integrations/pubsub/pubsub";

/** The channel of status changes: `{ id, status }`. */
export const TRANSACTION_STATUS_CHANNEL = "transaction-status";

export interface TransactionStatusChange {
  id: string;
  status: TransactionStatus;
}

export interface TransactionEvents {
  /** Announces `change` to every instance; never throws (a lost message leaves the pages polling). */
  publish(change: TransactionStatusChange): Promise<void>;
  /**
   * Calls `handler` when transaction `id` may have changed: with the change, or with nothing when
   * messages may have been missed (pub/sub reconnected). Returns the unsubscribe.
   */
  listen(id: string, handler: (change?: TransactionStatusChange) => void): () => void;
  /** Transactions with someone listening on this instance. */
  readonly listened: number;
}

declare module "fastify" {
  interface FastifyInstance {
    transactionEvents: TransactionEvents;
  }
}

/** Status changes over `pubsub`; failures to publish are logged on `log`. */
export function createTransactionEvents(pubsub: PubSub, log: FastifyBaseLogger): TransactionEvents {
  const listeners = new Map<string, Set<(change?: TransactionStatusChange) => void>>();
  const call = (handlers: Iterable<(change?: TransactionStatusChange) => void>, change?: TransactionStatusChange) => {
    for (const handler of [...handlers]) handler(change);
  };
  pubsub.subscribe(TRANSACTION_STATUS_CHANNEL, (message) => {
    const change = parseChange(message);
    const handlers = change && listeners.get(change.id);
    if (handlers) call(handlers, change);
  });
  pubsub.onGap(() => {
    for (const handlers of listeners.values()) call(handlers);
  });

  return {
    async publish(change) {
      try {
        await pubsub.publish(TRANSACTION_STATUS_CHANNEL, change);
      } catch (err) {
        log.warn({ err, transactionId: change.id }, "transaction status not published to other instances");
      }
    },
    listen(id, handler) {
      let handlers = listeners.get(id);
      if (!handlers) {
        handlers = new Set();
        listeners.set(id, handlers);
      }
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
        if (handlers.size === 0 && listeners.get(id) === handlers) listeners.delete(id);
      };
    },
    get listened() {
      return listeners.size;
    },
  };
}

function parseChange(message: unknown): TransactionStatusChange | undefined {
  const { id, status } = (message ?? {}) as { id?: unknown; status?: unknown };
  if (typeof id !== "string" || !(TRANSACTION_STATUSES as readonly unknown[]).includes(status)) return undefined;
  return { id, status: status as TransactionStatus };
}

/**
 * `events` whose `publish` also runs `announce(id)` after each change (on the instance that made
 * it): an event's seats follow its checkouts' statuses, and its cached pages must show them
 * (ADR 0046). `announce` must not throw.
 */
export function withSeatAnnouncements(
  events: TransactionEvents,
  announce: (id: string) => Promise<void>,
): TransactionEvents {
  return {
    async publish(change) {
      await events.publish(change);
      await announce(change.id);
    },
    listen: (id, handler) => events.listen(id, handler),
    get listened() {
      return events.listened;
    },
  };
}

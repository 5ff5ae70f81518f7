/**
 * Messages between the app's instances (DESIGN §2): the page cache's "this store changed" and a
 * transaction's new status. One interface, two adapters: in this process's memory when there is one
 * instance (the default), Redis pub/sub with `REDIS_URL` (`redis-pubsub.ts`).
 *
 * Delivery is at most once and only to instances connected at the time, so subscribers treat a
 * message as a hint and read the truth from the database or drop a cache entry; `onGap` tells them
 * when messages may have been missed (the connection came back after an outage).
 */
import { EventEmitter } from "node:events";

/** Stops a subscription; safe to call twice. */
export type Unsubscribe = () => void;

export interface PubSub {
  /**
   * Sends `message` (JSON-serializable) on `channel`: to this instance's subscribers at once, then
   * to every other instance's. Resolves when handed to Redis; rejects when Redis cannot take it (this
   * instance's subscribers have it all the same).
   */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` with every message published on `channel`, by any instance. */
  subscribe(channel: string, handler: (message: unknown) => void): Unsubscribe;
  /** Calls `handler` when messages from other instances may have been lost (never in memory). */
  onGap(handler: () => void): Unsubscribe;
  /** Drops every subscription. */
  close(): Promise<void>;
}

/** The one-process adapter: an EventEmitter; nothing is ever lost, so `onGap` never fires. */
export function createMemoryPubSub(): PubSub {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(channel, message) {
      events.emit(channel, message);
    },
    subscribe(channel, handler) {
      events.on(channel, handler);
      return () => events.off(channel, handler);
    },
    onGap: () => () => undefined,
    async close() {
      events.removeAllListeners();
    },
  };
}

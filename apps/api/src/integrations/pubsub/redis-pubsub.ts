/**
 * Pub/sub over Redis (`PUBLISH`/`SUBSCRIBE`, https://redis.io/docs/latest/develop/interact/pubsub/)
 * for several instances. Channels are `<REDIS_PREFIX><channel>`; each message carries the id of the
 * instance that sent it, so an instance delivers its own messages to itself at once (also while
 * Redis is away) and ignores their echo. One subscriber connection per instance serves every channel.
 */
import { randomUUID } from "node:crypto";
import type { RedisConnections } from "../redis/connections";
import type { PubSub } from "./pubsub";

interface Envelope {
  /** The sending instance. */
  from: string;
  message: unknown;
}

/** The adapter over `redis`; subscribes lazily, resubscribes after a reconnect (ioredis does). */
export function createRedisPubSub(redis: RedisConnections): PubSub {
  const instance = randomUUID();
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const gapHandlers = new Set<() => void>();
  let listening = false;
  let lost = false;

  const deliver = (channel: string, message: unknown) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // One subscriber's failure must not keep the message from the others.
      }
    }
  };

  const listen = () => {
    if (listening) return;
    listening = true;
    const subscriber = redis.subscriber();
    subscriber.on("message", (fullChannel: string, text: string) => {
      if (!fullChannel.startsWith(redis.prefix)) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === instance) return;
      deliver(fullChannel.slice(redis.prefix.length), envelope.message);
    });
    // Messages sent while this connection was down are gone: say so once it is back.
    subscriber.on("close", () => {
      lost = true;
    });
    subscriber.on("ready", () => {
      if (!lost) return;
      lost = false;
      for (const handler of gapHandlers) handler();
    });
  };

  return {
    async publish(channel, message) {
      deliver(channel, message);
      const envelope: Envelope = { from: instance, message };
      await redis.client.publish(redis.prefix + channel, JSON.stringify(envelope));
    },
    subscribe(channel, handler) {
      listen();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        redis
          .subscriber()
          .subscribe(redis.prefix + channel)
          .catch((error) => redis.reportFailure(error, `subscribe ${channel}`));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    async close() {
      handlers.clear();
      gapHandlers.clear();
    },
  };
}

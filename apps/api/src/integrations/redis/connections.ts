/**
 * The app's connections to Redis (DESIGN §2: rate limits and the page cache in Redis via `REDIS_URL`,
 * shared by every instance), opened in one place so each instance holds two of them, whatever uses
 * them: `client` for commands (rate limits, the shared page cache, publishing) and `subscriber` for
 * pub/sub (a connection that subscribes can run nothing else), opened on first use.
 *
 * ioredis reconnects by itself. An outage is logged once when it starts and once when it ends, never
 * per retry; callers check `isReady()` and degrade to this instance's memory meanwhile, so Redis
 * being away never stops a page or a payment.
 */
import type { FastifyBaseLogger } from "fastify";
import { Redis, type RedisOptions } from "ioredis";

export interface RedisConnections {
  /** For commands. Its commands give up after `COMMAND_TIMEOUT_MS`. */
  client: Redis;
  /** For SUBSCRIBE only; opened on the first call. */
  subscriber(): Redis;
  /** This deployment's key and channel prefix (`REDIS_PREFIX`, e.g. `lapak:`). */
  prefix: string;
  /** Whether `client` is connected now (false during an outage: skip Redis, do not wait for it). */
  isReady(): boolean;
  /** Logs a failed command once per outage (a timeout, a refused script); the caller degrades. */
  reportFailure(error: unknown, what: string): void;
  /** Closes both connections (QUIT, or a hard disconnect after 500 ms). */
  close(): Promise<void>;
}

/** How long a command may take before its caller gives up and degrades, in ms. */
export const COMMAND_TIMEOUT_MS = 1000;

const OPTIONS: RedisOptions = {
  connectTimeout: 500,
  // A command waits for at most one reconnect, then fails: the caller degrades instead of piling up.
  maxRetriesPerRequest: 1,
  // Back within 2 s of Redis returning, whatever the outage's length.
  retryStrategy: (times) => Math.min(times * 100, 2000),
};

/** Opens `client` to `url` now and `subscriber` on first use; logs through `log`. */
export function createRedisConnections({
  url,
  prefix,
  log,
}: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): RedisConnections {
  let failing = false;
  const watch = (redis: Redis, name: string) => {
    let down = false;
    // Without an "error" listener ioredis prints every failed reconnect to stderr.
    redis.on("error", (err) => {
      if (down) return;
      down = true;
      log.warn({ err, connection: name }, "Redis unavailable: this instance falls back to its own memory");
    });
    redis.on("ready", () => {
      if (!down) return;
      down = false;
      failing = false;
      log.info({ connection: name }, "Redis is back");
    });
    return redis;
  };
  const client = watch(new Redis(url, { ...OPTIONS, commandTimeout: COMMAND_TIMEOUT_MS }), "client");
  let subscriber: Redis | undefined;

  return {
    client,
    prefix,
    subscriber() {
      subscriber ??= watch(new Redis(url, OPTIONS), "subscriber");
      return subscriber;
    },
    isReady: () => client.status === "ready",
    reportFailure(err, what) {
      if (failing) return;
      failing = true;
      log.warn({ err, what }, "Redis command failed: this instance falls back to its own memory");
    },
    async close() {
      await Promise.all([client, subscriber].map((redis) => redis && quit(redis)));
    },
  };
}

async function quit(redis: Redis): Promise<void> {
  const timeout = new Promise((resolve) => setTimeout(resolve, 500).unref());
  await Promise.race([redis.quit().catch(() => undefined), timeout]);
  redis.disconnect();
}

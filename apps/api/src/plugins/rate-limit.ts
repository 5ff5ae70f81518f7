/**
 * Rate limits (DESIGN §6), in process memory by default and in Redis when `REDIS_URL` is set, so
 * several instances share one count. Keys combine the client IP with the account the request is
 * about, because many phones share one carrier IP (CGNAT) in Indonesia. Failed logins per IP and
 * promo codes that do not apply per (IP, product) are counted apart (`app.failedLogins`,
 * `app.codeAttempts`, `failure-limit.ts`): only failures count there.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { Config } from "../env";
import { type CodeAttemptLimit, createCodeAttemptLimit } from "./code-attempts";
import { createFailedLoginLimit, type FailedLoginLimit } from "./failed-logins";

declare module "fastify" {
  interface FastifyInstance {
    /** 60 failed logins a minute per IP (DESIGN §6); wrap the password check in `guard`. */
    failedLogins: FailedLoginLimit;
    /** 10 promo codes that do not apply a minute per (IP, product) (ADR 0025); wrap quotes and coded checkouts in `guard`. */
    codeAttempts: CodeAttemptLimit;
  }
}

/**
 * Registers the limits; `redis` is the app's command connection (`integrations/redis/connections.ts`)
 * when `REDIS_URL` is set, closed by whoever opened it. Its `PING` is this instance's Redis readiness.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, { config, redis }: { config: Config; redis?: Redis }) => {
    if (redis) app.readiness.add("redis", () => redis.ping());
    app.decorate("failedLogins", createFailedLoginLimit({ redis, disabled: config.rateLimitDisabled }));
    app.decorate("codeAttempts", createCodeAttemptLimit({ redis, disabled: config.rateLimitDisabled }));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: "lapak-rl:",
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Terlalu banyak percobaan. Coba lagi dalam ${Math.max(1, Math.ceil(context.ttl / 1000))} detik.`,
      }),
    });
  },
  // Redis readiness is registered on the app's readiness checks (lib/readiness.ts).
  { name: "lapak-rate-limits", fastify: "5.x", decorators: { fastify: ["readiness"] } },
);

/** Key by client IP and the email in the body (lower-cased): `"1.2.3.4|budi@gmail.com"`. */
export function ipAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  return `${request.ip}|${email}`;
}

/**
 * Route options for a limit: `max` requests per `timeWindow` ms, keyed by `key`, counted after the
 * body is parsed (so the key can use it). Off when `RATE_LIMIT_DISABLED` is set (tests).
 */
export function limit(
  config: Config,
  name: string,
  max: number,
  timeWindow: number,
  key: (request: FastifyRequest) => string = (request) => request.ip,
): FastifyContextConfig {
  if (config.rateLimitDisabled) return { rateLimit: false as const };
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: "preHandler" as const,
      keyGenerator: (r: FastifyRequest) => `${name}:${key(r)}`,
    },
  };
}

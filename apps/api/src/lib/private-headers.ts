import type { FastifyReply } from "fastify";

/**
 * Order, payment and download answers are reached by the buyer's key (the transaction id): never
 * cached, never leaked in a Referer (DESIGN §5).
 */
export function keepPrivate(reply: FastifyReply): void {
  reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
}

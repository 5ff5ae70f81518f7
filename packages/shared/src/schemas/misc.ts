/**
 * Small platform calls: newsletter subscription and health (SPEC §7, DESIGN §3).
 */
import { z } from "../zod";
import { emailSchema } from "./auth";

export const subscribeBodySchema = z.object({ email: emailSchema });
export const subscribeResultSchema = z.object({ email: z.string(), subscribed: z.literal(true) });

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  time: z.string(),
});

/** `GET /v1/health/live`: the process answers (nothing outside it is asked). */
export const livenessSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });

/**
 * `GET /v1/health/ready` (200 when ready, 503 with the same shape when not): each outside system
 * the instance needs (`database`, `redis`, `storage`, …) and whether it answered.
 */
export const readinessSchema = z.object({
  status: z.enum(["ready", "unavailable", "draining"]),
  checks: z.record(z.string(), z.enum(["ok", "unavailable"])),
});

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

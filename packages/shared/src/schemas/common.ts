/**
 * The response envelope of every API call (DESIGN §3).
 * Success: `{ data }`, lists add `meta`; errors: `{ message, errors?, code? }`.
 */
import { z } from "../zod";

/** Field errors: field name → Indonesian messages for a person. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
  code: z.string().optional(),
  /** Only on 403 `email_not_verified` from `POST /v1/auth/login`: the registration to verify (ADR 0017). */
  registrationId: z.string().optional(),
  /** Only on 403 `membership_ended`: the pre-filled checkout that renews the membership (ADR 0049). */
  renewUrl: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Wraps a payload schema in the success envelope `{ data, message? }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const paginationMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});

/** Wraps an item schema in the list envelope `{ data: [...], meta }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

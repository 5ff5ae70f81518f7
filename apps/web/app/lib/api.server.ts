/**
 * Helpers around the load context's API caller (`context.api`): typed envelopes, field errors,
 * `Retry-After`, validating a submitted form with the shared zod schemas before calling, and a
 * typed rupiah amount.
 */
import type { ApiResponse } from "@lapak/shared/load-context";
import { parseRupiah, RupiahInputError } from "@lapak/shared/parse-rupiah";
import type { dataEnvelope, ErrorBody, FieldErrors } from "@lapak/shared/schemas/common";
import type { z } from "@lapak/shared/zod";

/** The success envelope `{ data, message? }` of a payload schema. */
export type Envelope<S extends z.ZodType> = z.infer<ReturnType<typeof dataEnvelope<S>>>;

/** What a form action answers when it does not redirect: a message for the toast and field errors. */
export interface ActionFailure {
  ok: false;
  message: string;
  errors: FieldErrors;
}

/** Whether an API response is a 2xx. */
export function isOk(response: ApiResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

/** Turns an API error response (`{ message, errors?, code? }`) into an action failure. */
export function failureFrom(response: ApiResponse): ActionFailure {
  const body = (response.body ?? {}) as Partial<ErrorBody>;
  return {
    ok: false,
    message: body.message ?? "Terjadi kesalahan, silakan coba lagi",
    errors: body.errors ?? {},
  };
}

/** The `code` of an API error body, if any (`"email_not_verified"`). */
export function errorCode(response: ApiResponse): string | undefined {
  return (response.body as Partial<ErrorBody> | null)?.code;
}

/** Seconds from a 429's `Retry-After` header, or `fallback`. */
export function retryAfterSeconds(response: ApiResponse, fallback: number): number {
  const value = Number(response.headers["retry-after"]);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : fallback;
}

/**
 * Validates `input` with a shared request schema. Returns the parsed value, or an action failure
 * whose field errors are keyed like the API's (`socialLinks.website`).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | ActionFailure {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return { ok: false, message: "Periksa kembali isian Anda", errors };
}

/** Reads a form field as a string (`""` when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The optional rupiah amount typed in `form`'s field `name` ("40.000", "40rb", read by the shared
 * parser): `{ amount }` (undefined when left empty), or the failure to answer with that field's
 * Indonesian error.
 */
export function typedAmount(form: FormData, name = "amount"): { ok: true; amount: number | undefined } | ActionFailure {
  const typed = field(form, name).trim();
  if (!typed) return { ok: true, amount: undefined };
  try {
    return { ok: true, amount: parseRupiah(typed, { label: "Jumlah", example: "40.000" }) };
  } catch (error) {
    if (!(error instanceof RupiahInputError)) throw error;
    return { ok: false, message: "Periksa kembali jumlahnya", errors: { [name]: [error.message] } };
  }
}

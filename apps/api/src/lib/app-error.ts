/**
 * The one error type use cases throw. Each code maps to one HTTP status (DESIGN §3); the error
 * handler turns it into `{ message, errors?, code }`.
 */
import type { FieldErrors } from "@lapak/shared/schemas/common";

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  /** A webhook whose signature or token is not the gateway's. */
  invalid_signature: 401,
  forbidden: 403,
  /** A library read of a membership after its end (ADR 0049): the body names the renewal link. */
  membership_ended: 403,
  email_not_verified: 403,
  /** A download link that is tampered, expired or not for a paid order with that file. */
  invalid_download_link: 403,
  not_found: 404,
  conflict: 409,
  /** Gone for good: a fully refunded order's downloads, a suspended store (DESIGN §4). */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  /** An `Idempotency-Key` sent again with another request body. */
  idempotency_key_reused: 422,
  rate_limited: 429,
  /** Sign-in by code locked for an email after 10 wrong codes (DESIGN §6). */
  otp_locked: 429,
  internal: 500,
  bad_gateway: 502,
  /** The payment gateway refused, failed or timed out. */
  gateway_error: 502,
  service_unavailable: 503,
  /** A gateway notification its status API does not confirm (yet): the gateway retries later. */
  notification_unconfirmed: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly status: number;

  /**
   * @param code machine word, also sent as `code`
   * @param message Indonesian, for a person
   * @param options.errors field errors (422)
   * @param options.retryAfter seconds, sent as `Retry-After` (429, 503)
   * @param options.registrationId sent as `registrationId` (403 `email_not_verified`, ADR 0017)
   * @param options.renewUrl sent as `renewUrl` (403 `membership_ended`, ADR 0049)
   */
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: { errors?: FieldErrors; retryAfter?: number; registrationId?: string; renewUrl?: string } = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/** A 422 for one field: `fieldError("email", "Email sudah terdaftar")`. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("validation", message, { errors: { [field]: [message] } });
}

export const notFound = (message = "Data tidak ditemukan") => new AppError("not_found", message);

/**
 * The WhatsApp adapter interface (ADR 0021), like the payment gateways': one implementation per
 * provider (`cloud.ts`, Meta's WhatsApp Cloud API), chosen by `WHATSAPP_PROVIDER`. Only approved
 * templates are sent: a business-initiated message outside a 24-hour customer window must be one
 * (developers.facebook.com/docs/whatsapp/pricing).
 */

/** One template message: `to` is `628…` digits, `parameters` fill the body's {{1}}, {{2}}, … in order. */
export interface TemplateMessage {
  to: string;
  template: string;
  parameters: string[];
  /**
   * An authentication template's one-time code, sent again as the parameter of its copy-code
   * button (a URL button at index 0 once Meta created it): developers.facebook.com/docs/whatsapp/
   * business-management-api/authentication-templates/copy-code-button-authentication-templates.
   */
  copyCode?: string;
}

/** A status the provider reported for one message (its webhook). */
export interface MessageStatusReport {
  /** The provider's message id (`wamid…`). */
  messageId: string;
  status: "sent" | "delivered" | "read" | "failed";
  /** When it happened (the report's `timestamp`). */
  at: Date;
  /** `code: title` of the first error when failed. */
  error: string | null;
}

export interface WhatsappProvider {
  readonly name: "cloud";
  /**
   * Sends one template message; resolves with the provider's message id. Throws `WhatsappError`:
   * `retryable` for a timeout, a network failure, 429 or 5xx (the job retries), not for a refusal
   * that another try would not change (an unknown number, a template not approved).
   */
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>;
  /** Whether `signature` (the `X-Hub-Signature-256` header) signs `rawBody` with the app secret. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** Whether a webhook verification request's token is ours. */
  verifyToken(token: string | undefined): boolean;
  /** The message statuses a verified webhook body reports (none when it reports something else). */
  parseStatuses(body: unknown): MessageStatusReport[];
}

export class WhatsappError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

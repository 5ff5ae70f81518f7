/**
 * The one interface every payment gateway implements (issue 4): create a payment (→ instructions +
 * expiry), verify and parse a notification, query a payment's status. `sandbox` (built in, the
 * default), `midtrans` (Core API) and `xendit` are chosen by `PAYMENT_GATEWAY`.
 *
 * Adapters speak the vendor's wire format and nothing else: they never touch the database. The
 * payments module records notifications in the inbox and applies them (DESIGN §3, §4, §6).
 */
import type { PaymentGatewayName, PaymentInstructions, PaymentMethodCode } from "@lapak/shared/schemas/transaction";

export type GatewayName = PaymentGatewayName;

export interface CreatePaymentRequest {
  /** Our transaction id (UUID): Midtrans `order_id`, Xendit `reference_id`/`external_id`. */
  transactionId: string;
  /** Integer rupiah. */
  amount: number;
  method: PaymentMethodCode;
  /** When the payment should expire; the gateway's answer wins (`CreatedPayment.expiresAt`). */
  expiresAt: Date;
  buyer: { name: string; email: string; phone: string | null };
  /** Product title, for the gateway's item details (trimmed by the adapter to its limits). */
  itemName: string;
  /** Where an e-wallet sends the buyer back: our `/payment/{id}` page (absolute URL). */
  returnUrl: string;
}

export interface CreatedPayment {
  /** The gateway's own id for the payment (Midtrans `transaction_id`, Xendit request id). */
  reference: string | null;
  /** The expiry the gateway answered (or the requested one when it answers none). */
  expiresAt: Date;
  payment: PaymentInstructions;
}

/** A verified notification, in our words. */
export interface GatewayNotification {
  /**
   * Inbox key, unique per gateway (DESIGN §3): the gateway's event id where it has one (sandbox
   * `event_id`, Xendit webhook id), otherwise made of authenticated fields only: Xendit
   * `<payment id>:<status>`, Midtrans `<order_id>:<status_code>` (its signature covers nothing else;
   * pending 201, settlement 200 and expire 202 of one order stay three events).
   */
  eventKey: string;
  /** Our transaction id as the gateway echoes it (order_id / reference_id / external_id). */
  transactionId: string;
  status: "pending" | "paid" | "expired" | "failed";
  /** Integer rupiah, parsed from the gateway's amount (`"200000.00"` → 200000). */
  amount: number;
  /** ISO 4217, `IDR`. */
  currency: string;
  reference: string | null;
}

export interface NotificationInput {
  /** Lower-cased header names. */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are over these bytes, or over fields inside them). */
  rawBody: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Methods this gateway can take, in the order the checkout shows them. */
  readonly methods: readonly PaymentMethodCode[];
  /**
   * True when a verified notification does not authenticate every field we act on, so one that would
   * change a transaction is applied only as `getStatus` (our own authenticated request) reads the
   * payment (DESIGN §6). Midtrans: `signature_key` covers order id, status code and amount, not
   * `transaction_status` (docs.midtrans.com/docs/https-notification-webhooks). False for the sandbox
   * (HMAC of the raw body) and Xendit (`x-callback-token` for the whole callback).
   */
  readonly needsStatusConfirmation: boolean;
  /**
   * Asks the gateway for a payment. Throws `GatewayError` when the gateway refuses, fails or
   * times out (`GATEWAY_TIMEOUT_MS`).
   */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * Verifies a notification's authenticity, then parses it. Throws `InvalidSignatureError`
   * (answered 401, nothing recorded) when it is not the gateway's, and `GatewayError` when it is
   * verified but unreadable.
   */
  parseNotification(input: NotificationInput): GatewayNotification;
  /**
   * The payment's current state at the gateway, or null when the gateway does not know it. Throws
   * `GatewayError` when the gateway fails, refuses or times out (`GATEWAY_TIMEOUT_MS`).
   * `reference` is `CreatedPayment.reference` as stored: Xendit v3 finds a payment request only by
   * its own id (`GET /v3/payment_requests/{payment_request_id}`); Midtrans and the sandbox ignore it.
   */
  getStatus(transactionId: string, reference?: string | null): Promise<GatewayNotification | null>;
  /**
   * Stops a pending payment from being paid (the buyer chose another method, issue 12): Midtrans
   * `POST /v2/{order_id}/expire`, Xendit `POST /v3/payment_requests/{id}/cancel`. Answers
   * `"cancelled"`, or `"final"` when the gateway says the payment is no longer pending (paid in
   * the meantime, or already expired) — then its notification settles it as usual. Throws
   * `GatewayError` when the gateway fails or times out.
   */
  cancelPayment(transactionId: string, reference?: string | null): Promise<CancelOutcome>;
}

/** What `cancelPayment` achieved. */
export type CancelOutcome = "cancelled" | "final";

/** The gateway refused, failed, timed out or answered something unreadable. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message);
  }
}

/** A notification that is not signed by the gateway (wrong/missing signature or token). */
export class InvalidSignatureError extends Error {
  constructor(message = "invalid notification signature") {
    super(message);
  }
}

/**
 * The one interface every payment gateway implements (ADR 0006): create a payment (→ instructions +
 * expiry), verify and parse a notification, query a payment's status. `sandbox` (built in, the
 * default), `midtrans` (Core API) and `xendit` are chosen by `PAYMENT_GATEWAY`.
 *
 * Adapters speak the vendor's wire format and nothing else: they never touch the database. The
 * payment-webhooks module records notifications in the inbox and applies them (DESIGN §3, §4, §6).
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
  /** Xendit's capture id (`payment_id`), which its refund API asks for; absent elsewhere. */
  paymentId?: string | null;
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
   * Stops a pending payment from being paid (the buyer chose another method, SPEC §4): Midtrans
   * `POST /v2/{order_id}/expire`, Xendit `POST /v3/payment_requests/{id}/cancel`. Answers
   * `"cancelled"`, or `"final"` when the gateway says the payment is no longer pending (paid in
   * the meantime, or already expired) — then its notification settles it as usual. Throws
   * `GatewayError` when the gateway fails or times out.
   */
  cancelPayment(transactionId: string, reference?: string | null): Promise<CancelOutcome>;
  /** Refunds through the gateway's API (ADR 0020); absent for the sandbox, which refunds at once. */
  readonly refunds?: GatewayRefunds;
}

/** A refund to ask the gateway for. Amounts in integer rupiah. */
export interface RefundRequest {
  /** Our refund id: Midtrans `refund_key`, Xendit `reference_id` and idempotency key — a retry refunds once. */
  refundId: string;
  /** Our transaction id (Midtrans `order_id`). */
  transactionId: string;
  /** Xendit's capture id (`py-…`) the v3 refund API asks for; null when unknown. */
  paymentId: string | null;
  amount: number;
  /** The seller's words, for the gateway's records (Midtrans `reason`, at most 255 characters). */
  reason: string;
}

/** Which refund a status question is about. */
export interface RefundQuery {
  refundId: string;
  transactionId: string;
  /** The gateway's refund id once it answered one (Xendit `refund_id`); null before. */
  gatewayReference: string | null;
}

/** A refund's state at the gateway. */
export interface GatewayRefund {
  /** The gateway's id of the refund (Midtrans `refund_chargeback_id`, Xendit `refund_id`). */
  gatewayReference: string;
  status: "pending" | "succeeded" | "failed";
  /** Integer rupiah the gateway says it refunds. */
  amount: number;
}

/** What a verified refund notification points at (any of the three; the refund is then read back). */
export interface RefundNotification {
  transactionId?: string;
  refundId?: string;
  gatewayReference?: string;
}

/**
 * The refund half of a gateway (ADR 0020). The ledger never waits on it: a refund is booked when it
 * is asked for (ADR 0020), and these calls only move the money at the gateway and report back.
 */
export interface GatewayRefunds {
  /**
   * How many days after its payment a payment by `method` can be refunded through the API; null when
   * the method cannot be (virtual accounts): such a refund is manual.
   */
  windowDays(method: PaymentMethodCode): number | null;
  /**
   * Asks for the refund. Throws `RefundRefusedError` when the gateway will not make it (past its
   * window, channel without refunds, more than is left) — the refund becomes manual — and
   * `GatewayError` when it failed or timed out: retry with the same `refundId`.
   */
  create(request: RefundRequest): Promise<GatewayRefund>;
  /** The refund's state at the gateway; null when the gateway has none. Throws `GatewayError`. */
  get(query: RefundQuery): Promise<GatewayRefund | null>;
  /**
   * Verifies a notification and reads it when it is about a refund (Midtrans `refund` /
   * `partial_refund`, Xendit `refund.*`); null for any other notification. Throws
   * `InvalidSignatureError` (not the gateway's) or `GatewayError` (unreadable).
   */
  parseNotification(input: NotificationInput): RefundNotification | null;
}

/** The gateway answered that it will not make this refund; `reason` is its words, for the logs. */
export class RefundRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`refund refused: ${reason}`);
  }
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

/**
 * The disbursement service behind automatic withdrawals (DESIGN §4 "Withdrawals", ADR 0009): one
 * interface so the balance module never knows the vendor. `DISBURSEMENT_SERVICE=manual` (the
 * default) has no service at all — an admin transfers by hand and records the reference.
 */
import type { NotificationInput } from "../payments/gateway";

/** Where a payout stands at the service, in our words. `processing` covers every non-final state. */
export type PayoutState = "processing" | "succeeded" | "failed" | "reversed";

/** A payout as the service reports it (create answer, status check, or a verified webhook). */
export interface Payout {
  /** The service's id (Xendit `disb-…`): our withdrawal's transfer reference once it succeeds. */
  payoutId: string;
  /** Our withdrawal id, sent as the payout's reference. */
  referenceId: string;
  /** Integer rupiah. */
  amount: number;
  currency: string;
  state: PayoutState;
  /** The service's own status word (`ACCEPTED`, `SUCCEEDED`, …), kept for logs. */
  status: string;
  /** Why it failed, in Indonesian for the seller; null unless `failed`/`reversed`. */
  failureReason: string | null;
}

export interface PayoutRequest {
  /** Our withdrawal id: the payout's reference and its idempotency key. */
  withdrawalId: string;
  /** Integer rupiah. */
  amount: number;
  /** Our bank code (`packages/shared/src/banks.ts`). */
  bankCode: string;
  accountNumber: string;
  accountHolderName: string;
  /** Shown on the transfer where the bank supports a description. */
  description: string;
}

export interface DisbursementService {
  readonly name: "xendit";
  /** Whether this service can pay to our bank code (else the withdrawal stays manual). */
  supportsBank(bankCode: string): boolean;
  /**
   * Sends the money. Idempotent by `withdrawalId`: a retry after a lost answer returns the payout
   * already made. Throws `PayoutRefusedError` when the service refuses it for good (bad account,
   * amount out of limits) and `GatewayError` when it could not be reached or answered nonsense.
   */
  createPayout(request: PayoutRequest): Promise<Payout>;
  /** The payout's current state, asked of the service (webhooks are confirmed with this). */
  getPayout(payoutId: string): Promise<Payout>;
  /**
   * The payout made for our withdrawal `referenceId`, or null when the service has none — how a
   * payout whose create answer was lost is found (ADR 0017). Throws `GatewayError` when the
   * service cannot be asked.
   */
  findPayout(referenceId: string): Promise<Payout | null>;
  /**
   * Verifies a webhook and reads it. Throws `InvalidSignatureError` when it is not from the service,
   * `GatewayError` when the body is not a payout event.
   */
  parseNotification(input: NotificationInput): Payout & { event: string };
}

/** The service refused the payout for good: the withdrawal fails and the money returns. */
export class PayoutRefusedError extends Error {
  constructor(
    readonly code: string,
    /** Indonesian, for the seller. */
    readonly reason: string,
  ) {
    super(`payout refused: ${code}`);
  }
}

/**
 * The status a recorded gateway notification reported, read again from its stored body for the
 * seller's timeline (DASHBOARD-UX §3). Only verified notifications are ever recorded
 * (`receive-notification.ts`), so the body is the gateway's; this reads it without re-verifying
 * (the sandbox's and Xendit's proofs are headers, which are not stored).
 */
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { isRecord, stringField } from "../../integrations/payments/http";
import { midtransNotification } from "../../integrations/payments/midtrans-notification";
import { xenditStatus } from "../../integrations/payments/xendit-notification";

/** Our status word for a stored notification `body` of `gateway`, or null when it cannot be read. */
export function notificationStatus(gateway: string, body: string): TransactionStatus | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  try {
    if (gateway === "sandbox") return ourStatus(stringField(parsed, "status"));
    if (gateway === "midtrans") return midtransNotification(parsed).status;
    if (gateway === "xendit") {
      const data = isRecord(parsed.data) ? parsed.data : parsed;
      // A fixed VA's payment callback carries no status: it is only ever sent for a payment.
      const raw = stringField(data, "status") ?? (stringField(parsed, "callback_virtual_account_id") ? "PAID" : null);
      return raw ? xenditStatus(raw) : null;
    }
  } catch {
    // An undocumented status: shown as "unknown" rather than guessed.
  }
  return null;
}

function ourStatus(value: string | undefined): TransactionStatus | null {
  return value === "paid" || value === "pending" || value === "expired" || value === "failed" ? value : null;
}

/**
 * The signed link of a manual refund's email (ADR 0020): `/refund-bank/{refundId}?signature=…`,
 * where `signature` = hex HMAC-SHA256(APP_SECRET, `refund-bank:<refundId>`). It lets the buyer, and
 * only whoever holds the email, give the bank account the admin transfers the money to. It does not
 * expire: it only works while the refund waits for its transfer.
 */
import { hexEquals, hmacSha256Hex } from "../../integrations/payments/sign";

const signatureOf = (appSecret: string, refundId: string) => hmacSha256Hex(appSecret, `refund-bank:${refundId}`);

/** The web path of the buyer's bank-account form for `refundId`. */
export function refundBankPath(appSecret: string, refundId: string): string {
  return `/refund-bank/${refundId}?signature=${signatureOf(appSecret, refundId)}`;
}

/** Whether `signature` is ours for `refundId` (constant-time comparison). */
export function isValidRefundBankSignature(appSecret: string, refundId: string, signature: string): boolean {
  return /^[0-9a-f]{64}$/.test(signature) && hexEquals(signature, signatureOf(appSecret, refundId));
}

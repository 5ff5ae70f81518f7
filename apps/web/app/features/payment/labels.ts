/** Names a buyer reads on the payment page: banks and wallets. */
import type { Transaction } from "@lapak/shared/schemas/transaction";

const BANKS: Record<string, string> = {
  bca: "BCA",
  bni: "BNI",
  bri: "BRI",
  mandiri: "Mandiri",
  permata: "Permata",
  cimb: "CIMB Niaga",
  bsi: "BSI",
  danamon: "Danamon",
  btn: "BTN",
};

/** `"bca"` → `"BCA"`; an unknown code is shown upper-cased. */
export function bankName(code: string | undefined): string {
  if (!code) return "Bank";
  return BANKS[code.toLowerCase()] ?? code.toUpperCase();
}

/**
 * The wallet's name for the "Buka <Wallet>" button: the method's display name (`"GoPay"`), or
 * "E-Wallet" when the transaction has none.
 */
export function walletName(transaction: Pick<Transaction, "paymentMethodName">): string {
  return transaction.paymentMethodName ?? "E-Wallet";
}

/**
 * A long number (a VA number, a bill key: 9 characters or more) in groups of four for reading
 * (`["1234", "5678", …]`); a short one (a biller code) stays whole. The page spaces the groups with
 * CSS, not characters, so selecting and copying the number by hand gives the raw digits.
 */
export function digitGroups(value: string): string[] {
  const raw = value.replace(/\s+/g, "");
  if (raw.length <= 8) return raw ? [raw] : [];
  return raw.match(/.{1,4}/g) ?? [];
}

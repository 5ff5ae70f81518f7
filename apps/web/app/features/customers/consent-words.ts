/**
 * How Pelanggan words a customer's marketing consent (DASHBOARD-UX §4, DESIGN §4 "Marketing
 * consent"): `marketingConsentAt` is the time of their latest tick at checkout, null when they
 * never ticked it or left the seller's broadcasts since (`unsubscribedAt`, DESIGN §4 "Broadcasts").
 * `short` is the table's cell, `long` the sheet's line (time in WIB).
 */
import { formatDateTimeWib } from "@lapak/shared/date";

export function consentWords(
  marketingConsentAt: string | null,
  unsubscribedAt: string | null = null,
): { short: string; long: string } {
  if (unsubscribedAt) {
    return {
      short: "Berhenti berlangganan",
      long: `Berhenti berlangganan sejak ${formatDateTimeWib(unsubscribedAt)}`,
    };
  }
  if (!marketingConsentAt) return { short: "Tidak setuju", long: "Tidak setuju" };
  return { short: "Setuju", long: `Setuju sejak ${formatDateTimeWib(marketingConsentAt)}` };
}

/**
 * Money helpers. All amounts in Lapak are integer rupiah (no decimals) — DESIGN §3.
 */

const rupiahFormatter = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/**
 * Formats integer rupiah the way Indonesians read prices: `150000` → `"Rp150.000"`.
 * Negative amounts get a leading minus (`"-Rp5.000"`).
 */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rp${rupiahFormatter.format(Math.abs(Math.round(amount)))}`;
}

/**
 * Rounds a rupiah amount half up to a whole rupiah (DESIGN §3: computed fees round half up).
 * `roundHalfUp(2.5)` → 3, `roundHalfUp(2.4999)` → 2.
 */
export function roundHalfUp(amount: number): number {
  return Math.floor(amount + 0.5);
}

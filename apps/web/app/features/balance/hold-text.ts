/** The words for money on hold and why a withdrawal cannot happen yet (DASHBOARD-UX §1, §6, §10). */
import { formatRupiah } from "@lapak/shared/money";
import type { Balance } from "@lapak/shared/schemas/transaction";

const shortDate = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", timeZone: "Asia/Jakarta" });

/** `"23 Nov"` in WIB. */
export function shortDayWib(iso: string): string {
  return shortDate.format(new Date(iso));
}

/**
 * The real money held: `"Ditahan Rp150.000: Rp47.150 cair 23 Nov, semuanya cair 26 Nov"`; one
 * release day: `"… cair 23 Nov"`; nothing real held: null. Sandbox money is left out (ADR 0023): it
 * never reaches a bank, so it gets `sandboxText` instead of a date.
 */
export function holdText(
  balance: Pick<Balance, "pending" | "nextReleaseAt" | "nextReleaseAmount" | "fullyAvailableAt"> &
    Partial<Pick<Balance, "sandboxPending">>,
) {
  const held = balance.pending - (balance.sandboxPending ?? 0);
  if (held <= 0 || !balance.nextReleaseAt) return null;
  const next = shortDayWib(balance.nextReleaseAt);
  const last = balance.fullyAvailableAt ? shortDayWib(balance.fullyAvailableAt) : next;
  if (last === next) return `Ditahan ${formatRupiah(held)}: semuanya cair ${next}`;
  return `Ditahan ${formatRupiah(held)}: ${formatRupiah(balance.nextReleaseAmount)} cair ${next}, semuanya cair ${last}`;
}

/** How sandbox money is named wherever its number shows (ADR 0023). */
export const SANDBOX_MONEY_LABEL = "Uang uji coba (sandbox) — tidak bisa ditarik";

/**
 * `"Uang uji coba (sandbox) — tidak bisa ditarik: Rp62.255"` for `amount` rupiah of sandbox money
 * (test payments), or null when there is none.
 */
export function sandboxText(amount: number): string | null {
  return amount > 0 ? `${SANDBOX_MONEY_LABEL}: ${formatRupiah(amount)}` : null;
}

/**
 * Why "Tarik Saldo" cannot be pressed now, in one sentence, or null when it can: not activated,
 * a withdrawal still in process, nothing or too little to withdraw (DASHBOARD-UX §6: a button is
 * never grey without a reason).
 */
export function withdrawBlockedReason({
  activation,
  withdrawable,
  hasPending,
  minimum,
  available = 0,
  debt = 0,
  suspended = false,
}: {
  activation: string;
  withdrawable: number;
  hasPending: boolean;
  minimum: number;
  /** The "Bisa ditarik" balance; below zero after a refund (ADR 0020). */
  available?: number;
  /** What the seller owes the platform for refunds beyond the balance (ADR 0027), rupiah. */
  debt?: number;
  /** The store is suspended by an admin (DASHBOARD-UX §6): withdrawals are held. */
  suspended?: boolean;
}): string | null {
  if (activation !== "approved") return "Aktivasi akun dulu.";
  if (suspended) return "Toko Anda sedang ditangguhkan admin, jadi penarikan saldo ditahan.";
  if (debt > 0) {
    return `Masih ada utang ke platform ${formatRupiah(debt)} dari pengembalian dana. Penarikan bisa lagi setelah penjualan berikutnya melunasinya.`;
  }
  if (available < 0) {
    return `Saldo Anda minus ${formatRupiah(-available)} karena pengembalian dana. Penarikan bisa lagi setelah penjualan baru menutupinya.`;
  }
  if (hasPending) return "Masih ada penarikan yang diproses. Tunggu sampai selesai.";
  if (withdrawable <= 0) return "Belum ada saldo yang bisa ditarik.";
  if (withdrawable < minimum) {
    return `Minimal penarikan ${formatRupiah(minimum)}, kurang ${formatRupiah(minimum - withdrawable)} lagi.`;
  }
  return null;
}

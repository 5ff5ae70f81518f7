/**
 * The words the Penjualan screen uses for money and history (DASHBOARD-UX §1, §3): fee names with
 * their rule, the money badge of a row, and each timeline step.
 */
import { formatShortDateWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { saleLabel } from "@lapak/shared/sale-label";
import type { SaleDetail, SaleEvent } from "@lapak/shared/schemas/sales";
import type { SellerTransaction } from "@lapak/shared/schemas/transaction";
import { REFUND_STATUS_LABELS_OF_SALE } from "@lapak/shared/transaction-status";
import type { BadgeTone } from "~/features/ui/badge";

const percent = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });

/** "Biaya layanan Lapak (5%)"; without the rate until it is known. */
export function platformFeeLabel(rates?: SaleDetail["feeRates"]): string {
  return rates ? `Biaya layanan Lapak (${percent.format(rates.platformPercent)}%)` : "Biaya layanan Lapak";
}

/** "Biaya QRIS (0,7%)", "Biaya BCA Virtual Account (Rp4.000)"; never a bare "Biaya". */
export function methodFeeLabel(methodName: string | null, rates?: SaleDetail["feeRates"]): string {
  const name = `Biaya ${methodName ?? "metode pembayaran"}`;
  const rule = rates?.method;
  if (!rule) return name;
  const parts = [
    rule.percent > 0 ? `${percent.format(rule.percent)}%` : null,
    rule.flat > 0 ? formatRupiah(rule.flat) : null,
  ];
  const text = parts.filter(Boolean).join(" + ");
  return text ? `${name} (${text})` : name;
}

/** A method's name where space is tight: "BCA Virtual Account" → "VA BCA", "Mandiri Bill Payment" → "Mandiri Bill". */
export function shortMethodName(name: string | null): string | null {
  if (!name) return null;
  return name.replace(/^(\S+) Virtual Account$/, "VA $1").replace(/ Bill Payment$/, " Bill");
}

type Sale = Pick<SellerTransaction, "status" | "amount" | "availableAt" | "product" | "refundStatus" | "sandbox">;

/** A paid sale that brought money (not a free sign-up). */
export const isPaidSale = (sale: Pick<Sale, "status" | "amount">) => sale.status === "paid" && sale.amount > 0;

/**
 * The badge of a row: for a paid sale where its money is ("Ditahan s.d. 23 Nov" blue, "Tersedia"
 * emerald), a refunded one "Dana Dikembalikan" / "Dikembalikan Sebagian" (amber, ADR 0020),
 * otherwise its status ("Pendaftar" / "Gratis" violet, "Menunggu Pembayaran" …).
 */
export function saleBadge(sale: Sale, now: Date): { label: string; tone: BadgeTone } {
  if (sale.refundStatus) return { label: REFUND_STATUS_LABELS_OF_SALE[sale.refundStatus], tone: "amber" };
  if (isPaidSale(sale)) {
    // Sandbox money never becomes withdrawable (ADR 0023): no hold date to wait for.
    if (sale.sandbox) return { label: "Uang uji coba", tone: "amber" };
    if (sale.availableAt && Date.parse(sale.availableAt) > now.getTime()) {
      return { label: `Ditahan s.d. ${formatShortDateWib(sale.availableAt)}`, tone: "blue" };
    }
    return { label: "Tersedia", tone: "emerald" };
  }
  return saleLabel({ status: sale.status, amount: sale.amount, productType: sale.product.type });
}

const GATEWAYS: Record<string, string> = { sandbox: "Sandbox", midtrans: "Midtrans", xendit: "Xendit" };
const REPORTED: Record<string, string> = {
  paid: "pembayaran berhasil",
  pending: "menunggu pembayaran",
  expired: "kedaluwarsa",
  failed: "gagal",
};
const OUTCOMES: Record<string, string> = {
  applied: "diterapkan",
  duplicate: "sudah diterima sebelumnya, diabaikan",
  ignored: "tidak mengubah status",
  amount_mismatch: "jumlahnya tidak cocok, tidak diterapkan",
  gateway_mismatch: "dari penyedia pembayaran lain, tidak diterapkan",
  unknown_transaction: "transaksi tidak dikenal",
};

/** One timeline step in words: "Pesanan dibuat", "Notifikasi Midtrans: pembayaran berhasil (diterapkan)". */
export function eventLabel(event: SaleEvent): string {
  switch (event.kind) {
    case "created":
      return "Pesanan dibuat";
    case "paid":
      return "Pembayaran berhasil";
    case "expired":
      return "Kedaluwarsa";
    case "failed":
      return "Pembayaran gagal";
    case "notification": {
      const gateway = GATEWAYS[event.gateway ?? ""] ?? event.gateway ?? "penyedia pembayaran";
      const reported = event.status ? REPORTED[event.status] : "status tidak terbaca";
      const outcome = event.outcome ? OUTCOMES[event.outcome] : "belum diproses";
      return `Notifikasi ${gateway}: ${reported} (${outcome})`;
    }
  }
}

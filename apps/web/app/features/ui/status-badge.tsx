/** A transaction's status as a coloured pill with its Indonesian label (DESIGN §5). */
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { STATUS_LABELS } from "~/lib/status-labels";

const STYLES: Record<TransactionStatus, { pill: string; dot: string }> = {
  pending: { pill: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500 animate-pulse" },
  paid: { pill: "bg-emerald-50 text-emerald-900 ring-emerald-300", dot: "bg-emerald-600" },
  expired: { pill: "bg-slate-100 text-slate-800 ring-slate-300", dot: "bg-slate-500" },
  failed: { pill: "bg-red-50 text-red-900 ring-red-300", dot: "bg-red-600" },
};

/** "Menunggu Pembayaran", "Pembayaran Berhasil", "Kedaluwarsa" or "Gagal". */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const style = STYLES[status];
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${style.pill}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full motion-reduce:animate-none ${style.dot}`} />
      {STATUS_LABELS[status]}
    </span>
  );
}

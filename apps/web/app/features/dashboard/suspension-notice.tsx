import { formatDateTimeWib } from "@lapak/shared/date";

/**
 * Why the seller's store is suspended (DESIGN §4): shown on every dashboard page while it is, with
 * what that means for the store, new orders and withdrawals.
 */
export function SuspensionNotice({ suspension }: { suspension: { at: string; reason: string } }) {
  return (
    <div role="alert" className="mb-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">Toko Anda ditangguhkan admin sejak {formatDateTimeWib(new Date(suspension.at))}</p>
      <p className="mt-1">Alasan: {suspension.reason}</p>
      <p className="mt-2 text-red-800">
        Selama ditangguhkan, toko tidak bisa dikunjungi, pesanan baru ditolak, dan penarikan saldo ditahan. Pembeli yang
        sudah membayar tetap bisa mengunduh produknya. Hubungi admin Lapak untuk membukanya kembali.
      </p>
    </div>
  );
}

import { ComingSoonCard } from "~/features/ui/coming-soon-card";

export default function DashboardSales() {
  return (
    <ComingSoonCard title="Penjualan">
      <p>
        Di sini Anda akan melihat setiap transaksi toko: pembeli, produk, metode pembayaran (QRIS, virtual account,
        e-wallet), dan statusnya — Menunggu Pembayaran, Pembayaran Berhasil, Kedaluwarsa, atau Gagal.
      </p>
      <p>
        Setiap penjualan akan menampilkan harga, potongan biaya, dan pendapatan bersih Anda dalam rupiah, dengan filter
        tanggal (WIB), status, produk, dan pencarian.
      </p>
    </ComingSoonCard>
  );
}

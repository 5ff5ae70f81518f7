import { ComingSoonCard } from "~/features/ui/coming-soon-card";

export default function DashboardCustomers() {
  return (
    <ComingSoonCard title="Pelanggan">
      <p>
        Daftar orang yang membeli produk Anda atau meninggalkan email lewat produk “Kumpulkan Email”: nama, email, nomor
        WhatsApp, jumlah pesanan, total belanja, dan tanggal pembelian terakhir.
      </p>
      <p>Anda juga akan bisa mencari pelanggan berdasarkan nama atau email.</p>
    </ComingSoonCard>
  );
}

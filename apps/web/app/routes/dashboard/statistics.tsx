import { ComingSoonCard } from "~/features/ui/coming-soon-card";

export default function DashboardStatistics() {
  return (
    <ComingSoonCard title="Statistik">
      <p>
        Grafik kunjungan harian toko dan produk Anda: jumlah tayangan dan pengunjung unik, halaman yang paling sering
        dibuka, kota asal pengunjung, serta sumbernya (Instagram, TikTok, WhatsApp, Google, atau langsung).
      </p>
      <p>Hari dihitung dalam WIB, dan data pengunjung disimpan tanpa alamat IP.</p>
    </ComingSoonCard>
  );
}

import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function AddDigitalDownload() {
  return (
    <ComingSoonCard
      title="Produk Digital"
      actions={
        <ButtonLink to={paths.dashboard.add} variant="secondary">
          Kembali ke jenis produk
        </ButtonLink>
      }
    >
      <p>
        Jual e-book, template, preset, musik, atau berkas apa pun: unggah berkasnya (disimpan privat), tentukan harga
        dalam rupiah (minimal Rp1.000, atau gratis), tulis deskripsi, dan pasang gambar sampul.
      </p>
      <p>Setelah pembayaran berhasil, pembeli langsung mendapat tombol Unduh dan email tanda terima.</p>
    </ComingSoonCard>
  );
}

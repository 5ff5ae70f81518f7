import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function AddExternalUrl() {
  return (
    <ComingSoonCard
      title="Tautan Eksternal"
      actions={
        <ButtonLink to={paths.dashboard.add} variant="secondary">
          Kembali ke jenis produk
        </ButtonLink>
      }
    >
      <p>
        Pasang kartu tautan ke halaman lain — kelas online, video, atau toko marketplace Anda — lengkap dengan judul dan
        sampul. Setiap klik akan dihitung di Statistik.
      </p>
    </ComingSoonCard>
  );
}

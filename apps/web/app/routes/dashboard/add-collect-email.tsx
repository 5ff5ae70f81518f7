import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function AddCollectEmail() {
  return (
    <ComingSoonCard
      title="Kumpulkan Email"
      actions={
        <ButtonLink to={paths.dashboard.add} variant="secondary">
          Kembali ke jenis produk
        </ButtonLink>
      }
    >
      <p>
        Tawarkan hadiah gratis (berkas atau tautan) sebagai ganti nama dan email pengunjung. Setiap pendaftar otomatis
        masuk ke daftar Pelanggan Anda.
      </p>
    </ComingSoonCard>
  );
}

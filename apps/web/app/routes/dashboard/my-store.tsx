import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function DashboardMyStore() {
  return (
    <ComingSoonCard
      title="Toko Saya"
      actions={
        <>
          <ButtonLink to={paths.dashboard.add}>Tambah Produk</ButtonLink>
          <ButtonLink to={paths.dashboard.design} variant="secondary">
            Desain Toko
          </ButtonLink>
          <ButtonLink to={paths.dashboard.profile} variant="secondary">
            Profil Toko
          </ButtonLink>
        </>
      }
    >
      <p>
        Daftar semua produk di toko Anda — draf maupun yang sudah terbit — yang bisa diurutkan ulang, diubah, atau
        dihapus, persis seperti urutan yang dilihat pembeli di halaman toko.
      </p>
    </ComingSoonCard>
  );
}

import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function DashboardMyStoreDesign() {
  return (
    <ComingSoonCard
      title="Desain Toko"
      actions={
        <ButtonLink to={paths.onboard.theme} variant="secondary">
          Ubah tampilan sekarang
        </ButtonLink>
      }
    >
      <p>
        Atur warna utama, bentuk tombol, huruf, dan latar toko Anda dengan pratinjau langsung. Sementara itu, tampilan
        bisa diubah lewat langkah pengaturan awal.
      </p>
    </ComingSoonCard>
  );
}

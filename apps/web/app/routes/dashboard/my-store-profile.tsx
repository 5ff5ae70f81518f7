import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function DashboardMyStoreProfile() {
  return (
    <ComingSoonCard
      title="Profil Toko"
      actions={
        <>
          <ButtonLink to={paths.onboard.profile} variant="secondary">
            Ubah profil
          </ButtonLink>
          <ButtonLink to={paths.onboard.social} variant="secondary">
            Ubah media sosial
          </ButtonLink>
        </>
      }
    >
      <p>
        Ubah foto profil, nama, bio singkat, username, nomor WhatsApp, dan tautan media sosial yang tampil di halaman
        toko Anda. Sementara itu, profil dan media sosial bisa diubah lewat langkah pengaturan awal.
      </p>
    </ComingSoonCard>
  );
}

import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function ActivateAccountSubmitted() {
  return (
    <ComingSoonCard
      title="Pengajuan Terkirim"
      actions={
        <ButtonLink to={paths.dashboard.home} variant="secondary">
          Kembali ke Beranda
        </ButtonLink>
      }
    >
      <p>
        Halaman ini akan menampilkan status pengajuan aktivasi Anda — sedang ditinjau, disetujui, atau perlu diperbaiki
        beserta alasannya.
      </p>
    </ComingSoonCard>
  );
}

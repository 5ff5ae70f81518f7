import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function ActivateAccountStart() {
  return (
    <ComingSoonCard
      title="Formulir Aktivasi"
      actions={
        <ButtonLink to={paths.dashboard.activate} variant="secondary">
          Kembali
        </ButtonLink>
      }
    >
      <p>
        Formulir pengisian data identitas dan rekening bank sedang kami siapkan. Anda tetap bisa berjualan sekarang;
        saldo akan tersimpan aman sampai akun diaktivasi.
      </p>
    </ComingSoonCard>
  );
}

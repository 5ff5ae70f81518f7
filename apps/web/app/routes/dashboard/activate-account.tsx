import { ButtonLink } from "~/features/ui/button";
import { ComingSoonCard } from "~/features/ui/coming-soon-card";
import { paths } from "~/lib/paths";

export default function ActivateAccount() {
  return (
    <ComingSoonCard
      title="Aktivasi Akun"
      actions={<ButtonLink to={paths.dashboard.activateStart}>Mulai Aktivasi</ButtonLink>}
    >
      <p>
        Sebelum bisa menarik saldo penjualan ke rekening, akun Anda perlu diaktivasi: nama sesuai KTP, NIK, foto KTP,
        swafoto dengan KTP, dan rekening bank atas nama yang sama.
      </p>
      <p>
        Data identitas disimpan terenkripsi dan hanya bisa dilihat tim peninjau, sesuai UU Pelindungan Data Pribadi.
      </p>
    </ComingSoonCard>
  );
}

/** Why money cannot leave yet, with the one action that fixes it (DASHBOARD-UX §6 block 2). */
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";

export function ActivationBanner({ status, reason }: { status: string; reason: string | null }) {
  if (status === "approved") return null;
  const tone =
    status === "rejected" ? "bg-red-50 text-red-900 ring-red-200" : "bg-amber-50 text-amber-900 ring-amber-200";
  const [text, action] =
    status === "submitted"
      ? ["Data aktivasi sedang ditinjau. Penarikan terbuka setelah disetujui.", null]
      : status === "rejected"
        ? [`Aktivasi ditolak: ${reason ?? "-"}.`, { to: paths.dashboard.activateStart, label: "Perbaiki Data" }]
        : [
            "Aktivasi akun untuk menarik saldo. Anda tetap bisa berjualan; saldo aman.",
            { to: paths.dashboard.activate, label: "Mulai Aktivasi" },
          ];
  return (
    <div role="status" className={`flex flex-col gap-3 rounded-2xl p-4 ring-1 sm:flex-row sm:items-center ${tone}`}>
      <p className="flex-1 text-sm font-medium">{text}</p>
      {action ? (
        <ButtonLink to={action.to} className="shrink-0">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

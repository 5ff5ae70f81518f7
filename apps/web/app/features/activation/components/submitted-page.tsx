/** `/dashboard/activate-account/submitted`: the confirmation right after sending the data. */
import { formatDateTimeWib } from "@lapak/shared/date";
import { ButtonLink } from "~/features/ui/button";
import { KYC_SLA } from "~/lib/constants";
import { paths } from "~/lib/paths";
import { StatusIcon } from "./status-icon";

/** A check, "Data terkirim", the review time and two ways on. */
export function SubmittedPage({ submittedAt }: { submittedAt: string | null }) {
  return (
    <section className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <StatusIcon name="check" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Data terkirim</h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">
        Tim kami meninjau dalam {KYC_SLA}. Sementara itu, Anda tetap bisa berjualan; saldo tetap aman.
      </p>
      {submittedAt ? <p className="mt-2 text-xs text-slate-500">Dikirim {formatDateTimeWib(submittedAt)}</p> : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <ButtonLink to={paths.dashboard.home} className="min-h-11">
          Kembali ke Beranda
        </ButtonLink>
        <ButtonLink to={paths.dashboard.activate} variant="secondary" className="min-h-11">
          Lihat Status
        </ButtonLink>
      </div>
    </section>
  );
}

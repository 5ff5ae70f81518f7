/**
 * `/dashboard/activate-account`: one page that switches on the activation's status (DASHBOARD-UX §7,
 * like Polar's `AccountPageRouter`) and shows the one next step. It reloads its data when the tab
 * regains focus, so an approval appears without a reload.
 */
import { bankName } from "@lapak/shared/banks";
import { formatDateTimeWib } from "@lapak/shared/date";
import type { Activation } from "@lapak/shared/schemas/account";
import { useRevalidator } from "react-router";
import { ButtonLink } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { PageHeading } from "~/features/ui/page-heading";
import { useRevalidateOnFocus } from "~/features/ui/use-revalidate-on-focus";
import { KYC_SLA } from "~/lib/constants";
import { paths } from "~/lib/paths";
import { DataProtectionNote } from "./data-protection-note";
import { PrepareList } from "./prepare-list";
import { StatusBlock } from "./status-block";

/** `"BCA •••• 7890 a.n. SARI WULANDARI"`. */
function accountLine(activation: Activation): string {
  return `${bankName(activation.bankCode ?? "")} ${activation.bankAccountNumber ?? ""} a.n. ${activation.bankAccountName ?? ""}`;
}

function Summary({ activation }: { activation: Activation }) {
  const rows = [
    ["Nama sesuai KTP", activation.legalName],
    ["NIK", activation.nikMasked],
    ["Rekening", accountLine(activation)],
  ] as const;
  return (
    <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
          <dt className="shrink-0 text-slate-500 sm:w-36">{label}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusOf({ activation }: { activation: Activation }) {
  switch (activation.status) {
    case "submitted":
      return (
        <StatusBlock icon="clock" tone="amber" title="Sedang ditinjau" details={<Summary activation={activation} />}>
          <p>
            Dikirim {activation.submittedAt ? formatDateTimeWib(activation.submittedAt) : ""}. Tim kami meninjau dalam{" "}
            {KYC_SLA} dan mengabari Anda lewat email. Sementara itu, Anda tetap bisa berjualan; saldo tetap aman.
          </p>
        </StatusBlock>
      );
    case "approved":
      return (
        <StatusBlock
          icon="check"
          tone="emerald"
          title="Akun aktif"
          action={<ButtonLink to={paths.dashboard.balance}>Tarik Saldo</ButtonLink>}
        >
          <p>Identitas Anda sudah terverifikasi. Saldo bisa ditarik ke rekening berikut.</p>
          <p className="font-semibold text-slate-900 tabular-nums">{accountLine(activation)}</p>
        </StatusBlock>
      );
    case "rejected":
      return (
        <StatusBlock
          icon="alert"
          tone="red"
          title="Perlu diperbaiki"
          action={<ButtonLink to={paths.dashboard.activateStart}>Perbaiki Data</ButtonLink>}
          details={
            <>
              <blockquote className="rounded-xl bg-red-50 px-4 py-3 font-medium whitespace-pre-line text-red-900 ring-1 ring-red-200">
                {activation.reason}
              </blockquote>
              <p>Perbaiki data lalu kirim ulang. Anda tetap bisa berjualan; saldo tetap aman.</p>
            </>
          }
        >
          <p>Data aktivasi Anda belum bisa kami setujui. Alasan dari tim peninjau:</p>
        </StatusBlock>
      );
    default:
      return (
        <StatusBlock
          icon="shield"
          tone="violet"
          title="Akun belum diaktivasi"
          action={<ButtonLink to={paths.dashboard.activateStart}>Mulai Aktivasi</ButtonLink>}
        >
          <p>Aktivasi akun agar bisa menarik saldo. Berjualan tetap bisa tanpa aktivasi.</p>
        </StatusBlock>
      );
  }
}

/** The status page; `activation` null means it failed to load (a retry card instead of the block). */
export function ActivationStatusPage({ activation }: { activation: Activation | null }) {
  useRevalidateOnFocus();
  const { revalidate } = useRevalidator();
  const status = activation?.status;
  return (
    <div className="space-y-6">
      <PageHeading title="Aktivasi Akun">
        Verifikasi identitas dan rekening bank agar saldo penjualan bisa ditarik.
      </PageHeading>
      {activation ? <StatusOf activation={activation} /> : <BlockError what="Status aktivasi" onRetry={revalidate} />}
      {status === "none" || status === "rejected" ? <PrepareList /> : null}
      <DataProtectionNote />
    </div>
  );
}

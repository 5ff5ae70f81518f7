/**
 * `/admin/activations/{id}` (DASHBOARD-UX §8): the submitted data next to the KTP photo and the
 * selfie (tap to zoom), hints for what to check, and the decision. After a decision the action
 * moves on to the next submission waiting.
 */
import { bankName } from "@lapak/shared/banks";
import { formatDateTimeWib } from "@lapak/shared/date";
import { Link } from "react-router";
import { Badge } from "~/features/ui/badge";
import { Card } from "~/features/ui/card";
import { CopyButton } from "~/features/ui/copy-button";
import { namesDiffer } from "~/lib/names";
import { paths } from "~/lib/paths";
import type { AdminActivationDetail } from "../types";
import { waitingLabel } from "../waiting";
import { ReviewActions } from "./review-actions";
import { ZoomPhoto } from "./zoom-photo";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 min-w-0 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const STATUS_BADGE = {
  submitted: { tone: "amber", label: "Menunggu" },
  approved: { tone: "emerald", label: "Disetujui" },
  rejected: { tone: "red", label: "Ditolak" },
} as const;

/** The review page of one submission; `errors` are the last action's field errors. */
export function ActivationReview({
  activation: a,
  waitingCount,
  now,
  errors,
}: {
  activation: AdminActivationDetail;
  waitingCount: number | null;
  now: number;
  errors?: Record<string, string[]>;
}) {
  const badge = STATUS_BADGE[a.status];
  const mismatch = namesDiffer(a.legalName, a.bankAccountName);
  return (
    <div className="space-y-5">
      <div>
        <Link to={paths.admin.activations} className="text-sm font-medium text-violet-700 hover:underline">
          ← Antrean aktivasi{waitingCount ? ` (${waitingCount} menunggu)` : ""}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{a.legalName}</h1>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Dikirim {formatDateTimeWib(a.submittedAt)}
          {a.status === "submitted" ? ` · ${waitingLabel(a.submittedAt, now)}` : ""}. Waktu dalam WIB.
        </p>
      </div>

      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <Card title="Foto" id="photos">
          <div className="grid grid-cols-2 gap-3">
            <ZoomPhoto src={a.idCardUrl} label="Foto KTP" frame="aspect-[4/5]" />
            <ZoomPhoto src={a.selfieUrl} label="Swafoto dengan KTP" frame="aspect-[4/5]" />
          </div>
          <p className="mt-3 text-xs text-slate-500">
            Ketuk foto untuk memperbesar. Cocokkan wajah, nama, dan NIK dengan data pengajuan.
          </p>
        </Card>

        <Card title="Data" id="data">
          {mismatch ? (
            <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              Nama rekening ≠ nama KTP
            </p>
          ) : null}
          <dl className="divide-y divide-slate-100">
            <Row label="Nama sesuai KTP">{a.legalName}</Row>
            <Row label="NIK">
              <span className="flex items-center justify-between gap-2">
                <span className="font-mono tabular-nums">{a.nik}</span>
                <CopyButton text={a.nik} copiedMessage="NIK disalin" />
              </span>
            </Row>
            <Row label="Bank">{bankName(a.bankCode)}</Row>
            <Row label="Nomor rekening">
              <span className="font-mono tabular-nums">{a.bankAccountNumber}</span>
            </Row>
            <Row label="Nama pemilik rekening">{a.bankAccountName}</Row>
            <Row label="Akun">
              {a.email}
              {a.username ? ` · @${a.username}` : ""}
            </Row>
            <Row label="Persetujuan data">{formatDateTimeWib(a.consentAt)}</Row>
            {a.reviewedAt ? <Row label="Ditinjau">{formatDateTimeWib(a.reviewedAt)}</Row> : null}
            {a.reason ? <Row label="Alasan penolakan">{a.reason}</Row> : null}
          </dl>
        </Card>
      </div>

      {a.status === "submitted" ? (
        <Card title="Keputusan" id="decision">
          <ReviewActions key={a.id} activation={a} errors={errors} />
        </Card>
      ) : null}
    </div>
  );
}

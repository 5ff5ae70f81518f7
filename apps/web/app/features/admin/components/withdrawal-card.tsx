/**
 * One withdrawal in the payout queue: who, how much, to which account (with "Salin" while the admin
 * may transfer by hand: pending, not held, not sent through the service), how it is paid
 * out and its outcome. A payout already sent through the disbursement service (ADR 0009) settles
 * from its webhook, so it offers no manual buttons: marking it by hand could pay the seller twice
 * (the API also refuses while the service may hold a payout whose answer was lost, ADR 0017). A
 * withdrawal whose payout result contradicted its settlement carries the API's `flag` in red.
 */
import { bankName } from "@lapak/shared/banks";
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/features/ui/badge";
import { Button } from "~/features/ui/button";
import { CopyButton } from "~/features/ui/copy-button";
import type { AdminWithdrawal } from "../types";
import { waitedLong, waitingLabel } from "../waiting";
import { SettleForm } from "./settle-form";

/** A labelled value with "Salin"; without it (`copyable` false) while no transfer may be made. */
function Copyable({
  label,
  value,
  copied,
  mono = false,
  copyable = true,
}: {
  label: string;
  value: string;
  copied: string;
  mono?: boolean;
  copyable?: boolean;
}) {
  if (!copyable) {
    return (
      <div className="py-2">
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd className={`text-base font-semibold break-all text-slate-900 tabular-nums ${mono ? "font-mono" : ""}`}>
          {value}
        </dd>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className={`col-start-1 text-base font-semibold break-all text-slate-900 tabular-nums ${mono ? "font-mono" : ""}`}
      >
        {value}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <CopyButton text={value} copiedMessage={copied} label={`Salin ${label.toLowerCase()}`} className="min-h-11" />
      </dd>
    </div>
  );
}

/** A card; pending ones carry "Tandai Berhasil" / "Tandai Gagal". `errors` are for this card only. */
export function WithdrawalCard({
  withdrawal: w,
  now,
  errors,
}: {
  withdrawal: AdminWithdrawal;
  now: number;
  errors?: Record<string, string[]>;
}) {
  const [outcome, setOutcome] = useState<"paid" | "failed" | null>(
    errors?.reference ? "paid" : errors?.reason ? "failed" : null,
  );
  const busy = useNavigation().state !== "idle";
  const transferable = w.status === "pending" && !w.onHold && !w.payoutId;
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{w.sellerName}</h2>
          <p className="truncate text-sm text-slate-600">
            {w.sellerEmail}
            {w.username ? ` · @${w.username}` : ""}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-lg font-bold text-slate-900 tabular-nums">{formatRupiah(w.amount)}</p>
          {w.simulated ? <Badge tone="amber">Simulasi</Badge> : null}
        </div>
      </div>

      <dl className="mt-3 divide-y divide-slate-100 rounded-xl bg-slate-50 px-3 ring-1 ring-slate-200">
        <div className="py-2">
          <dt className="text-xs text-slate-500">Bank</dt>
          <dd className="text-sm font-semibold text-slate-900">{bankName(w.bankCode)}</dd>
        </div>
        {/* Copying an account invites a transfer: none while the payout is held or already sent. */}
        <Copyable
          label="Nomor rekening"
          value={w.bankAccountNumber}
          copied="Nomor rekening disalin"
          mono
          copyable={transferable}
        />
        <Copyable
          label="Atas nama"
          value={w.bankAccountName}
          copied="Nama pemilik rekening disalin"
          copyable={transferable}
        />
      </dl>

      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-500">
        Diajukan {formatDateTimeWib(w.createdAt)}
        {w.status === "pending" ? (
          <Badge tone={waitedLong(w.createdAt, now) ? "amber" : "slate"}>{waitingLabel(w.createdAt, now)}</Badge>
        ) : null}
      </p>
      {w.status === "paid" && w.simulated ? (
        <p className="mt-2 text-sm text-amber-900">
          Simulasi dengan uang uji coba (sandbox) · Ref {w.reference} · tidak ada uang yang dikirim
        </p>
      ) : w.status === "paid" ? (
        <p className="mt-2 text-sm text-emerald-800">
          Berhasil{w.processedAt ? ` · ${formatDateTimeWib(w.processedAt)}` : ""} · Ref {w.reference}
          {w.automatic ? " · otomatis lewat Xendit" : ""}
        </p>
      ) : null}
      {w.onHold ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <strong className="font-semibold">Ditahan — toko ditangguhkan.</strong> Tidak ada transfer yang dikirim sampai
          toko dibuka kembali. Tandai Gagal untuk mengembalikan saldo ke penjual.
        </p>
      ) : null}
      {w.status === "pending" && w.payoutId ? (
        <p className="mt-3 rounded-xl bg-violet-50 px-3 py-2 text-sm text-violet-950 ring-1 ring-violet-200">
          Dikirim otomatis lewat Xendit (<span className="font-mono text-xs break-all">{w.payoutId}</span>). Status
          berubah sendiri saat bank mengonfirmasi; tidak perlu transfer manual.
        </p>
      ) : null}
      {w.status === "failed" ? (
        <p className="mt-2 text-sm text-red-800">
          Gagal: {w.reason}. {formatRupiah(w.amount)} dikembalikan ke saldo penjual.
        </p>
      ) : null}
      {w.flag ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          <strong className="font-semibold">Perlu ditinjau:</strong> {w.flag}
        </p>
      ) : null}

      {w.status === "pending" && outcome ? (
        <SettleForm withdrawal={w} outcome={outcome} onCancel={() => setOutcome(null)} errors={errors} />
      ) : null}
      {w.status === "pending" && !w.payoutId && !outcome ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {w.automaticAvailable && !w.onHold ? (
            <Form method="post" className="flex w-full sm:w-auto">
              <input type="hidden" name="id" value={w.id} />
              <Button
                type="submit"
                name="intent"
                value="disburse"
                disabled={busy}
                className="min-h-11 flex-1 sm:flex-none"
              >
                Kirim otomatis (Xendit)
              </Button>
            </Form>
          ) : null}
          {w.onHold ? null : (
            <Button
              type="button"
              variant={w.automaticAvailable ? "secondary" : undefined}
              disabled={busy}
              onClick={() => setOutcome("paid")}
              className="min-h-11 flex-1 sm:flex-none"
            >
              Tandai Berhasil
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => setOutcome("failed")}
            className="min-h-11 flex-1 sm:flex-none"
          >
            Tandai Gagal
          </Button>
        </div>
      ) : null}
    </article>
  );
}

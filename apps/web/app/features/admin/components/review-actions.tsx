/**
 * "Setujui" and "Tolak" on a waiting submission (DASHBOARD-UX §8). Each asks first: approving
 * repeats whose account it opens; rejecting takes a preset reason or "Lainnya…" with the admin's own
 * words, labelled "Alasan ini dikirim ke penjual", and the parts the seller must send again (a preset
 * ticks its own; the seller keeps the rest). Buttons lock while the answer is on its way.
 */
import { bankName } from "@lapak/shared/banks";
import { ACTIVATION_PART_LABELS, ACTIVATION_PARTS, type ActivationPart } from "@lapak/shared/schemas/account";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/features/ui/button";
import { TextArea } from "~/features/ui/text-area";
import { OTHER_REASON, REASON_PARTS, REJECT_REASONS } from "../reject-reasons";
import type { AdminActivationDetail } from "../types";
import { ConfirmButtons } from "./confirm-buttons";

/** The decision panel; `errors` are the action's field errors (`otherReason`). */
export function ReviewActions({
  activation,
  errors,
}: {
  activation: AdminActivationDetail;
  errors?: Record<string, string[]>;
}) {
  const [mode, setMode] = useState<"idle" | "approve" | "reject">(errors?.otherReason ? "reject" : "idle");
  const [reason, setReason] = useState(errors?.otherReason ? OTHER_REASON : "");
  const [parts, setParts] = useState<ActivationPart[]>([]);
  const [missing, setMissing] = useState(false);
  const busy = useNavigation().state !== "idle";

  if (mode === "approve") {
    return (
      <Form method="post" className="space-y-4 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
        <p className="text-sm text-emerald-950">
          Setujui aktivasi <strong>{activation.legalName}</strong>? Penjual bisa langsung menarik saldo ke{" "}
          <strong className="tabular-nums">
            {bankName(activation.bankCode)} {activation.bankAccountNumber}
          </strong>{" "}
          a.n. {activation.bankAccountName}.
        </p>
        <ConfirmButtons intent="approve" label="Ya, Setujui" busy={busy} onCancel={() => setMode("idle")} />
      </Form>
    );
  }

  if (mode === "reject") {
    return (
      <Form
        method="post"
        className="space-y-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200"
        onSubmit={(event) => {
          if (reason) return;
          event.preventDefault();
          setMissing(true);
        }}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Alasan penolakan</legend>
          <p className="text-sm text-red-900">Alasan ini dikirim ke penjual, kata demi kata.</p>
          <div className="mt-3 space-y-1">
            {[...REJECT_REASONS, OTHER_REASON].map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm text-slate-800 hover:bg-white"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    if (value !== OTHER_REASON) setParts(REASON_PARTS[value as keyof typeof REASON_PARTS]);
                    setMissing(false);
                  }}
                  className="size-4 accent-red-700"
                />
                {value === OTHER_REASON ? "Lainnya…" : value}
              </label>
            ))}
          </div>
          {missing ? <p className="mt-1 text-sm font-medium text-red-700">Pilih alasan penolakan.</p> : null}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Yang harus dikirim ulang</legend>
          <p className="text-sm text-red-900">Bagian lain tetap tersimpan; penjual tidak perlu mengisinya lagi.</p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {ACTIVATION_PARTS.map((part) => (
              <label
                key={part}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm text-slate-800 hover:bg-white"
              >
                <input
                  type="checkbox"
                  name="parts"
                  value={part}
                  checked={parts.includes(part)}
                  onChange={(event) =>
                    setParts((current) =>
                      event.target.checked ? [...current, part] : current.filter((kept) => kept !== part),
                    )
                  }
                  className="size-4 accent-red-700"
                />
                {ACTIVATION_PART_LABELS[part]}
              </label>
            ))}
          </div>
        </fieldset>
        {reason === OTHER_REASON ? (
          <TextArea
            name="otherReason"
            label="Alasan lain"
            hint="Tulis apa yang perlu diperbaiki penjual."
            maxLength={500}
            required
            errors={errors?.otherReason}
          />
        ) : null}
        <ConfirmButtons
          intent="reject"
          label="Tolak Pengajuan"
          variant="danger"
          busy={busy}
          onCancel={() => setMode("idle")}
        />
      </Form>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" onClick={() => setMode("approve")} disabled={busy} className="min-h-11 flex-1 sm:flex-none">
        Setujui
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => setMode("reject")}
        disabled={busy}
        className="min-h-11 flex-1 sm:flex-none"
      >
        Tolak
      </Button>
    </div>
  );
}

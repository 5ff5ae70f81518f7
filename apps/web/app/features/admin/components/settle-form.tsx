/**
 * Recording a payout's outcome (DASHBOARD-UX §8): "Tandai Berhasil" needs the transfer reference,
 * "Tandai Gagal" a reason (the money goes back to the seller). The confirm repeats the amount and the
 * account, and every button locks until the answer comes back, so nothing is paid twice.
 */
import { bankName } from "@lapak/shared/banks";
import { formatRupiah } from "@lapak/shared/money";
import { Form, useNavigation } from "react-router";
import { TextArea } from "~/features/ui/text-area";
import { TextField } from "~/features/ui/text-field";
import type { AdminWithdrawal } from "../types";
import { ConfirmButtons } from "./confirm-buttons";

/** The confirm form of `outcome` for one withdrawal; `onCancel` closes it. */
export function SettleForm({
  withdrawal: w,
  outcome,
  onCancel,
  errors,
}: {
  withdrawal: AdminWithdrawal;
  outcome: "paid" | "failed";
  onCancel: () => void;
  errors?: Record<string, string[]>;
}) {
  const busy = useNavigation().state !== "idle";
  const paid = outcome === "paid";
  return (
    <Form
      method="post"
      className={`mt-4 space-y-4 rounded-2xl p-4 ring-1 ${paid ? "bg-emerald-50 ring-emerald-200" : "bg-red-50 ring-red-200"}`}
    >
      <input type="hidden" name="id" value={w.id} />
      <p className="text-sm text-slate-900">
        {paid ? "Tandai berhasil: " : "Tandai gagal: "}
        <strong className="tabular-nums">{formatRupiah(w.amount)}</strong> ke{" "}
        <strong className="tabular-nums">
          {bankName(w.bankCode)} {w.bankAccountNumber}
        </strong>{" "}
        a.n. {w.bankAccountName}.
      </p>
      {paid ? (
        <TextField
          name="reference"
          label="No. referensi transfer"
          autoComplete="off"
          required
          minLength={3}
          maxLength={100}
          hint="Dari bukti transfer bank; dikirim ke penjual."
          errors={errors?.reference}
        />
      ) : (
        <TextArea
          name="reason"
          label="Alasan gagal"
          required
          minLength={3}
          maxLength={500}
          hint="Dikirim ke penjual. Saldo dikembalikan ke penjual."
          errors={errors?.reason}
        />
      )}
      <ConfirmButtons
        intent={outcome}
        label={paid ? "Ya, Tandai Berhasil" : "Ya, Tandai Gagal"}
        variant={paid ? "primary" : "danger"}
        busy={busy}
        onCancel={onCancel}
      />
    </Form>
  );
}

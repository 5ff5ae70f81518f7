/**
 * "Tarik Saldo" (DASHBOARD-UX §6 block 4): amount with "Tarik semua", the destination account,
 * then a confirm step from the server (works before hydration): Jumlah, Biaya transfer Rp0,
 * Diterima, Rekening → "Ajukan Penarikan". The amount is typed as people write rupiah ("150.000",
 * "150rb", "1,5jt") and read by the shared `parseRupiah` on the server; the input is uncontrolled
 * (`RupiahField`: a value typed before hydration stays; grouped as typed or when left).
 * `simulated`: the same steps for a simulated withdrawal of sandbox money (ADR 0023),
 * labelled "simulasi" at each step.
 */
import { bankName } from "@lapak/shared/banks";
import { formatRupiah } from "@lapak/shared/money";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/features/ui/button";
import { RupiahField, type RupiahFieldHandle } from "~/features/ui/rupiah-field";
import { PAYOUT_SLA } from "~/lib/constants";
import { paths } from "~/lib/paths";

interface Account {
  bankCode: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
}

export function WithdrawCard({
  withdrawable,
  minimum,
  account,
  review,
  errors,
  simulated = false,
}: {
  /** What this form may take: real money, or the sandbox money when `simulated`. */
  withdrawable: number;
  minimum: number;
  account: Account;
  /** The server's confirm step for this amount, if the seller pressed "Lanjut". */
  review: { amount: number } | null;
  errors?: string[];
  simulated?: boolean;
}) {
  const field = useRef<RupiahFieldHandle>(null);
  const busy = useNavigation().state === "submitting";
  const destination = `${bankName(account.bankCode ?? "")} ${account.bankAccountNumber ?? ""} a.n. ${account.bankAccountName ?? ""}`;

  if (review) {
    return (
      <Form method="post" className="space-y-4">
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="intent" value="submit" />
        {simulated ? <input type="hidden" name="simulated" value="1" /> : null}
        <h3 className="font-semibold text-slate-900">
          {simulated ? "Periksa simulasi penarikan" : "Periksa penarikan Anda"}
        </h3>
        <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {[
            ["Jumlah", formatRupiah(review.amount)],
            ["Biaya transfer", formatRupiah(0)],
            [simulated ? "Diterima (simulasi)" : "Diterima", formatRupiah(review.amount)],
            ["Rekening", destination],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
              <dt className="text-slate-600">{label}</dt>
              <dd
                className={`text-right tabular-nums ${label.startsWith("Diterima") ? "font-bold" : "font-medium"} text-slate-900`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-600">
          {simulated
            ? "Simulasi: langsung selesai, tidak ada uang yang dikirim ke rekening Anda."
            : `Diproses dalam ${PAYOUT_SLA}.`}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button disabled={busy} block>
            {busy ? "Memproses..." : simulated ? "Ajukan Simulasi" : "Ajukan Penarikan"}
          </Button>
          <ButtonLink to={`${paths.dashboard.balance}#${simulated ? "simulasi" : "tarik"}`} variant="secondary" block>
            Ubah jumlah
          </ButtonLink>
        </div>
      </Form>
    );
  }

  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="review" />
      {simulated ? <input type="hidden" name="simulated" value="1" /> : null}
      <div>
        <RupiahField
          handle={field}
          name="amount"
          label={simulated ? "Jumlah simulasi" : "Jumlah"}
          initial={null}
          example="150.000"
          hint={`Minimal ${formatRupiah(minimum)} · maksimal ${formatRupiah(withdrawable)}`}
          errors={errors}
        />
        <button
          type="button"
          onClick={() => field.current?.set(withdrawable)}
          className="mt-2 inline-flex min-h-11 items-center rounded-full bg-violet-50 px-4 text-sm font-semibold text-violet-800 ring-1 ring-violet-200"
        >
          Tarik semua
        </button>
      </div>
      <p className="text-sm text-slate-700">
        Ke rekening: <span className="font-semibold">{destination}</span>
      </p>
      <Button block disabled={busy}>
        {simulated ? "Lanjut ke Simulasi" : "Lanjut"}
      </Button>
    </Form>
  );
}

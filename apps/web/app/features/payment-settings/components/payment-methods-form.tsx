/**
 * The "Pengaturan Pembayaran" form (ADR 0023): one box per method the instance's gateway
 * offers, grouped as a buyer sees them (QRIS, virtual account, e-wallet), each with its cost, so a
 * seller sees what a method costs before turning it on. At least one stays on.
 */
import { formatPercent, METHOD_GROUPS } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import type { PaymentMethod, PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { Form, useNavigation } from "react-router";
import { Button } from "~/features/ui/button";

const SECTION = "space-y-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** `"biaya 0,7%"`, `"biaya Rp4.000"`: what the method costs the seller per sale. */
function costText(method: PaymentMethod): string {
  const parts = [
    method.fee.flat > 0 ? formatRupiah(method.fee.flat) : null,
    method.fee.percent > 0 ? formatPercent(method.fee.percent) : null,
  ].filter(Boolean);
  return `biaya ${parts.join(" + ")}`;
}

export function PaymentMethodsForm({
  available,
  accepted,
  errors,
}: {
  /** The gateway's methods. */
  available: PaymentMethod[];
  /** The boxes ticked. */
  accepted: PaymentMethodCode[];
  errors?: string[];
}) {
  const busy = useNavigation().state === "submitting";
  const on = new Set(accepted);
  // The gateway's Mandiri bill is a "bill" kind; it is grouped with the virtual accounts.
  const groupOf = (method: PaymentMethod) => (method.kind === "bill" ? "va" : method.kind);
  return (
    <Form method="post" noValidate className="space-y-6">
      {METHOD_GROUPS.map((group) => {
        const methods = available.filter((method) => groupOf(method) === group.kind);
        if (methods.length === 0) return null;
        return (
          // The box is a <div> around a plain <fieldset>: a styled fieldset draws its legend on the border.
          <div key={group.kind} className={SECTION}>
            <fieldset>
              <legend className="pb-2 font-semibold text-slate-900">{group.label}</legend>
              {methods.map((method) => (
                <label key={method.code} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="methods"
                    value={method.code}
                    defaultChecked={on.has(method.code)}
                    className="size-5 accent-violet-700"
                  />
                  <span className="flex-1">{method.name}</span>
                  <span className="text-xs text-slate-500">{costText(method)}</span>
                </label>
              ))}
            </fieldset>
          </div>
        );
      })}
      {errors?.length ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors[0]}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Pembeli hanya melihat metode yang dicentang. Biaya dipotong dari penjualan, bukan dibebankan ke pembeli.
      </p>
      <Button block className="sm:w-auto" disabled={busy}>
        {busy ? "Menyimpan..." : "Simpan"}
      </Button>
    </Form>
  );
}

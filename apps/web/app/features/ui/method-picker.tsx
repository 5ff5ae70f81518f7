/**
 * The payment method picker: one radio per method (its accessible name is the method's name,
 * "QRIS", "BCA Virtual Account"), grouped under "QRIS", "Virtual Account" and "E-Wallet". A method
 * the price does not fit is disabled and says why ("Minimal Rp10.000").
 */
import { useId } from "react";
import { type MethodGroup, type MethodOption, methodBadge } from "~/lib/payment-methods";

interface MethodPickerProps {
  groups: MethodGroup[];
  /** The method checked at first (the buyer's earlier choice or the first usable one). */
  defaultValue: string | null;
  errors?: string[];
  /** A method left out (the one a payment attempt already uses). */
  exclude?: string | null;
}

/** A fieldset "Metode Pembayaran" posting `paymentMethod`. */
export function MethodPicker({ groups, defaultValue, errors, exclude }: MethodPickerProps) {
  const errorId = useId();
  const hasError = Boolean(errors?.length);
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-base font-semibold text-slate-900">Metode Pembayaran</legend>
      {/* Always there, so the page's script can show its own check's message in it. */}
      <p id={errorId} data-method-error="" hidden={!hasError} className="mt-2 text-sm font-medium text-red-700">
        {errors?.join(" ")}
      </p>
      {shown(groups, exclude).map((group) => (
        <fieldset key={group.id} className="mt-4">
          <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</legend>
          <div className="grid gap-2">
            {group.options.map((option) => (
              <MethodRadio
                key={option.method.code}
                option={option}
                defaultChecked={option.method.code === defaultValue}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

function shown(groups: MethodGroup[], exclude: string | null | undefined): MethodGroup[] {
  if (!exclude) return groups;
  return groups
    .map((group) => ({ ...group, options: group.options.filter((option) => option.method.code !== exclude) }))
    .filter((group) => group.options.length > 0);
}

function MethodRadio({ option, defaultChecked }: { option: MethodOption; defaultChecked: boolean }) {
  const id = useId();
  const { method, unavailableReason } = option;
  const badge = methodBadge(method.code);
  return (
    <label
      htmlFor={id}
      className={
        "flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 transition " +
        "has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50 has-[:checked]:ring-1 has-[:checked]:ring-violet-600 " +
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-600 " +
        (unavailableReason ? "cursor-not-allowed bg-slate-50 opacity-70" : "cursor-pointer hover:border-slate-300")
      }
    >
      <span
        aria-hidden="true"
        className={`grid h-8 w-16 shrink-0 place-items-center rounded-md px-1 text-[11px] font-extrabold tracking-tight ${badge.className}`}
      >
        {badge.text}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-900">{method.name}</span>
        {unavailableReason ? (
          <span id={`${id}-reason`} className="block text-xs text-slate-600">
            {unavailableReason}
          </span>
        ) : null}
      </span>
      <input
        id={id}
        type="radio"
        name="paymentMethod"
        value={method.code}
        data-method-name={method.name}
        defaultChecked={defaultChecked}
        disabled={Boolean(unavailableReason)}
        aria-describedby={unavailableReason ? `${id}-reason` : undefined}
        className="size-5 shrink-0 accent-violet-700 focus-visible:outline-none"
      />
    </label>
  );
}

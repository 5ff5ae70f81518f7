/** "Bank": a native select of the banks a seller can withdraw to (`BANKS`), styled like TextField. */
import { BANKS } from "@lapak/shared/banks";
import { useId } from "react";
import { FieldError } from "~/features/ui/field-error";

/** Controlled bank select named `bankCode`; "" is "Pilih bank". */
export function BankField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (code: string) => void;
  errors?: string[];
}) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Bank
      </label>
      <select
        id={id}
        name="bankCode"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? `${id}-error` : undefined}
        className={`min-h-11 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:ring-2 ${
          hasError
            ? "border-red-400 focus:ring-red-200"
            : "border-slate-300 focus:border-violet-600 focus:ring-violet-200"
        }`}
      >
        <option value="">Pilih bank</option>
        {BANKS.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

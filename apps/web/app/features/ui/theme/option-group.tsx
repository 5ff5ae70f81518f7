/** A radio group drawn as selectable chips (keyboard: arrows move, the ring shows focus). */
import type { ReactNode } from "react";
import { FieldError } from "../field-error";

interface OptionGroupProps<T extends string> {
  name: string;
  legend: string;
  options: { value: T; label: string; swatch?: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Draw options as colour dots (label read by screen readers only). */
  swatches?: boolean;
  errors?: string[];
}

/** Fieldset + legend + radios; `errors` appear under the group. */
export function OptionGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  swatches,
  errors,
}: OptionGroupProps<T>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          let face: ReactNode;
          if (swatches) {
            face = (
              <>
                <span
                  className="block size-9 rounded-full"
                  style={{ backgroundColor: option.swatch ?? option.value }}
                />
                <span className="sr-only">{option.label}</span>
              </>
            );
          } else {
            face = option.label;
          }
          return (
            <label
              key={option.value}
              className={`cursor-pointer transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-600 ${
                swatches
                  ? `rounded-full p-0.5 ring-2 ${checked ? "ring-slate-900" : "ring-transparent"}`
                  : `rounded-xl border px-3.5 py-2 text-sm font-medium ${
                      checked
                        ? "border-violet-600 bg-violet-50 text-violet-800"
                        : "border-slate-300 bg-white text-slate-700"
                    }`
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {face}
            </label>
          );
        })}
      </div>
      <FieldError messages={errors} />
    </fieldset>
  );
}

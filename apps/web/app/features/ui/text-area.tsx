/** A labelled textarea with hint and field errors, styled like TextField. */
import { type TextareaHTMLAttributes, useId } from "react";
import { FieldError } from "./field-error";
import { useFieldErrors } from "./use-field-errors";

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
}

/** Textarea with its label, hint and errors tied by aria-describedby; errors go at the first edit. */
export function TextArea({ name, label, hint, errors: actionErrors, rows = 3, ...rest }: TextAreaProps) {
  const id = useId();
  const { shown: errors, onEdit } = useFieldErrors(actionErrors);
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
        className={`w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-400 focus:ring-2 ${
          hasError
            ? "border-red-400 focus:ring-red-200"
            : "border-slate-300 focus:border-violet-600 focus:ring-violet-200"
        }`}
        {...rest}
        onInput={(event) => {
          rest.onInput?.(event);
          onEdit();
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

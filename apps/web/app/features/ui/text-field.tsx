/** A labelled input with its hint and its field errors beside it (tied with aria-describedby). */
import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { FieldError } from "./field-error";
import { fieldFrameClass } from "./text-field-styles";
import { useFieldErrors } from "./use-field-errors";

/** An input's props (`ref` included, passed to the `<input>`) but `id`, which the field makes. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<"input">, "id"> {
  name: string;
  label: string;
  /** Field errors from the action (`errors[name]`). */
  errors?: string[];
  hint?: ReactNode;
  /** Shown after the input, inside the field's frame (e.g. an availability status). */
  status?: ReactNode;
  /** Text shown inside the frame before the value, e.g. `lapak.id/`. */
  prefix?: string;
}

/**
 * Text input with label, hint, status and errors; `aria-invalid` when there are errors. The
 * action's errors go away as soon as the field is edited (`useFieldErrors`).
 */
export function TextField({
  name,
  label,
  errors: actionErrors,
  hint,
  status,
  prefix,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const { shown: errors, onEdit } = useFieldErrors(actionErrors);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null, status ? `${id}-status` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={fieldFrameClass(hasError)}>
        {prefix ? <span className="pl-3 text-sm text-slate-500 select-none">{prefix}</span> : null}
        <input
          id={id}
          name={name}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          className={`w-full min-w-0 rounded-xl bg-transparent py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-400 ${
            prefix ? "pr-3 pl-0.5" : "px-3"
          }`}
          {...input}
          onInput={(event) => {
            input.onInput?.(event);
            onEdit();
          }}
        />
      </div>
      {status ? (
        <div id={`${id}-status`} className="mt-1.5 text-sm">
          {status}
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

/**
 * A money input (DESIGN §3: whole rupiah) that takes the amount the way Indonesians write it —
 * "25.000", "25.000,00", "Rp 25.000", "25rb", "1,5jt" — read by the shared `parseRupiah`, the same
 * parser the action runs on the server, which is what counts. Plain digits are grouped while typed
 * (`regroupWhileTyping`, the caret stays put); anything else is formatted when the field is left,
 * or flagged "<label> tidak valid. Contoh: …". The input is uncontrolled: what was typed before
 * the page's script loaded stays (hydration leaves the DOM value alone), and the field reports it
 * once hydrated.
 */
import { formatRupiahInput, invalidRupiahMessage, tryParseRupiah } from "@lapak/shared/parse-rupiah";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { regroupWhileTyping } from "./rupiah-typing";
import { TextField } from "./text-field";

/** Lets the owner set the amount (e.g. "Tarik semua"). */
export interface RupiahFieldHandle {
  set(amount: number): void;
}

export interface RupiahFieldProps {
  name: string;
  label: string;
  /** The amount the field starts with (null: empty). */
  initial: number | null;
  /** What the text reads as, on every change (null while empty or unreadable). */
  onValue?: (amount: number | null) => void;
  hint?: ReactNode;
  /** The action's field errors. */
  errors?: string[];
  /** Shown in the "tidak valid" message: `Contoh: 25.000`. */
  example?: string;
  handle?: Ref<RupiahFieldHandle>;
}

export function RupiahField({ name, label, initial, onValue, hint, errors, example, handle }: RupiahFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [start] = useState(() => (initial === null ? "" : formatRupiahInput(initial)));
  const [typedError, setTypedError] = useState<string | null>(null);
  const report = useRef(onValue);
  report.current = onValue;

  useImperativeHandle(handle, () => ({
    set(amount: number) {
      if (input.current) input.current.value = formatRupiahInput(amount);
      setTypedError(null);
      report.current?.(amount);
    },
  }));

  // Typed before hydration: the DOM holds what the seller typed; take it as the field's value.
  useEffect(() => {
    const element = input.current;
    if (element && element.value !== start) report.current?.(tryParseRupiah(element.value));
  }, [start]);

  return (
    <TextField
      ref={input}
      name={name}
      label={label}
      prefix="Rp"
      autoComplete="off"
      placeholder="0"
      defaultValue={start}
      onChange={(event) => {
        const element = event.currentTarget;
        const inputType = (event.nativeEvent as InputEvent).inputType;
        const regrouped = regroupWhileTyping(element.value, element.selectionStart ?? element.value.length, inputType);
        if (regrouped) {
          element.value = regrouped.text;
          element.setSelectionRange(regrouped.caret, regrouped.caret);
        }
        setTypedError(null);
        report.current?.(tryParseRupiah(element.value));
      }}
      onBlur={(event) => {
        const typed = event.currentTarget.value.trim();
        if (!typed) return;
        const parsed = tryParseRupiah(typed);
        if (parsed === null) setTypedError(invalidRupiahMessage(label, example));
        else event.currentTarget.value = formatRupiahInput(parsed);
      }}
      hint={hint}
      errors={typedError ? [typedError] : errors}
    />
  );
}

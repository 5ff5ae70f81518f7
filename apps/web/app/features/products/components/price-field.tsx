/**
 * Price in rupiah as the seller types it: "25.000", "25.000,00", "Rp 25.000", "25rb", "1,5jt" …
 * all read by the one shared parser (`parseRupiah`), here for the live hint and again by the action
 * on the server, which is what counts. The input is uncontrolled, so what was typed before the
 * page's script loaded is kept (hydration leaves the DOM value alone, and the field reads it once
 * hydrated); it shows the formatted value (`25.000`) when the seller leaves it. 0 means free
 * (DESIGN §3).
 */
import { sellerReceivesText } from "@lapak/shared/fees";
import { formatRupiahInput, invalidRupiahMessage, tryParseRupiah } from "@lapak/shared/parse-rupiah";
import { useEffect, useRef, useState } from "react";
import { TextField } from "~/features/ui/text-field";
import { useRootData } from "~/lib/use-root-data";

/**
 * `value` is the rupiah the field started with (null: empty); `onChange` gets what the typed text
 * reads as (null while empty or unreadable); `errors` are the action's.
 */
export function PriceField({
  value,
  onChange,
  errors,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  errors?: string[];
}) {
  const { platformFeePercent } = useRootData().publicConfig;
  const input = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => (value === null ? "" : formatRupiahInput(value)));
  const [typedError, setTypedError] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Typed before hydration: take the DOM's value as the field's (once, when the script arrives).
  useEffect(() => {
    const element = input.current;
    if (element && element.value !== initial) onChangeRef.current(tryParseRupiah(element.value));
  }, [initial]);

  const receives = value ? sellerReceivesText(value, platformFeePercent) : null;
  return (
    <TextField
      ref={input}
      name="price"
      label="Harga"
      prefix="Rp"
      autoComplete="off"
      placeholder="0"
      defaultValue={initial}
      onChange={(event) => {
        setTypedError(null);
        onChange(tryParseRupiah(event.target.value));
      }}
      onBlur={(event) => {
        const typed = event.target.value.trim();
        if (!typed) return;
        const parsed = tryParseRupiah(typed);
        if (parsed === null) setTypedError(invalidRupiahMessage());
        else event.target.value = formatRupiahInput(parsed);
      }}
      hint={
        <>
          Isi 0 untuk produk gratis. Produk berbayar minimal Rp1.000. Bisa ditulis 25.000, 25rb, atau 1,5jt.
          {receives ? (
            <span className="mt-1 block font-medium text-emerald-800" data-testid="seller-receives">
              {receives}
            </span>
          ) : null}
        </>
      }
      errors={typedError ? [typedError] : errors}
    />
  );
}

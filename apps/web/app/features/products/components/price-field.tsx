/**
 * Price in rupiah, grouped with dots as the seller types (`150.000`); the integer travels in a
 * hidden input named `price`. 0 means free (DESIGN §3).
 */
import { sellerReceivesText } from "@lapak/shared/fees";
import { TextField } from "~/features/ui/text-field";
import { useRootData } from "~/lib/use-root-data";

const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Digits of what was typed as a number; `null` when nothing was typed. */
export function parsePriceInput(text: string): number | null {
  const digits = text.replace(/\D/g, "").slice(0, 12);
  return digits ? Number(digits) : null;
}

/** `value` is rupiah or null (empty field). */
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
  const receives = value ? sellerReceivesText(value, platformFeePercent) : null;
  return (
    <>
      <input type="hidden" name="price" value={value ?? ""} />
      <TextField
        name="priceDisplay"
        label="Harga"
        prefix="Rp"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        value={value === null ? "" : grouping.format(value)}
        onChange={(event) => onChange(parsePriceInput(event.target.value))}
        hint={
          <>
            Isi 0 untuk produk gratis. Produk berbayar minimal Rp1.000.
            {receives ? (
              <span className="mt-1 block font-medium text-emerald-800" data-testid="seller-receives">
                {receives}
              </span>
            ) : null}
          </>
        }
        errors={errors}
      />
    </>
  );
}

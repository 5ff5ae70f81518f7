/**
 * A bundle's own fields (Paket, ADR 0019): the seller's digital downloads to put in it (at least
 * two, ticked as `productIds`) and its harga coret. The API checks both again: the
 * products must be the seller's own downloads, the struck price above the price.
 */
import type { Product } from "@lapak/shared/schemas/product";
import { RupiahField } from "~/features/ui/rupiah-field";

/** A digital download of the seller that a bundle may hold (drafts too: sold only inside the bundle). */
export interface BundleChoice {
  id: string;
  title: string;
  fileCount: number;
  status: "draft" | "published";
}

export function BundleFields({
  product,
  choices,
  value,
  onChange,
  errors,
}: {
  product: Product | null;
  choices: BundleChoice[];
  /** The ticked product ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  errors: Record<string, string[]>;
}) {
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((ticked) => ticked !== id), id] : value.filter((ticked) => ticked !== id));
  const errorId = "bundle-products-error";
  return (
    <>
      <fieldset
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-3"
        aria-describedby={errors.productIds ? errorId : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-slate-900">Isi paket</legend>
        <p className="text-sm text-slate-500">
          Pilih minimal 2 produk digital. Pembeli paket mendapat semua berkas dari produk yang dipilih.
        </p>
        {choices.length < 2 ? (
          <p className="text-sm font-medium text-amber-800">
            Buat minimal 2 produk digital dulu, lalu kembali ke sini untuk menggabungkannya.
          </p>
        ) : null}
        {choices.map((choice) => (
          <label key={choice.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="productIds"
              value={choice.id}
              checked={value.includes(choice.id)}
              onChange={(event) => toggle(choice.id, event.target.checked)}
              className="size-5 shrink-0 accent-violet-700"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{choice.title}</span>
              <span className="block text-slate-500">
                {choice.fileCount} berkas
                {choice.status === "draft" ? " · draf (hanya dijual dalam paket)" : ""}
              </span>
            </span>
          </label>
        ))}
        {errors.productIds ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {errors.productIds[0]}
          </p>
        ) : null}
      </fieldset>
      <RupiahField
        name="compareAtPrice"
        label="Dicoret dari (opsional)"
        initial={product?.compareAtPrice ?? null}
        hint="Harga coret: misalnya jumlah harga semua produk di dalamnya. Tampil dicoret dengan “Hemat N%”."
        errors={errors.compareAtPrice}
      />
    </>
  );
}

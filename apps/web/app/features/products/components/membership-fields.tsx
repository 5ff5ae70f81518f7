/**
 * A membership's own fields (Langganan, ADR 0049): the periods sold — 1, 3, 6 or 12 months, each
 * ticked with its price and an optional harga coret — the members' benefits (rich text) and the
 * seller's downloads and courses members get while active. The API checks them again (distinct
 * months, Rp1.000 at least, the harga coret above the price, the included products the seller's own downloads or courses).
 */
import { MEMBERSHIP_MONTHS, periodLabel } from "@lapak/shared/schemas/membership";
import type { Product } from "@lapak/shared/schemas/product";
import { useState } from "react";
import { RupiahField } from "~/features/ui/rupiah-field";
import type { BundleChoice } from "./bundle-fields";
import { BenefitsEditor } from "./rich-text-editor";

/** A product a membership may include (the seller's downloads and courses). */
export type IncludedChoice = BundleChoice & { type?: string };

export function MembershipFields({
  product,
  choices,
  errors,
}: {
  product: Product | null;
  choices: IncludedChoice[];
  errors: Record<string, string[]>;
}) {
  const saved = product?.membership;
  const [sold, setSold] = useState<number[]>(() => saved?.periods.map((period) => period.months) ?? [1]);
  const [benefits, setBenefits] = useState(saved?.benefits ?? "");
  const [included, setIncluded] = useState<string[]>(saved?.includedProductIds ?? []);
  const priceOf = (months: number) => saved?.periods.find((period) => period.months === months);
  const periodErrors = errors.periods;
  return (
    <>
      <fieldset
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-3"
        aria-describedby={periodErrors ? "membership-periods-error" : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-slate-900">Masa langganan</legend>
        <p className="text-sm text-slate-500">
          Anggota membayar di muka dengan QRIS, virtual account atau e-wallet; tidak ada tagihan otomatis. Sebelum
          berakhir, mereka mendapat pengingat dengan tautan perpanjangan.
        </p>
        {MEMBERSHIP_MONTHS.map((months) => {
          const on = sold.includes(months);
          const position = sold.indexOf(months);
          return (
            <div key={months} className="rounded-lg border border-slate-200 p-3">
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  name="periodMonths"
                  value={months}
                  checked={on}
                  onChange={(event) =>
                    setSold((current) =>
                      event.target.checked
                        ? [...current.filter((m) => m !== months), months].sort((a, b) => a - b)
                        : current.filter((m) => m !== months),
                    )
                  }
                  className="size-5 shrink-0 accent-violet-700"
                />
                Jual {periodLabel(months)}
              </label>
              {on ? (
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <RupiahField
                    name={`periodPrice${months}`}
                    label={`Harga ${periodLabel(months)}`}
                    initial={priceOf(months)?.price ?? null}
                    errors={errors[`periods.${position}.price`]}
                  />
                  <RupiahField
                    name={`periodCompareAt${months}`}
                    label="Harga coret (opsional)"
                    initial={priceOf(months)?.compareAtPrice ?? null}
                    errors={errors[`periods.${position}.compareAtPrice`]}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
        {periodErrors ? (
          <p id="membership-periods-error" className="text-sm font-medium text-red-700">
            {periodErrors[0]}
          </p>
        ) : null}
      </fieldset>
      <BenefitsEditor
        name="benefits"
        label="Keuntungan anggota"
        value={benefits}
        onChange={setBenefits}
        errors={errors.benefits}
      />
      <fieldset
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-3"
        aria-describedby={errors.includedProductIds ? "membership-included-error" : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-slate-900">Termasuk untuk anggota (opsional)</legend>
        <p className="text-sm text-slate-500">
          Produk digital yang berkasnya bisa diunduh dan kelas online yang bisa diikuti anggota selama keanggotaannya
          aktif.
        </p>
        {choices.length === 0 ? (
          <p className="text-sm text-slate-500">Belum ada produk digital atau kelas online di toko Anda.</p>
        ) : null}
        {choices.map((choice) => (
          <label key={choice.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="includedProductIds"
              value={choice.id}
              checked={included.includes(choice.id)}
              onChange={(event) =>
                setIncluded((current) =>
                  event.target.checked
                    ? [...current.filter((id) => id !== choice.id), choice.id]
                    : current.filter((id) => id !== choice.id),
                )
              }
              className="size-5 shrink-0 accent-violet-700"
            />
            <span className="min-w-0 flex-1 font-medium">{choice.title}</span>
            {choice.type === "course" ? <span className="text-xs text-slate-500">Kelas online</span> : null}
          </label>
        ))}
        {errors.includedProductIds ? (
          <p id="membership-included-error" className="text-sm font-medium text-red-700">
            {errors.includedProductIds[0]}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

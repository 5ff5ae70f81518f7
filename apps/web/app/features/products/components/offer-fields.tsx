/**
 * A download's selling tools (ADR 0019): harga coret, "Bayar sesukamu" (pay what you want, with a
 * minimum and a suggested amount) and the Penawaran Tambahan (order bump) offered at checkout. Uncontrolled fields read
 * by the form's action; the API checks them again (ADR 0019).
 */
import type { Product } from "@lapak/shared/schemas/product";
import { useState } from "react";
import { RupiahField } from "~/features/ui/rupiah-field";
import { TextField } from "~/features/ui/text-field";
import { type BumpChoice, bumpLimitHint } from "../bump-limit";

export type { BumpChoice };

/**
 * `payWhatYouWant` and `onPayWhatYouWant` hold the "Bayar sesukamu" box, which the form reads to
 * hide "Harga" (the minimum is then the price). The bump's hint names the chosen product's limit.
 */
export function OfferFields({
  product,
  bumpChoices,
  errors,
  payWhatYouWant,
  onPayWhatYouWant,
}: {
  product: Product | null;
  bumpChoices: BumpChoice[];
  errors: Record<string, string[]>;
  payWhatYouWant: boolean;
  onPayWhatYouWant: (on: boolean) => void;
}) {
  const bump = product?.orderBump ?? null;
  const [bumpId, setBumpId] = useState(bump?.productId ?? "");
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Harga &amp; penawaran</legend>
      <RupiahField
        name="compareAtPrice"
        label="Dicoret dari (opsional)"
        initial={product?.compareAtPrice ?? null}
        hint="Harga coret: harga sebelumnya, lebih tinggi dari harga jual. Tampil dicoret dengan “Hemat N%”."
        errors={errors.compareAtPrice}
      />
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="pricing"
          value="pay_what_you_want"
          checked={payWhatYouWant}
          onChange={(event) => onPayWhatYouWant(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-violet-700"
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">Bayar sesukamu</span>
          <span className="block text-sm text-slate-500">
            Pembeli mengisi sendiri jumlahnya, tidak kurang dari minimum di bawah. Kode promo tidak berlaku.
          </span>
        </span>
      </label>
      <RupiahField
        name="minimumPrice"
        label="Minimum bayar sesukamu"
        initial={product?.pricing === "pay_what_you_want" ? product.minimumPrice : null}
        hint="Rp0, atau minimal Rp1.000. Bisa ditulis 25.000, 25rb, atau 1,5jt."
        errors={errors.minimumPrice}
      />
      <RupiahField
        name="suggestedPrice"
        label="Saran jumlah (opsional)"
        initial={product?.suggestedPrice ?? null}
        errors={errors.suggestedPrice}
      />
      {bumpChoices.length > 0 ? (
        <div className="space-y-3 border-t border-slate-100 pt-3">
          <label className="block text-sm font-medium text-slate-800" htmlFor="order-bump-product">
            Penawaran Tambahan di checkout
          </label>
          <select
            id="order-bump-product"
            name="orderBumpProductId"
            value={bumpId}
            onChange={(event) => setBumpId(event.target.value)}
            className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base"
          >
            <option value="">Tidak ada</option>
            {bumpChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
          <RupiahField
            name="orderBumpPrice"
            label="Nilai penawaran (Rp)"
            initial={bump?.price ?? null}
            hint={bumpLimitHint(bumpChoices.find((choice) => choice.id === bumpId))}
            errors={errors.orderBump}
          />
          <TextField
            name="orderBumpHeadline"
            label="Teks penawaran"
            maxLength={80}
            placeholder="Bonus Template"
            defaultValue={bump?.headline}
          />
          <TextField
            name="orderBumpDescription"
            label="Keterangan (opsional)"
            maxLength={300}
            defaultValue={bump?.description}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

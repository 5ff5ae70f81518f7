/**
 * Creating or editing a discount code (ADR 0019): code, percent or rupiah, the products it is for
 * (none ticked = every product), a use limit, a start and an end (WIB). Limits are the API's: code 3–32
 * letters, digits, `_` or `-`; percent 1–100; rupiah ≥ 1; type and value locked once used.
 */
import { isoToWibLocal } from "@lapak/shared/date";
import type { Discount } from "@lapak/shared/schemas/discount";
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";

export interface PromoProduct {
  id: string;
  title: string;
  slug: string;
  status: string;
}

/** `2026-12-31T16:59:00.000Z` → `2026-12-31T23:59` (a WIB `datetime-local` value); "" for none. */
export function wibLocal(iso: string | null): string {
  return iso ? isoToWibLocal(iso) : "";
}

export function DiscountForm({
  discount,
  products,
  errors = {},
}: {
  discount?: Discount;
  products: PromoProduct[];
  errors?: Record<string, string[]>;
}) {
  const locked = (discount?.redemptions ?? 0) > 0 || (discount?.paidCount ?? 0) > 0;
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      {discount ? <input type="hidden" name="id" value={discount.id} /> : null}
      <TextField
        name="code"
        label="Kode promo"
        required
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        placeholder="LEBARAN25"
        hint="3–32 karakter: huruf, angka, _ atau -. Pembeli boleh mengetik huruf besar atau kecil."
        defaultValue={discount?.code}
        errors={errors.code}
      />
      <fieldset disabled={locked}>
        <legend className="text-sm font-medium text-slate-900">Jenis diskon</legend>
        <div className="mt-2 flex gap-4 text-sm">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="type" value="percent" defaultChecked={discount?.type !== "fixed"} /> Persen (%)
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="type" value="fixed" defaultChecked={discount?.type === "fixed"} /> Rupiah
          </label>
        </div>
        <TextField
          name="value"
          label="Nilai diskon"
          inputMode="numeric"
          required
          placeholder="25"
          hint={locked ? "Sudah dipakai: jenis dan nilai tidak dapat diubah." : "Persen 1–100, atau rupiah minimal 1."}
          defaultValue={discount ? String(discount.value) : undefined}
          errors={errors.value}
        />
      </fieldset>
      {locked && discount ? (
        <>
          <input type="hidden" name="type" value={discount.type} />
          <input type="hidden" name="value" value={discount.value} />
        </>
      ) : null}
      {products.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Berlaku untuk</legend>
          <p className="text-xs text-slate-500">Tidak dicentang = semua produk berbayar.</p>
          <div className="mt-2 space-y-1">
            {products.map((product) => (
              <label key={product.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="productIds"
                  value={product.id}
                  defaultChecked={discount?.productIds?.includes(product.id)}
                />
                {product.title}
              </label>
            ))}
          </div>
          {errors.productIds ? <p className="text-sm text-red-700">{errors.productIds[0]}</p> : null}
        </fieldset>
      ) : null}
      <TextField
        name="maxRedemptions"
        label="Batas pemakaian (opsional)"
        inputMode="numeric"
        placeholder="Tanpa batas"
        defaultValue={discount?.maxRedemptions ? String(discount.maxRedemptions) : undefined}
        errors={errors.maxRedemptions}
      />
      <TextField
        name="startsAt"
        label="Mulai berlaku (WIB, opsional)"
        type="datetime-local"
        defaultValue={wibLocal(discount?.startsAt ?? null)}
        hint="Kosongkan agar langsung berlaku."
        errors={errors.startsAt}
      />
      <TextField
        name="endsAt"
        label="Berakhir (WIB, opsional)"
        type="datetime-local"
        defaultValue={wibLocal(discount?.endsAt ?? null)}
        errors={errors.endsAt}
      />
      <Button block>{discount ? "Simpan Perubahan" : "Buat Kode Promo"}</Button>
    </Form>
  );
}

/**
 * The seller's codes (ADR 0019): each with its value, uses ("3/5 dipakai"), paid revenue, status,
 * its period in WIB ("Belum mulai" / "Berakhir" outside it, "Habis" at its limit: what a buyer reads
 * only as "Kode promo tidak berlaku", ADR 0025),
 * a share link per product (`/{username}/{slug}?kode=CODE`) to copy, and Ubah / Nonaktifkan / Hapus.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Discount } from "@lapak/shared/schemas/discount";
import { Form, Link } from "react-router";
import { Badge } from "~/features/ui/badge";
import { buttonClass } from "~/features/ui/button";
import { CopyButton } from "~/features/ui/copy-button";
import { discountBadge, discountPeriod } from "../discount-status";
import { type PromoProduct, wibLocal } from "./discount-form";

function valueLabel(discount: Discount): string {
  return discount.type === "percent" ? `${discount.value}%` : formatRupiah(discount.value);
}

export function DiscountList({
  discounts,
  products,
  username,
  appUrl,
  now,
}: {
  discounts: Discount[];
  products: PromoProduct[];
  username: string;
  appUrl: string;
  /** ISO instant the badges are judged at ("Belum mulai", "Berakhir", "Habis"). */
  now: string;
}) {
  if (discounts.length === 0) {
    return <p className="text-sm text-slate-600">Belum ada kode promo. Buat yang pertama di atas.</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Daftar kode promo">
      {discounts.map((discount) => {
        const forProducts = products.filter(
          (product) =>
            product.status === "published" && (!discount.productIds || discount.productIds.includes(product.id)),
        );
        const badge = discountBadge(discount, new Date(now));
        const period = discountPeriod(discount);
        const uses = discount.maxRedemptions
          ? `${discount.redemptions}/${discount.maxRedemptions}`
          : discount.redemptions;
        return (
          <li key={discount.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-lg font-bold text-slate-900">{discount.code}</p>
                <p className="text-sm text-slate-600">Diskon {valueLabel(discount)}</p>
              </div>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </div>
            {period ? <p className="mt-1 text-xs text-slate-600">{period}</p> : null}
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">Dipakai</dt>
                <dd className="font-semibold text-slate-900" data-testid="discount-uses">
                  {uses} kali
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Pendapatan</dt>
                <dd className="font-semibold text-slate-900">{formatRupiah(discount.revenue)}</dd>
              </div>
            </dl>
            {forProducts.slice(0, 3).map((product) => {
              const link = `${appUrl.replace(/\/$/, "")}/${username}/${product.slug}?kode=${encodeURIComponent(discount.code)}`;
              return (
                <div key={product.id} className="mt-2 flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-xs text-slate-600">{link}</span>
                  <CopyButton text={link} label={`Salin tautan ${product.title}`} className="min-h-11" />
                </div>
              );
            })}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={`?id=${discount.id}`} className={buttonClass("secondary")}>
                Ubah
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="toggle" />
                <input type="hidden" name="id" value={discount.id} />
                <input type="hidden" name="code" value={discount.code} />
                <input type="hidden" name="type" value={discount.type} />
                <input type="hidden" name="value" value={discount.value} />
                {(discount.productIds ?? []).map((id) => (
                  <input key={id} type="hidden" name="productIds" value={id} />
                ))}
                <input type="hidden" name="maxRedemptions" value={discount.maxRedemptions ?? ""} />
                <input type="hidden" name="startsAt" value={wibLocal(discount.startsAt)} />
                <input type="hidden" name="endsAt" value={wibLocal(discount.endsAt)} />
                <input type="hidden" name="active" value={discount.active ? "0" : "1"} />
                <button type="submit" className={buttonClass("secondary")}>
                  {discount.active ? "Nonaktifkan" : "Aktifkan"}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={discount.id} />
                <button type="submit" className={buttonClass("ghost")}>
                  Hapus
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Penjualan filter bar (DASHBOARD-UX §3): the search "Cari nama atau email pembeli", "Status"
 * (default "Pembayaran Berhasil") and "Produk" — beside the search from `lg`, behind one "Filter"
 * button (a sheet) on a phone — and "Hapus filter" while a filter is not at its default. Changing a
 * select reloads at once; a small spinner shows while the list reloads.
 */
import { TRANSACTION_STATUS_LABELS, type TransactionStatus } from "@lapak/shared/transaction-status";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonClass } from "~/features/ui/button";
import { SearchForm } from "~/features/ui/search-form";
import { Sheet } from "~/features/ui/sheet";
import { Spinner } from "~/features/ui/spinner-overlay";
import { DEFAULT_SALES_STATUS, filtersAtDefault, rangeParams, type SalesView, stateParams } from "../sales-url";

export interface FilterProduct {
  id: string;
  title: string;
}

const STATUS_OPTIONS: [string, string][] = [
  ["paid", TRANSACTION_STATUS_LABELS.paid],
  ["all", "Semua status"],
  ...(["pending", "expired", "failed"] as TransactionStatus[]).map((s): [string, string] => [
    s,
    TRANSACTION_STATUS_LABELS[s],
  ]),
  ["refunded", "Dana dikembalikan"],
];

const selectClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none lg:w-48 lg:text-sm";

/** The "Status" and "Produk" selects; `autoSubmit` reloads on change (the inline bar). */
function FilterFields({
  view,
  products,
  autoSubmit,
}: {
  view: SalesView;
  products: FilterProduct[];
  autoSubmit: boolean;
}) {
  const submit = useSubmit();
  const onChange = autoSubmit
    ? (event: React.ChangeEvent<HTMLSelectElement>) => {
        if (event.currentTarget.form) submit(event.currentTarget.form, { preventScrollReset: true, replace: true });
      }
    : undefined;
  return (
    <>
      <label className="block text-xs font-medium text-slate-600">
        Status
        <select name="status" defaultValue={view.status} onChange={onChange} className={selectClass}>
          {STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-xs font-medium text-slate-600">
        Produk
        <select name="product" defaultValue={view.productId ?? ""} onChange={onChange} className={selectClass}>
          <option value="">Semua produk</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** `clearHref`: the state with status, product and search back at their defaults. */
export function SalesFilters({ view, products, busy }: { view: SalesView; products: FilterProduct[]; busy: boolean }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const atDefault = filtersAtDefault(view);
  const clearHref = `?${new URLSearchParams(rangeParams(view))}`;
  const active = (view.status !== DEFAULT_SALES_STATUS ? 1 : 0) + (view.productId ? 1 : 0);
  const keepForSelects = [...rangeParams(view), ...(view.q ? [["q", view.q] as [string, string]] : [])];
  // The selects' form and the sheet re-mount when the URL changes, so they show its values.
  const key = `${view.status}|${view.productId}`;

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {/* Beside "Filter" on a 390 px phone the full label is cut; it stays the box's name. */}
        <SearchForm
          label="Cari nama atau email pembeli"
          placeholder="Cari nama/email/kode"
          value={view.q}
          keep={stateParams(view, ["q"])}
        />
        <button
          type="button"
          onClick={() => setSheetOpen(true)}
          className={`${buttonClass("secondary")} min-h-11 shrink-0 lg:hidden`}
        >
          Filter
          {active ? (
            <span className="rounded-full bg-violet-700 px-1.5 text-xs text-white tabular-nums">{active}</span>
          ) : null}
        </button>
        <span className="inline-flex size-5 shrink-0 items-center justify-center" aria-hidden={!busy}>
          {busy ? <Spinner className="size-4 text-violet-700" /> : null}
          {busy ? <span className="sr-only">Memuat…</span> : null}
        </span>
      </div>

      <Form key={key} method="get" preventScrollReset className="hidden shrink-0 items-end gap-3 lg:flex">
        {keepForSelects.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FilterFields view={view} products={products} autoSubmit />
        <noscript>
          <button type="submit" className={buttonClass("secondary")}>
            Terapkan
          </button>
        </noscript>
        {atDefault ? null : (
          <Link
            to={clearHref}
            preventScrollReset
            className="min-h-11 content-center text-sm font-semibold text-violet-700"
          >
            Hapus filter
          </Link>
        )}
      </Form>
      {atDefault ? null : (
        <Link
          to={clearHref}
          preventScrollReset
          className="inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 lg:hidden"
        >
          Hapus filter
        </Link>
      )}

      <Sheet open={sheetOpen} title="Filter" onClose={() => setSheetOpen(false)}>
        <Form key={key} method="get" preventScrollReset onSubmit={() => setSheetOpen(false)} className="space-y-4">
          {keepForSelects.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <FilterFields view={view} products={products} autoSubmit={false} />
          <button type="submit" className={buttonClass("primary", true)}>
            Terapkan
          </button>
        </Form>
      </Sheet>
    </div>
  );
}

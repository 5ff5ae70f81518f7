/**
 * `/dashboard/customers` — "Pelanggan" (DASHBOARD-UX §4): who bought or left an email, and a quick
 * way to reach them. Count, search, the list with "Muat lebih banyak", the note that only customers
 * marked "Setuju menerima penawaran" may be emailed offers (UU PDP: consent ticked at checkout),
 * "Unduh CSV", the empty states and the sheet.
 */
import { useRevalidator, useSearchParams } from "react-router";
import { ButtonLink, buttonClass } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { ListFooter } from "~/features/ui/list-footer";
import { useSamePageLoading } from "~/features/ui/page-loading";
import { SearchForm } from "~/features/ui/search-form";
import { useCloseSheet, withSheet } from "~/features/ui/sheet-url";
import { Spinner } from "~/features/ui/spinner-overlay";
import { paths } from "~/lib/paths";
import type { loadCustomers } from "../api/customers.server";
import { CUSTOMERS_MAX_PAGES, customersHref, sheetIdOf } from "../customers-url";
import { CustomerList } from "./customer-list";
import { CustomerSheet } from "./customer-sheet";

type CustomersData = Awaited<ReturnType<typeof loadCustomers>>;

export function CustomersPage({ data }: { data: CustomersData }) {
  const { customers } = data;
  // The sheet follows the live URL: opening one keeps the loader's data (see the route's shouldRevalidate).
  const [params] = useSearchParams();
  const view = { ...data.view, id: sheetIdOf(params) };
  const busy = useSamePageLoading();
  const revalidator = useRevalidator();
  const close = useCloseSheet(view.id, withSheet(params, null));
  const shown = customers.rows.length;
  const canLoadMore = customers.ok && shown < customers.total && view.page < CUSTOMERS_MAX_PAGES;
  const searching = Boolean(view.q);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Pelanggan</h1>
          {customers.ok ? (
            <p className="mt-1 text-sm text-slate-600 tabular-nums">
              <span>
                {customers.total.toLocaleString("id-ID")} {searching ? "pelanggan cocok" : "pelanggan"}
              </span>{" "}
              · Waktu dalam WIB
            </p>
          ) : null}
        </div>
        <a
          href={paths.csv.customers(view.q ? new URLSearchParams({ q: view.q }).toString() : "")}
          download
          className={`${buttonClass("secondary")} min-h-11`}
        >
          Unduh CSV
        </a>
      </div>
      <p className="rounded-xl bg-violet-50 p-3 text-sm leading-relaxed text-violet-900">
        Kirim penawaran lewat email hanya kepada pelanggan berlabel <strong>Setuju menerima penawaran</strong>: mereka
        mencentangnya saat checkout (waktunya ada di CSV). Email pelanggan lain, termasuk <strong>Email saja</strong>,
        hanya untuk pesanannya (UU PDP).
      </p>

      <div className="flex items-center gap-2">
        <SearchForm label="Cari nama atau email" value={view.q} keep={[]} />
        <span className="inline-flex size-5 shrink-0 items-center justify-center">
          {busy ? <Spinner className="size-4 text-violet-700" /> : null}
        </span>
      </div>

      <div aria-busy={busy} className={`space-y-4 transition-opacity ${busy ? "opacity-60" : ""}`}>
        {!customers.ok ? (
          <BlockError what="Daftar pelanggan" onRetry={() => revalidator.revalidate()} />
        ) : shown === 0 && searching ? (
          <EmptyState action={<ButtonLink to="?">Hapus pencarian</ButtonLink>}>
            Tidak ada pelanggan yang cocok dengan pencarian ini.
          </EmptyState>
        ) : shown === 0 ? (
          <EmptyState
            action={<ButtonLink to={paths.dashboard.addCollectEmail}>Buat Produk Kumpulkan Email</ButtonLink>}
          >
            Belum ada pelanggan. Pembeli dan pengunjung yang meninggalkan email lewat produk Kumpulkan Email akan
            tercatat di sini.
          </EmptyState>
        ) : (
          <>
            <CustomerList rows={customers.rows} hrefOf={(id) => withSheet(params, id)} />
            <ListFooter
              shown={shown}
              total={customers.total}
              noun="pelanggan"
              moreHref={canLoadMore ? customersHref(view, { page: String(view.page + 1), id: null }) : null}
            />
          </>
        )}
      </div>

      <CustomerSheet customer={customers.rows.find((row) => row.id === view.id)} onClose={close} />
    </div>
  );
}

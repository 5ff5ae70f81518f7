/**
 * `/dashboard/sales` — "Penjualan" (DASHBOARD-UX §3): every transaction and exactly what the seller
 * got from each. Heading with "Unduh CSV" (the current filters), range chips, filters, the
 * filter's summary, the list with "Muat lebih banyak", its empty and error states, and the sheet.
 */
import type { ProductType } from "@lapak/shared/schemas/product";
import { useRevalidator, useSearchParams } from "react-router";
import { ButtonLink, buttonClass } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { CopyButton } from "~/features/ui/copy-button";
import { EmptyState } from "~/features/ui/empty-state";
import { ListFooter } from "~/features/ui/list-footer";
import { useSamePageLoading } from "~/features/ui/page-loading";
import { RangeChips } from "~/features/ui/range-chips";
import { useCloseSheet, withSheet } from "~/features/ui/sheet-url";
import { paths } from "~/lib/paths";
import { useRootData } from "~/lib/use-root-data";
import type { loadSales } from "../api/sales.server";
import { filtersAtDefault, SALES_MAX_PAGES, salesFilterQuery, salesHref, sheetIdOf } from "../sales-url";
import { SaleSheet } from "./sale-sheet";
import { SalesFilters } from "./sales-filters";
import { SalesList } from "./sales-list";
import { SalesSummary } from "./sales-summary";

type SalesData = Awaited<ReturnType<typeof loadSales>>;

/** The page; `productHref` links a product to its edit form. */
export function SalesPage({
  data,
  productHref,
}: {
  data: SalesData;
  productHref: (product: { id: string; type: ProductType }) => string;
}) {
  const { sales, products, detail, isNewSeller, today } = data;
  // The sheet follows the live URL: opening one keeps the loader's data (see the route's shouldRevalidate).
  const [params] = useSearchParams();
  const view = { ...data.view, id: sheetIdOf(params) };
  const now = new Date(data.now);
  const busy = useSamePageLoading();
  const revalidator = useRevalidator();
  const close = useCloseSheet(view.id, withSheet(params, null));
  const { user, publicConfig } = useRootData();
  const storeUrl = paths.storefront(publicConfig.appUrl, user?.username ?? "");
  const shown = sales.rows.length;
  const canLoadMore = sales.ok && shown < sales.total && view.page < SALES_MAX_PAGES;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Penjualan</h1>
        <a
          href={paths.csv.sales(salesFilterQuery(view).toString())}
          download
          className={`${buttonClass("secondary")} min-h-11`}
        >
          Unduh CSV
        </a>
      </div>
      <RangeChips value={view.range} today={today} />
      <SalesFilters view={view} products={products} busy={busy} />

      <div aria-busy={busy} className={`space-y-4 transition-opacity ${busy ? "opacity-60" : ""}`}>
        {!sales.ok ? (
          <BlockError what="Daftar penjualan" onRetry={() => revalidator.revalidate()} />
        ) : isNewSeller ? (
          <EmptyState
            action={
              <CopyButton text={storeUrl} copiedMessage="Tautan toko disalin" className="min-h-11 px-4">
                Salin Tautan Toko
              </CopyButton>
            }
          >
            Belum ada penjualan. Setiap pembayaran berhasil muncul di sini lengkap dengan rincian biayanya.
          </EmptyState>
        ) : sales.rows.length === 0 ? (
          <EmptyState
            action={
              filtersAtDefault(view) ? (
                view.range.range === "all" ? null : (
                  <ButtonLink to={salesHref(view, { range: "all", from: null, to: null, page: null, id: null })}>
                    Lihat semua waktu
                  </ButtonLink>
                )
              ) : (
                <ButtonLink
                  to={salesHref({ ...view, status: "paid", productId: null, q: "" }, { page: null, id: null })}
                >
                  Hapus filter
                </ButtonLink>
              )
            }
          >
            Tidak ada transaksi untuk filter ini.
          </EmptyState>
        ) : (
          <>
            {sales.summary ? <SalesSummary summary={sales.summary} /> : null}
            <SalesList rows={sales.rows} now={now} hrefOf={(id) => withSheet(params, id)} />
            <ListFooter
              shown={shown}
              total={sales.total}
              noun="transaksi"
              moreHref={canLoadMore ? salesHref(view, { page: String(view.page + 1), id: null }) : null}
            >
              {shown < sales.total ? <p>Persempit rentang waktu atau unduh CSV untuk melihat semuanya.</p> : null}
            </ListFooter>
          </>
        )}
      </div>

      <SaleSheet
        id={view.id}
        row={sales.rows.find((row) => row.id === view.id)}
        initial={detail}
        now={now}
        productHref={productHref}
        onClose={close}
      />
    </div>
  );
}

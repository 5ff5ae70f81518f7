/**
 * The sale sheet (`?id=`, DASHBOARD-UX §3): it shows the list row's data at once and fills the rest
 * from `GET /v1/transactions/{id}/detail` — from the loader on a first paint with `?id=`, else
 * through a fetcher — and says "Gagal memuat detail" with "Coba lagi" when that fails.
 */
import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Sheet } from "~/features/ui/sheet";
import { paths } from "~/lib/paths";
import type { SaleDetailResult, SaleRow } from "../api/sales.server";
import { SaleDetailBody } from "./sale-detail";

/** `id`: the open sale (null = closed); `row`: its list row when listed; `initial`: the loader's detail. */
export function SaleSheet({
  id,
  row,
  initial,
  now,
  productHref,
  onClose,
}: {
  id: string | null;
  row: SaleRow | undefined;
  initial: SaleDetailResult | null;
  now: Date;
  productHref: (product: SaleRow["product"]) => string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<SaleDetailResult>();
  const { revalidate } = useRevalidator();
  const { load } = fetcher;
  const fromLoader = initial && initial.id === id ? initial : null;
  const fetched = fetcher.data && fetcher.data.id === id ? fetcher.data : null;
  const result = fetched ?? fromLoader;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!id || fromLoader?.ok || requested.current === id) return;
    requested.current = id;
    load(paths.dashboard.saleDetail(id));
  }, [id, fromLoader, load]);

  const detail = result?.ok ? result.detail : undefined;
  const sale: SaleRow | undefined = detail ?? row;
  const failed = result && !result.ok && fetcher.state === "idle";

  return (
    <Sheet open={Boolean(id)} title="Detail Transaksi" onClose={onClose}>
      {failed ? (
        <div role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800">
          {result.notFound ? (
            "Transaksi tidak ditemukan."
          ) : (
            <>
              Gagal memuat detail.{" "}
              <button
                type="button"
                onClick={() => id && load(paths.dashboard.saleDetail(id))}
                className="font-semibold underline underline-offset-2"
              >
                Coba lagi
              </button>
            </>
          )}
        </div>
      ) : null}
      {sale ? (
        <SaleDetailBody
          sale={sale}
          detail={detail}
          now={now}
          productHref={productHref}
          onRefunded={() => {
            if (id) load(paths.dashboard.saleDetail(id));
            revalidate();
          }}
        />
      ) : failed ? null : (
        <div className="space-y-3" aria-busy="true">
          <div className="h-6 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
        </div>
      )}
    </Sheet>
  );
}

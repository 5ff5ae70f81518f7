/**
 * `/admin/sellers` — **Penjual** (DASHBOARD-UX §8): search by username or email; each seller with
 * balance (negative after refunds) and suspension. "Tangguhkan" needs a reason the seller reads in
 * the dashboard; the store then answers 410, checkout refuses orders and withdrawals are held.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Badge } from "~/features/ui/badge";
import { Button } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { Pager } from "~/features/ui/pager";
import { TextArea } from "~/features/ui/text-area";
import type { AdminSeller, ListBody } from "../types";

type Failure = { ok: false; message: string; errors: Record<string, string[]>; id: string } | undefined;

export function SellerList({ q, list, failure }: { q: string; list: ListBody<AdminSeller> | null; failure: Failure }) {
  const { revalidate } = useRevalidator();
  return (
    <div className="space-y-5">
      <PageHeading title="Penjual">
        Cari penjual lewat username atau email. Toko yang ditangguhkan tidak bisa dikunjungi dan penarikannya ditahan.
      </PageHeading>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="seller-search" className="sr-only">
          Cari username atau email
        </label>
        <input
          id="seller-search"
          name="q"
          defaultValue={q}
          placeholder="Username atau email"
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base"
        />
        <Button className="min-h-11">Cari</Button>
      </Form>
      {!list ? (
        <BlockError what="Daftar penjual" onRetry={revalidate} />
      ) : list.data.length === 0 ? (
        <EmptyState>Tidak ada penjual yang cocok.</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.map((seller) => (
              <SellerCard key={seller.id} seller={seller} failure={failure?.id === seller.id ? failure : undefined} />
            ))}
          </ul>
          <Pager {...list.meta} />
        </>
      )}
    </div>
  );
}

function SellerCard({ seller, failure }: { seller: AdminSeller; failure: Failure }) {
  const busy = useNavigation().state !== "idle";
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{seller.name}</p>
          <p className="truncate text-sm text-slate-600">
            {seller.username ? `@${seller.username} · ` : ""}
            {seller.email}
          </p>
        </div>
        {seller.suspendedAt ? <Badge tone="red">Ditangguhkan</Badge> : <Badge tone="emerald">Aktif</Badge>}
      </div>
      <p className="text-sm text-slate-700">
        Saldo: <strong className="tabular-nums">{formatRupiah(seller.balance)}</strong>
        {seller.debt > 0 ? (
          <>
            {" · "}Utang ke platform:{" "}
            <strong className="tabular-nums text-rose-700">{formatRupiah(seller.debt)}</strong>
          </>
        ) : null}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure.message}
        </p>
      ) : null}
      {seller.suspendedAt ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-700">
            Sejak {formatDateTimeWib(seller.suspendedAt)}: {seller.suspendedReason}
          </p>
          <input type="hidden" name="id" value={seller.id} />
          <Button name="intent" value="unsuspend" variant="secondary" className="min-h-11" disabled={busy}>
            Buka Kembali
          </Button>
        </Form>
      ) : (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600">
            Tangguhkan toko…
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="id" value={seller.id} />
            <TextArea
              name="reason"
              label="Alasan (dibaca penjual)"
              required
              minLength={5}
              maxLength={500}
              errors={failure?.errors.reason}
            />
            <Button name="intent" value="suspend" variant="danger" className="min-h-11" disabled={busy}>
              Tangguhkan
            </Button>
          </Form>
        </details>
      )}
    </li>
  );
}

/** `/admin/feedback` (DASHBOARD-UX §8): what sellers sent with "Kirim masukan", newest first, read-only. */
import { formatDateTimeWib } from "@lapak/shared/date";
import { useRevalidator } from "react-router";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { Pager } from "~/features/ui/pager";
import type { FeedbackItem, ListBody } from "../types";

/** The list; `list` null means it failed to load. */
export function FeedbackList({ list }: { list: ListBody<FeedbackItem> | null }) {
  const { revalidate } = useRevalidator();
  return (
    <div className="space-y-5">
      <PageHeading title="Masukan">
        Yang ditulis penjual lewat tombol "Kirim masukan", terbaru di atas. Waktu dalam WIB.
      </PageHeading>
      {!list ? (
        <BlockError what="Daftar masukan" onRetry={revalidate} />
      ) : list.data.length === 0 ? (
        <EmptyState>Belum ada masukan.</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.map((item) => (
              <li key={item.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
                <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-900">{item.message}</p>
                <p className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-xs text-slate-500">
                  <span className="font-medium text-slate-700">{item.email ?? "Akun dihapus"}</span>
                  {item.page ? (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>
                        Halaman <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-700">{item.page}</code>
                      </span>
                    </>
                  ) : null}
                  <span aria-hidden="true">·</span>
                  <time dateTime={item.createdAt}>{formatDateTimeWib(item.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
          <Pager {...list.meta} />
        </>
      )}
    </div>
  );
}

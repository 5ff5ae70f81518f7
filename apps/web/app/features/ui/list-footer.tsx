/** The line under a paged dashboard list (sales, customers): how many rows show, and a way to more. */
import type { ReactNode } from "react";
import { ButtonLink } from "./button";

/**
 * "Menampilkan `shown` dari `total` `noun`", then "Muat lebih banyak" linking to `moreHref` (the
 * next page, scroll kept, history entry replaced) or, without one, `children` (why no more loads).
 */
export function ListFooter({
  shown,
  total,
  noun,
  moreHref,
  children,
}: {
  shown: number;
  total: number;
  /** What the rows are, plural: "transaksi", "pelanggan". */
  noun: string;
  moreHref: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 text-sm text-slate-500">
      <p>
        Menampilkan {shown.toLocaleString("id-ID")} dari {total.toLocaleString("id-ID")} {noun}
      </p>
      {moreHref ? (
        <ButtonLink to={moreHref} preventScrollReset replace variant="secondary" className="min-h-11">
          Muat lebih banyak
        </ButtonLink>
      ) : (
        (children ?? null)
      )}
    </div>
  );
}

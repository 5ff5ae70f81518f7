/** "Sebelumnya" / "Berikutnya" links for a paginated list (`?page=`), keeping the other search params. */
import { Link, useLocation } from "react-router";

function hrefFor(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Nothing when everything fits on one page. */
export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const link =
    "inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-violet-700 hover:bg-violet-50";
  return (
    <nav aria-label="Halaman" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(search, page - 1)} className={link}>
          ← Sebelumnya
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-500">
        Halaman {page} dari {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(search, page + 1)} className={link}>
          Berikutnya →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

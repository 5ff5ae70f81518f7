/** The dashboard's block (DASHBOARD-UX §0): a white rounded card with an optional title row. */
import type { ReactNode } from "react";

/**
 * A `<section>` card. `title` becomes its `h2` (and the section's accessible name); `aside` sits at
 * the right of the title row (a link such as "Lihat semua").
 */
export function Card({
  title,
  aside,
  children,
  className = "",
  id,
}: {
  title?: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={title && !headingId ? title : undefined}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}
    >
      {title ? (
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** "… gagal dimuat." with "Coba lagi": a block that failed, while the rest of the page works. */
export function BlockError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
      {what} gagal dimuat.{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        Coba lagi
      </button>
    </div>
  );
}

/** An honest placeholder for a screen that a later release builds. */
import type { ReactNode } from "react";

/** "Segera hadir" card: the page title, what the screen will do, and optional next links. */
export function ComingSoonCard({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-8">
      <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
        Segera hadir
      </span>
      <h1 className="mt-3 text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-600">{children}</div>
      {actions ? <div className="mt-5 flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}

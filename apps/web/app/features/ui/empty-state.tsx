/** The dashboard's empty state (DASHBOARD-UX §0): a dashed card with one sentence and one action. */
import type { ReactNode } from "react";

/** `children` is the one sentence; `action` one primary button or link. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      <p className="mx-auto max-w-md text-sm leading-relaxed text-slate-600">{children}</p>
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

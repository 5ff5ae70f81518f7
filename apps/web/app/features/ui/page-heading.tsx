/** Title and short explanation at the top of a form page. */
import type { ReactNode } from "react";

/** An h1 with an optional description below it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children ? <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{children}</p> : null}
    </div>
  );
}

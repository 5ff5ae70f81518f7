/** A landing section on a full-width grey band (how it works, the comparison, payments). */
import type { ReactNode } from "react";

/** The band, named by its heading (`labelledBy`), with the page's centred column inside. */
export function BandSection({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">{children}</div>
    </section>
  );
}

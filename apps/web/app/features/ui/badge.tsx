/** A small status pill (DASHBOARD-UX §0 "Badges"): `rounded-full px-2.5 py-0.5 text-xs font-semibold`. */
import type { ReactNode } from "react";

export type BadgeTone = "emerald" | "amber" | "slate" | "red" | "violet" | "blue";

const TONES: Record<BadgeTone, string> = {
  emerald: "bg-emerald-100 text-emerald-800",
  amber: "bg-amber-100 text-amber-800",
  slate: "bg-slate-200 text-slate-700",
  red: "bg-red-100 text-red-800",
  violet: "bg-violet-100 text-violet-800",
  blue: "bg-blue-100 text-blue-800",
};

/** A pill in `tone`: emerald success, amber waiting, slate over, red failed, violet free, blue held. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * Where the activation stands, as one block: an icon in the state's colour, a title, one sentence,
 * optional details and at most one action (the pattern of Polar's finance `StatusBlock`).
 */
import type { ReactNode } from "react";
import { StatusIcon, type StatusIconName } from "./status-icon";

export type StatusTone = "violet" | "amber" | "emerald" | "red";

const TONES: Record<StatusTone, string> = {
  violet: "bg-violet-100 text-violet-700",
  amber: "bg-amber-100 text-amber-700",
  emerald: "bg-emerald-100 text-emerald-700",
  red: "bg-red-100 text-red-700",
};

/**
 * A card with the state's `icon` and `tone`; `title` is the page's second heading, `children` the
 * sentence beside the icon, `details` a full-width part under it (a summary, the reason).
 */
export function StatusBlock({
  icon,
  tone,
  title,
  children,
  details,
  action,
}: {
  icon: StatusIconName;
  tone: StatusTone;
  title: string;
  children: ReactNode;
  details?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="activation-status-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className={`grid size-12 shrink-0 place-items-center rounded-full ${TONES[tone]}`}>
          <StatusIcon name={icon} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="activation-status-title" className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <div className="mt-1 space-y-3 text-sm leading-relaxed text-slate-600">{children}</div>
        </div>
      </div>
      {details ? <div className="mt-4 space-y-3 text-sm leading-relaxed text-slate-600 sm:ml-16">{details}</div> : null}
      {action ? <div className="mt-5 sm:ml-16">{action}</div> : null}
    </section>
  );
}

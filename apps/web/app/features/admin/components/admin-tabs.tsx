/** Status tabs of an admin queue, as links (`?status=`), so a reload or a shared link keeps the tab. */
import { Link } from "react-router";

export interface AdminTab {
  to: string;
  label: string;
  active: boolean;
}

/** One row of pill links; the active one carries `aria-current="page"`. */
export function AdminTabs({ tabs, label }: { tabs: AdminTab[]; label: string }) {
  return (
    <nav aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.active ? "page" : undefined}
          className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-violet-600 ${
            tab.active
              ? "bg-violet-700 text-white ring-violet-700"
              : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

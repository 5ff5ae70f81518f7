/**
 * `dashboard` layout: a sidebar on desktop; on phones a top bar (with a menu of every screen and
 * "Keluar") and a bottom navigation bar.
 */
import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { Logo } from "~/features/ui/logo";
import { paths } from "~/lib/paths";
import { FeedbackButton } from "./feedback-button";
import { LogoutButton } from "./logout-button";
import { NavIcon } from "./nav-icon";
import { type NavArea, type NavChild, type NavItem, navigationFor } from "./nav-items";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition lg:py-1.5 focus-visible:outline-2 focus-visible:outline-violet-600 ${
    isActive ? "bg-violet-50 text-violet-800" : "text-slate-700 hover:bg-slate-100"
  }`;

const subLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-1.5 text-sm transition lg:py-1 focus-visible:outline-2 focus-visible:outline-violet-600 ${
    isActive ? "font-semibold text-violet-800" : "text-slate-600 hover:text-slate-900"
  }`;

function NavList({ items }: { items: NavItem[] }) {
  const { pathname, search } = useLocation();
  const under = (child: NavChild) =>
    Boolean(child.alsoUnder && pathname.startsWith(child.alsoUnder) && !new URLSearchParams(search).has("id"));
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end ?? !item.children} className={linkClass}>
            <NavIcon name={item.icon} />
            {item.label}
          </NavLink>
          {item.children ? (
            <ul className="mt-1 ml-8 space-y-0.5 border-l border-slate-200 pl-2">
              {item.children.map((child) => (
                <li key={child.to}>
                  <NavLink
                    to={child.to}
                    className={({ isActive }) => subLinkClass({ isActive: isActive || under(child) })}
                  >
                    {child.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The area's screens, then the link to the other area (an admin's only), below a rule. */
function Navigation({ area, isAdmin }: { area: NavArea; isAdmin: boolean }) {
  const { items, switchTo } = navigationFor(area, isAdmin);
  return (
    <>
      {area === "admin" ? (
        <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Admin</p>
      ) : null}
      <NavList items={items} />
      {switchTo ? (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <NavList items={[switchTo]} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The dashboard frame around a page; `userName` greets, `username` is shown under it. A page under
 * `/admin` gets the admin area's own menu and bottom bar (DASHBOARD-UX §8); `isAdmin` adds the link
 * between the two areas. Every page gets "Kirim masukan".
 */
export function DashboardLayout({
  children,
  userName,
  username,
  isAdmin = false,
}: {
  children: ReactNode;
  userName: string;
  username: string | null;
  isAdmin?: boolean;
}) {
  // Re-keyed per page, so the phone menu closes after choosing a screen.
  const { pathname } = useLocation();
  const area: NavArea = pathname.startsWith("/admin") ? "admin" : "seller";
  const home = area === "admin" ? paths.admin.activations : paths.dashboard.home;
  const logoutClass =
    "w-full rounded-xl px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600";
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      {/* The whole sidebar scrolls, not the menu inside it: a menu scrolled in its own box can cut
          its last item in half above "Kirim masukan" on a short screen (an admin's longer menu). */}
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white px-4 py-5 lg:flex">
        <Logo to={home} className="px-2" />
        <nav aria-label="Menu dasbor" className="mt-5 flex-1">
          <Navigation area={area} isAdmin={isAdmin} />
        </nav>
        <FeedbackButton className="mb-3 flex items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600" />
        <div className="border-t border-slate-100 pt-4">
          <p className="truncate px-3 text-sm font-semibold text-slate-900">{userName}</p>
          {username ? <p className="truncate px-3 text-xs text-slate-500">@{username}</p> : null}
          <LogoutButton className={`mt-2 ${logoutClass}`} />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:hidden">
        <Logo to={home} />
        <div className="flex items-center gap-2">
          <FeedbackButton className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600" />
          <details key={pathname} className="group relative">
            <summary className="cursor-pointer list-none rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600 [&::-webkit-details-marker]:hidden">
              Menu
            </summary>
            <div className="absolute right-0 mt-2 w-64 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200">
              <nav aria-label="Menu dasbor (ponsel)" className="max-h-[70dvh] overflow-y-auto">
                <Navigation area={area} isAdmin={isAdmin} />
              </nav>
              <div className="mt-2 border-t border-slate-100 pt-2">
                <LogoutButton className={logoutClass} />
              </div>
            </div>
          </details>
        </div>
      </header>

      <div className="min-w-0 flex-1">
        <main className="mx-auto w-full max-w-4xl px-4 pt-5 pb-28 sm:px-6 lg:px-10 lg:py-10">{children}</main>
      </div>

      <nav
        aria-label="Navigasi bawah"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-5">
          {navigationFor(area, isAdmin).bottom.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium focus-visible:outline-2 focus-visible:outline-violet-600 ${
                    isActive ? "text-violet-700" : "text-slate-500"
                  }`
                }
              >
                <NavIcon name={item.icon} />
                {item.short ?? item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The Lapak word mark, linking home. */
import { Link } from "react-router";
import { paths } from "~/lib/paths";

/** `Lapak` with its mark; `to` defaults to the landing page. */
export function Logo({ to = paths.home, className = "" }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-600 ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white"
      >
        L
      </span>
      <span className="text-lg">Lapak</span>
    </Link>
  );
}

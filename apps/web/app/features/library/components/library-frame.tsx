/**
 * The frame of the library pages: a slim header with Lapak's logo (leading to Pustaka Saya) and the
 * page's action ("Keluar"), then one mobile-first column (390 px first, DESIGN §5).
 */
import type { ReactNode } from "react";
import { Logo } from "~/features/ui/logo";
import { paths } from "~/lib/paths";

export function LibraryFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 pb-12">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-3 px-4 lg:max-w-2xl">
          <Logo to={paths.library.home} className="min-h-11" />
          {aside}
        </div>
      </header>
      <div className="mx-auto max-w-md px-4 pt-6 lg:max-w-2xl">{children}</div>
    </div>
  );
}

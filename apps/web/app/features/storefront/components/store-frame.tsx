/**
 * The themed frame of a store's public pages: the seller's colour, font and background over the
 * whole screen, a centred phone-width column, the "made with Lapak" footer and the page scripts.
 */
import type { Theme } from "@lapak/shared/schemas/user";
import type { ReactNode } from "react";
import { NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { themeStyle } from "../theme";

/** Wraps a storefront or product page; `bottomSpace` leaves room for a fixed bottom bar. */
export function StoreFrame({
  theme,
  children,
  bottomSpace = false,
}: {
  theme: Theme;
  children: ReactNode;
  bottomSpace?: boolean;
}) {
  return (
    <div className="min-h-dvh text-slate-900" style={themeStyle(theme)}>
      <div className={`mx-auto w-full max-w-md px-4 ${bottomSpace ? "pb-32" : "pb-10"}`}>
        {children}
        <footer className="mt-12 text-center text-xs text-slate-500">
          <a href={paths.home} className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 hover:text-slate-800">
            Dibuat dengan <span className="font-bold tracking-tight text-slate-700">Lapak</span>
          </a>
        </footer>
      </div>
      <NearStaticScripts />
    </div>
  );
}

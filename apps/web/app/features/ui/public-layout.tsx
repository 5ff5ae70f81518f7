/** `public` layout: the bare frame of buyer-facing pages (storefront, product, checkout, order). */
import type { ReactNode } from "react";

/** Full-width frame; public pages bring their own (seller-themed) look. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <main className="min-h-dvh bg-white">{children}</main>;
}

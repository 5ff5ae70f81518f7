/** `mobile` layout: one narrow column, phone-sized even on desktop (login, register, onboarding). */
import type { ReactNode } from "react";
import { Logo } from "./logo";

/** Centered column up to 28 rem wide with the logo on top and a small footer line. */
export function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-violet-50 via-slate-50 to-slate-50">
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pt-6 pb-8">
        <header className="mb-6">
          <Logo />
        </header>
        <main className="flex-1">{children}</main>
        <footer className="mt-10 text-center text-xs text-slate-500">Lapak — Toko Digital Kreator Indonesia</footer>
      </div>
    </div>
  );
}

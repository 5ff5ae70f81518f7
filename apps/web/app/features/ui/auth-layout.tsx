/** `auth` layout: a single centered card on a soft gradient (verification steps such as /verify-otp). */
import type { ReactNode } from "react";
import { Logo } from "./logo";

/** The card layout; on phones the card fills the width. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-br from-violet-100 via-white to-fuchsia-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <main className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-violet-100 ring-slate-200 sm:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** `landing` layout: site header with Masuk/Daftar, content, and a footer with the newsletter and the info pages. */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/features/ui/button";
import { Logo } from "~/features/ui/logo";
import { paths } from "~/lib/paths";
import { FooterNewsletter } from "./components/footer-newsletter";

const FOOTER_LINKS = [
  { to: paths.help, label: "Bantuan" },
  { to: paths.privacy, label: "Kebijakan Privasi" },
  { to: paths.terms, label: "Syarat & Ketentuan" },
];

/** Header, main and footer of the public marketing pages. */
export function LandingLayout({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-30 border-b border-slate-100 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Akun" className="flex items-center gap-2">
            {signedIn ? (
              <ButtonLink to={paths.dashboard.home}>Buka Dasbor</ButtonLink>
            ) : (
              <>
                <ButtonLink to={paths.login} variant="ghost">
                  Masuk
                </ButtonLink>
                <ButtonLink to={paths.register}>Daftar</ButtonLink>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-100 bg-slate-50">
        {/* The home page closes with its own newsletter section, just above. */}
        {pathname === paths.home ? null : <FooterNewsletter next={pathname} />}
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Lapak — Toko Digital Kreator Indonesia</p>
          <nav aria-label="Informasi" className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className="rounded hover:text-violet-700 focus-visible:outline-2">
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}

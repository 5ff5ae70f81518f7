/**
 * Full-screen "Memproses..." overlay (SPEC §2) while a form submits or a navigation is pending.
 * It appears only after SPINNER_DELAY_MS, so quick in-process navigations do not flicker. A load
 * that only changes the page's search params (filters, paging) keeps the page instead
 * (`isSamePageLoad`, DASHBOARD-UX §0).
 */
import { useEffect, useState } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { SPINNER_DELAY_MS } from "~/lib/constants";
import { isSamePageLoad } from "./page-loading";
import { SPINNER_CLASS } from "./spinner-styles";

/** A small spinning ring; decorative. */
export function Spinner({ className = "size-5" }: { className?: string }) {
  return <span aria-hidden="true" className={`${SPINNER_CLASS} ${className}`} />;
}

/** Shows the overlay while `useNavigation()` is busy or a fetcher submits (not while one loads). */
export function SpinnerOverlay() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const fetchers = useFetchers();
  const busy =
    (navigation.state !== "idle" && !isSamePageLoad(navigation, pathname)) ||
    fetchers.some((fetcher) => fetcher.state === "submitting");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-[2px]"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-xl ring-1 ring-slate-200">
        <Spinner className="size-8 text-violet-700" />
        <p className="text-sm font-medium text-slate-700">Memproses...</p>
      </div>
    </div>
  );
}

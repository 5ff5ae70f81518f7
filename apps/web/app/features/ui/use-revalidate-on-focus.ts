/** Reloads the page's loader data when the person comes back to the tab (an approval shows without a reload). */
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * While mounted, revalidates on window focus and when the tab becomes visible — at most once per
 * `minGapMs` (ms), because one return to the tab fires both events. The gap is counted from the last
 * revalidation, never from mount or a re-render: a person who comes back seconds after the page
 * loaded still sees what changed meanwhile.
 */
export function useRevalidateOnFocus(minGapMs = 5000): void {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  const last = useRef(0);
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState !== "visible" || Date.now() - last.current < minGapMs) return;
      last.current = Date.now();
      void latest.current();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [minGapMs]);
}

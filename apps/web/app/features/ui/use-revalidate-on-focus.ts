/** Reloads the page's loader data when the person comes back to the tab (an approval shows without a reload). */
import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** While mounted, revalidates on window focus and when the tab becomes visible (at most once per `minGapMs`). */
export function useRevalidateOnFocus(minGapMs = 5000): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let last = Date.now();
    const onFocus = () => {
      if (document.visibilityState !== "visible" || Date.now() - last < minGapMs) return;
      last = Date.now();
      void revalidate();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [revalidate, minGapMs]);
}

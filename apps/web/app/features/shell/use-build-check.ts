/**
 * New-build check (SPEC §9, DESIGN §5): every hour the browser asks `GET /build.json`; when the id
 * differs from the one this page was built with, the next navigation loads as a full page so the
 * new code is used. A reload stamp in sessionStorage (10 s) makes sure this can never loop.
 */
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS } from "~/lib/constants";

const RELOAD_STAMP_KEY = "lapak:build-reload-at";

function reloadedRecently(): boolean {
  try {
    const stamp = Number(window.sessionStorage.getItem(RELOAD_STAMP_KEY));
    return Number.isFinite(stamp) && Date.now() - stamp < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

function stampReload(): void {
  try {
    window.sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
  } catch {
    // Private mode without storage: the check interval (1 h) still prevents a loop.
  }
}

/** Polls `/build.json` and turns the next GET navigation into a full page load when `buildId` is stale. */
export function useBuildCheck(buildId: string): void {
  const stale = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch("/build.json", { cache: "no-store" });
        const latest = ((await response.json()) as { buildId?: string }).buildId;
        if (latest && latest !== buildId) stale.current = true;
      } catch {
        // Offline or a deploy in progress: ask again at the next tick.
      }
    }, BUILD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [buildId]);

  useEffect(() => {
    const next = navigation.location;
    // Only plain navigations: a form submission must not lose what the person typed.
    if (!stale.current || navigation.state !== "loading" || !next || navigation.formMethod) return;
    if (reloadedRecently()) return;
    stampReload();
    window.location.assign(`${next.pathname}${next.search}${next.hash}`);
  }, [navigation]);
}

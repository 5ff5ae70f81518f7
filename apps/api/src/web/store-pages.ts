/**
 * The storefront and product pages' own React Router handler (ADR 0030).
 *
 * React Router matches a request against the whole route table, two or three times per render, and
 * rebuilds its server route tree from the whole manifest on every render; `/:username` ranks below
 * every static path, so a storefront walks every branch each time. Those pages get a build that
 * holds only the routes a path starting with a dynamic segment can reach (root, the public layout,
 * the store and product pages) — same modules, same assets manifest, same HTML.
 *
 * Which requests may take it is decided from the build's own route table, so a route added later
 * cannot be shadowed: a GET or HEAD of one or two non-empty segments whose first segment, decoded
 * and lowercased as React Router compares it (case-insensitive routes, `decodeURIComponent` per
 * segment), is not the first segment of any static route — then no route outside the subset can
 * match it. Anything else (the `.data` requests of client navigation, the lazy route manifest, a
 * route table with splats or optional segments) goes to the whole build.
 *
 * The HTML is the same because the store pages are never hydrated (`NEAR_STATIC_HANDLE`): a
 * hydrated page inlines the route manifest of every route its path's ancestors match (`/` matches
 * the landing layout in the whole build), which the subset would leave out. So a kept page whose
 * route module does not say `handle.hydrate === false` turns the subset off.
 */
import type { ServerBuild } from "react-router";

/** A build of only the store pages' routes, and the test of whether a request may use it. */
export interface StorePages {
  build: ServerBuild;
  /**
   * Whether `method` on `url` matches the same routes in `build` as in the whole one. `url` is the
   * URL React Router is given (the Fetch `Request`'s, absolute); a path and query are read against
   * a placeholder origin.
   */
  claims(method: string, url: string): boolean;
}

type BuildRoute = ServerBuild["routes"][string];

/** `route` and its ancestors, the root first. */
function lineageOf(routes: ServerBuild["routes"], route: BuildRoute): BuildRoute[] {
  const lineage: BuildRoute[] = [];
  for (let current: BuildRoute | undefined = route; current; ) {
    lineage.unshift(current);
    current = current.parentId ? routes[current.parentId] : undefined;
  }
  return lineage;
}

/** Whether a segment is anything but a plain static name or a required `:param`. */
const unusual = (segment: string) => segment.includes("*") || segment.endsWith("?");

/**
 * The store pages' build from the whole `build`. When the route table has a splat or an optional
 * segment anywhere, a basename, or a kept page that hydrates, `claims` answers false to everything
 * (the rule above would not be enough) and every request keeps the whole build.
 */
export function storePages(build: ServerBuild): StorePages {
  const routes = build.routes;
  const staticFirst = new Set<string>();
  const kept = new Set<string>();
  let safe = build.basename === undefined || build.basename === "/";
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const lineage = lineageOf(routes, route);
    // The route's path from the root, as segments (`["dashboard", "sales"]`, `[":username"]`).
    const segments = lineage.flatMap((step) => (step?.path ?? "").split("/").filter(Boolean));
    if (segments.some(unusual)) safe = false;
    const first = segments[0];
    if (first === undefined) continue;
    if (first.startsWith(":")) {
      for (const step of lineage) if (step) kept.add(step.id);
      const handle = (route.module as { handle?: { hydrate?: boolean } } | undefined)?.handle;
      if (handle?.hydrate !== false) safe = false;
    } else staticFirst.add(first.toLowerCase());
  }
  const pick = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).filter(([id]) => kept.has(id)));
  const subset: ServerBuild = {
    ...build,
    routes: pick(routes),
    assets: { ...build.assets, routes: pick(build.assets.routes) },
  };
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;

  const claims = (method: string, url: string): boolean => {
    if (!safe || kept.size === 0 || (method !== "GET" && method !== "HEAD")) return false;
    // As React Router will see it: the WHATWG URL parser turns a backslash into `/` and resolves `.`/`..`.
    let path: string;
    try {
      path = new URL(url, "http://store.invalid").pathname;
    } catch {
      return false;
    }
    // Client navigation's data requests (`/x.data`, `/_root.data`) are matched without the suffix.
    if (path === manifestPath || path.endsWith(".data")) return false;
    const segments = path.split("/");
    if (segments[0] !== "" || segments.length < 2 || segments.length > 3 || segments.some((s, i) => i > 0 && !s)) {
      return false;
    }
    let first: string;
    try {
      first = decodeURIComponent(segments[1] as string).toLowerCase();
    } catch {
      return false;
    }
    return !staticFirst.has(first);
  };
  return { build: subset, claims };
}

import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { storePages } from "./store-pages";

type Routes = ServerBuild["routes"];

/** A route table shaped like apps/web/app/routes.ts: layouts, guards, an index, static and dynamic paths. */
type Row = [id: string, parentId: string | undefined, path?: string, index?: boolean];
const TABLE: Row[] = [
  ["root", undefined],
  ["landing", "root"],
  ["home", "landing", undefined, true],
  ["help", "landing", "help"],
  ["blog", "landing", "blog"],
  ["blog-post", "landing", "blog/:slug"],
  ["guard", "root"],
  ["login", "guard", "login"],
  ["dashboard", "guard", "dashboard"],
  ["sales", "guard", "dashboard/sales"],
  ["public", "root"],
  ["checkout", "public", "checkout/:product"],
  ["store", "public", ":username"],
  ["product", "public", ":username/:product"],
  ["feed", "root", "blog/feed.xml"],
  ["detail", "root", "dashboard/sales/:id/detail"],
];

function fixtureBuild(table = TABLE): ServerBuild {
  const routes: Routes = {};
  const assets: Record<string, unknown> = {};
  for (const [id, parentId, path, index] of table) {
    // The store pages are never hydrated (NEAR_STATIC_HANDLE); the other modules do not matter here.
    const module = path?.startsWith(":") ? { handle: { hydrate: false } } : {};
    routes[id] = { id, parentId, path, index, caseSensitive: undefined, module } as Routes[string];
    assets[id] = { id, parentId, path, index };
  }
  return {
    routes,
    assets: { routes: assets, entry: {}, url: "", version: "1" },
    basename: "/",
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** The build's routes as the nested objects `matchRoutes` takes, children in the build's order. */
function routeTree(routes: Routes): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route?.id);
        return route?.index
          ? { id: route.id, index: true }
          : { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive, children };
      });
  return childrenOf(undefined);
}

/** The ids React Router matches for `url` (as its request handler sees the path) in `tree`. */
function matchedIds(tree: RouteObject[], url: string): string[] | null {
  const pathname = new URL(url, "http://app.test").pathname;
  return matchRoutes(tree, pathname)?.map((match) => match.route.id ?? "") ?? null;
}

/** Paths built from the table's own segments in every spelling, and from what a visitor might type. */
function pathArbitrary(staticSegments: string[]) {
  const spelled = fc
    .tuple(fc.constantFrom(...staticSegments), fc.constantFrom("lower", "upper", "first", "escaped"))
    .map(([segment, how]) =>
      how === "upper"
        ? segment.toUpperCase()
        : how === "first"
          ? segment[0]?.toUpperCase() + segment.slice(1)
          : how === "escaped"
            ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`
            : segment,
    );
  const segment = fc.oneof(
    spelled,
    fc.stringMatching(/^[a-z0-9._-]{1,12}$/),
    fc.constantFrom("", ".", "..", "%2e%2e", "demo.data", "_root.data", "__manifest", "%E0%A4%A", "a\\dashboard"),
  );
  return fc
    .tuple(fc.array(segment, { minLength: 0, maxLength: 4 }), fc.constantFrom("", "/", "?q=1", "?_routes=root"))
    .map(([segments, tail]) => `/${segments.join("/")}${tail}`);
}

/** Asserts, over many paths, that a claimed path matches the same routes in both builds. */
function checkEquivalence(build: ServerBuild) {
  const pages = storePages(build);
  const statics = [
    ...new Set(
      Object.values(build.routes)
        .flatMap((route) => (route?.path ?? "").split("/"))
        .filter((segment) => segment && !segment.startsWith(":")),
    ),
  ];
  const wholeTree = routeTree(build.routes);
  const subsetTree = routeTree(pages.build.routes);
  // React Router warns of every malformed percent-escape it is asked to match; some are generated on purpose.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  let claimed = 0;
  try {
    fc.assert(
      fc.property(pathArbitrary(statics), (url) => {
        if (!pages.claims("GET", url)) return;
        claimed += 1;
        const whole = matchedIds(wholeTree, url);
        expect(whole, url).not.toBeNull();
        expect(matchedIds(subsetTree, url), url).toEqual(whole);
      }),
      { numRuns: 3000 },
    );
  } finally {
    warn.mockRestore();
  }
  expect(claimed).toBeGreaterThan(100);
}

describe("storePages", () => {
  it("keeps the routes a path starting with a dynamic segment can reach, and their ancestors", () => {
    const pages = storePages(fixtureBuild());
    expect(Object.keys(pages.build.routes)).toEqual(["root", "public", "store", "product"]);
    expect(Object.keys(pages.build.assets.routes)).toEqual(["root", "public", "store", "product"]);
  });

  it("claims GET and HEAD of a store or product path, nothing a static route or React Router itself answers", () => {
    const { claims } = storePages(fixtureBuild());
    for (const url of [
      "/demo",
      "/demo/ebook",
      "/demo?utm_source=ig",
      "/sari.id/kelas-1",
      "/Demo",
      "/x/../demo",
      "/x\\..\\demo",
    ]) {
      expect(claims("GET", url), url).toBe(true);
    }
    expect(claims("HEAD", "/demo")).toBe(true);
    for (const url of [
      "/",
      "/dashboard",
      "/Dashboard",
      "/%64ashboard",
      "/DASHBOARD/sales",
      "/blog/feed.xml",
      "/checkout/x",
      "/demo.data",
      "/demo/ebook.data",
      "/_root.data",
      "/__manifest",
      "/demo/",
      "//demo",
      "/a/b/c",
      "/%E0%A4%A",
      "/x/../dashboard",
      "/x\\..\\help",
    ]) {
      expect(claims("GET", url), url).toBe(false);
    }
    expect(claims("POST", "/demo")).toBe(false);
  });

  // CPU-bound (fast-check runs), not waiting on anything: a busy host only makes it slower.
  it("claims only paths that match the same routes in both builds (property)", { timeout: 60_000 }, () => {
    checkEquivalence(fixtureBuild());
  });

  it("claims nothing when a splat or optional segment could reach a path some other way", () => {
    const extras: Row[] = [
      ["files", "root", "files/*"],
      ["all", "root", "*"],
      ["lang", "root", ":lang?/help"],
    ];
    for (const extra of extras) {
      const { claims } = storePages(fixtureBuild([...TABLE, extra]));
      expect(claims("GET", "/demo"), extra[2]).toBe(false);
    }
  });

  it("claims nothing when a store page would be hydrated (its HTML would inline another manifest)", () => {
    const build = fixtureBuild();
    const store = build.routes.store as NonNullable<Routes[string]>;
    build.routes.store = { ...store, module: { ...store.module, handle: {} } } as Routes[string];
    expect(storePages(build).claims("GET", "/demo")).toBe(false);
    expect(storePages(fixtureBuild()).claims("GET", "http://app.test/demo")).toBe(true);
  });

  // The app's own route table, when the web build is there (npm test builds before the unit tests).
  const serverEntry = join(import.meta.dirname, "../../../web/build/server/index.js");
  it.skipIf(!existsSync(serverEntry))(
    "claims only paths that match the same routes in the web build's table",
    async () => {
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      const pages = storePages(build);
      expect(Object.keys(pages.build.routes).sort()).toEqual([
        "root",
        "routes/layouts/public",
        "routes/storefront/product",
        "routes/storefront/store",
      ]);
      checkEquivalence(build);
    },
    // Loading the server build (React, every route) on a busy machine.
    60_000,
  );
});

/**
 * Near-static pages (DESIGN §6): storefront, product and blog pages render on the server and are
 * never hydrated, so they ship no React and can be cached whole. A route opts in with
 * `export const handle = NEAR_STATIC_HANDLE`; the root layout then leaves out `<Scripts>` and
 * `<ScrollRestoration>`, and the page renders `<NearStaticScripts>`: one small inline script for
 * the webview escape and the page-view beacon. It carries no nonce: the server hashes it into the
 * page's Content-Security-Policy, so a cached copy stays valid.
 */
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  ATTRIBUTION_PARAMS,
  ATTRIBUTION_VALUE_MAX,
} from "@lapak/shared/attribution";
import type { UIMatch } from "react-router";
import { WEBVIEW_REDIRECT_DELAY_MS } from "./constants";
import { IN_APP_BROWSERS } from "./in-app-browsers";
import { useRootData } from "./use-root-data";

export const NEAR_STATIC_HANDLE = { hydrate: false, browserEscape: true } as const;

/**
 * Checkout, payment and order pages (DESIGN §6, ADR 0010): rendered on the server and not
 * hydrated either, but never cached, so the server decides the webview escape by the User-Agent
 * (root's `WebviewBanner`, in the page's flow at the top, where it covers no price and no button);
 * each page loads its own enhancement script (`PageScript`).
 */
export const BUYER_PAGE_HANDLE = { hydrate: false } as const;

interface PageHandle {
  hydrate?: boolean;
  browserEscape?: boolean;
  /** Seconds after which the page reloads itself without JavaScript, given its loader data; null: never. */
  noScriptRefresh?: (data: unknown) => number | null;
}

const handleOf = (match: UIMatch) => (match.handle ?? {}) as PageHandle;

/** Whether any matched route asked not to be hydrated (near-static and buyer pages). */
export function isNearStatic(matches: UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).hydrate === false);
}

/**
 * Seconds after which the page reloads itself when scripting is off, from the first matched route
 * whose handle has `noScriptRefresh`; null when none asks. The root layout writes it as
 * `<noscript><meta http-equiv="refresh"></noscript>` in the head: HTML allows that meta only there
 * (WHATWG HTML, "The noscript element"), and only a browser without scripting follows it.
 */
export function noScriptRefreshOf(matches: UIMatch[]): number | null {
  for (const match of matches) {
    const refresh = handleOf(match).noScriptRefresh;
    if (refresh && match.data !== undefined) return refresh(match.data);
  }
  return null;
}

/** Whether the page runs the webview escape in the browser (`NearStaticScripts`) rather than the server's banner. */
export function escapesInBrowser(matches: UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).browserEscape === true);
}

const browsers = `[${IN_APP_BROWSERS.map(({ pattern, source }) => `[${String(pattern)},${JSON.stringify(source)}]`).join(",")}]`;

/**
 * ADR 0022: a landing with UTM values or ad click ids is remembered in the first-party
 * cookie `lapak_attr` (the store's username, the landing ms, the params; 30 days, the latest such
 * landing wins) and forwarded on the page's checkout links, so the page itself never varies.
 */
const rememberLanding = `try{var q=new URLSearchParams(l.search),c=new URLSearchParams,k=${JSON.stringify(ATTRIBUTION_PARAMS)},j,v;for(j=0;j<k.length;j++){v=q.get(k[j]);if(v)c.set(k[j],v.slice(0,${ATTRIBUTION_VALUE_MAX}))}var f=c.toString();if(f){document.querySelectorAll('a[href^="/checkout/"]').forEach(function(e){e.href+=(e.href.indexOf("?")<0?"?":"&")+f});c.set("s",l.pathname.split("/")[1]);c.set("t",Date.now());document.cookie="${ATTRIBUTION_COOKIE}="+encodeURIComponent(c)+";path=/;max-age=${ATTRIBUTION_MAX_AGE_SECONDS};samesite=lax"+(l.protocol=="https:"?";secure":"")}}catch(x){}`;

/**
 * The page's inline script: the same escape as `webview-escape.server.ts`, decided in the browser
 * because a cached page cannot depend on the User-Agent, to the page's path and query on `appUrl`'s
 * host only (DESIGN §5); an escaping page sends no beacon (DESIGN §4: a view counts once, with its
 * real source). Otherwise `POST /v1/traffics {path, referrer, source}` (source = the URL's
 * `utm_source`) as a beacon. First of all it remembers an ad landing (`rememberLanding`).
 */
export function nearStaticScript(appUrl: string): string {
  const origin = JSON.stringify(new URL(appUrl).origin);
  return `(function(){var n=navigator,l=location,u=n.userAgent,b=${browsers},s,i;${rememberLanding}for(i=0;i<b.length;i++)if(b[i][0].test(u)){s=b[i][1];break}var a=/Android/i.test(u),o=/iPhone|iPad|iPod/i.test(u);if(s&&(a||o)){var r=new URL(${origin});r.pathname=l.pathname.replace(/\\.data$/,"").replace(/^\\/+/,"/");r.search=l.search;if(!r.searchParams.has("utm_source"))r.searchParams.set("utm_source",s);var t=r.host+r.pathname+r.search,h=a?"intent://"+t+"#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url="+encodeURIComponent(r.href)+";end":"x-safari-https://"+t,e=document.getElementById("webview-escape");if(e){e.querySelector("a").href=h;e.hidden=false}setTimeout(function(){l.href=h},${WEBVIEW_REDIRECT_DELAY_MS});return}try{n.sendBeacon("/v1/traffics",new Blob([JSON.stringify({path:l.pathname,referrer:document.referrer||undefined,source:new URLSearchParams(l.search).get("utm_source")||undefined})],{type:"application/json"}))}catch(x){}})();`;
}

/** The hidden "Buka di browser" banner (shown by the script in a webview) and the inline script. */
export function NearStaticScripts() {
  const { appUrl } = useRootData().publicConfig;
  return (
    <>
      <div
        id="webview-escape"
        hidden
        className="fixed inset-x-0 bottom-0 z-[70] border-t border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-950 shadow-lg"
      >
        <div className="mx-auto flex max-w-md items-center gap-3">
          <p className="flex-1">Untuk pengalaman terbaik, buka halaman ini di browser ponsel Anda.</p>
          <a href="/" className="shrink-0 rounded-lg bg-violet-700 px-3 py-2 font-semibold text-white">
            Buka di browser
          </a>
        </div>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, hashed into the CSP */}
      <script dangerouslySetInnerHTML={{ __html: nearStaticScript(appUrl) }} />
    </>
  );
}

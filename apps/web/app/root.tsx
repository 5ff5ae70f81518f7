import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { ErrorPage, notFoundStore } from "~/features/shell/error-page";
import { FlashToast } from "~/features/shell/flash-toast";
import { useBuildCheck } from "~/features/shell/use-build-check";
import { WebviewBanner } from "~/features/shell/webview-banner";
import { webviewEscapeFor } from "~/features/shell/webview-escape.server";
import { SpinnerOverlay } from "~/features/ui/spinner-overlay";
import { ToastArea } from "~/features/ui/toast-area";
import { ToastProvider } from "~/features/ui/toast-context";
import { PAGE_TITLE } from "~/lib/constants";
import { isSecureApp } from "~/lib/cookies.server";
import { takeFlash } from "~/lib/flash.server";
import { escapesInBrowser, isNearStatic, noScriptRefreshOf } from "~/lib/near-static";
import { useNonce } from "~/lib/nonce";
import { clearToken, getSession } from "~/lib/session.server";
import type { Route } from "./+types/root";
import "./app.css";

/** Session start (SPEC §4), the one-time flash, public settings and the webview escape. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  const secure = isSecureApp(context.publicConfig.appUrl);
  const headers = new Headers();
  // A token the API no longer accepts (expired, revoked, garbage) is dropped, and the page renders
  // as for a guest: a stale cookie must never send a buyer away from a storefront, checkout or
  // payment page (SPEC §4). Private pages redirect in their guard (`requireUser`), which also
  // says "Sesi berakhir" and keeps the page in `?redirectTo=`. The page cache is safe: a request
  // carrying `access_token` (read by the same parser, `@lapak/shared/cookies`) is never answered
  // from it nor stored (apps/api/src/web/page-cache.ts).
  if (session.status === "expired") headers.append("Set-Cookie", clearToken(context));
  const { flash, clear } = takeFlash(request, secure);
  if (clear) headers.append("Set-Cookie", clear);
  const { appUrl, googleClientId, buildId, platformFeePercent, holdDays } = context.publicConfig;
  return data(
    {
      user: session.status === "user" ? session.user : null,
      publicConfig: { appUrl, googleClientId, buildId, platformFeePercent, holdDays },
      flash,
      webview: webviewEscapeFor(request, appUrl),
    },
    { headers },
  );
}

/** The default title and description; public pages replace them with their own (and Open Graph). */
export function meta() {
  return [
    { title: PAGE_TITLE },
    {
      name: "description",
      content: "Lapak — jual produk digital, kumpulkan email, dan bagikan tautan dari satu toko.",
    },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  // Near-static pages (DESIGN §6) are never hydrated: no React, no router scripts.
  const hydrate = !isNearStatic(matches);
  // A page that follows something without JavaScript (the pending payment page) reloads itself.
  const refresh = noScriptRefreshOf(matches);
  return (
    <html lang="id" className="bg-slate-50 [color-scheme:light]">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6D28D9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The server sends Referrer-Policy: no-referrer, under which browsers send `Origin: null` with a
            plain form POST, and the CSRF checks (React Router's and the API's) then refuse forms posted
            before hydration. `same-origin` still sends nothing to other sites (DESIGN §5's aim). */}
        <meta name="referrer" content="same-origin" />
        <Meta />
        <Links />
        {refresh !== null ? (
          <noscript>
            <meta httpEquiv="refresh" content={String(refresh)} />
          </noscript>
        ) : null}
      </head>
      <body className="min-h-dvh font-sans text-slate-900 antialiased">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { flash, publicConfig, webview } = loaderData;
  useBuildCheck(publicConfig.buildId);
  // A near-static page is cached for every visitor, so it cannot depend on this one's User-Agent:
  // it runs the webview escape in the browser instead (NearStaticScripts). An unhydrated buyer page
  // (checkout, payment, order) shows the server's banner at the top, in the flow, so it never covers
  // the pay bar at the bottom.
  const matches = useMatches();
  const banner = webview && !escapesInBrowser(matches) ? webview.href : null;
  const buyerPage = isNearStatic(matches);
  return (
    <ToastProvider initial={flash ? [flash] : []}>
      <FlashToast flash={flash} />
      {banner && buyerPage ? <WebviewBanner href={banner} inline /> : null}
      <Outlet />
      <ToastArea />
      <SpinnerOverlay />
      {banner && !buyerPage ? <WebviewBanner href={banner} /> : null}
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return <ErrorPage notFound={notFound} gone={gone} store={notFound ? notFoundStore(error.data) : null} />;
}

/**
 * The visible side of the webview escape: a "Buka di browser" link (the fallback when the automatic
 * switch does not happen) and a small nonce'd inline script that switches after 1000 ms, before
 * the app's JavaScript has even loaded.
 */
import { WEBVIEW_REDIRECT_DELAY_MS } from "~/lib/constants";
import { useNonce } from "~/lib/nonce";

/**
 * Renders the banner and the redirect script for `href` (from `webviewEscapeFor`): fixed at the
 * bottom, or `inline` at the top of the page's flow (buyer pages, whose pay bar holds the bottom).
 */
export function WebviewBanner({ href, inline = false }: { href: string; inline?: boolean }) {
  const nonce = useNonce();
  const script = `setTimeout(function(){window.location.href=${JSON.stringify(href)}},${WEBVIEW_REDIRECT_DELAY_MS});`;
  return (
    <>
      <div
        data-testid="webview-banner"
        className={
          inline
            ? "border-b border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-950"
            : "fixed inset-x-0 bottom-0 z-[70] border-t border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-950 shadow-lg"
        }
      >
        <div className="mx-auto flex max-w-md items-center gap-3">
          <p className="flex-1">Untuk pengalaman terbaik, buka halaman ini di browser ponsel Anda.</p>
          <a href={href} className="shrink-0 rounded-lg bg-violet-700 px-3 py-2 font-semibold text-white">
            Buka di browser
          </a>
        </div>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script; href is JSON-encoded */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

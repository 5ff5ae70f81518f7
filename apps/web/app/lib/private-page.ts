/**
 * Checkout, payment and order pages are the buyer's own: their URLs are the key to an order
 * (DESIGN §5). They are never indexed, never cached, and their address is never sent on as a
 * `Referer`.
 */
import type { MetaDescriptor } from "react-router";

/**
 * Response headers of the three pages: `Referrer-Policy: no-referrer`, `X-Robots-Tag: noindex`
 * and `Cache-Control: private, no-store` (the checkout's idempotency key and the order's signed
 * download links are for one visit only).
 */
export function privatePageHeaders(): Headers {
  return new Headers({
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
    "Cache-Control": "private, no-store",
  });
}

/** `<title>` (`"<title> | Lapak"`) and `<meta name="robots" content="noindex">`. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Lapak` }, { name: "robots", content: "noindex" }];
}

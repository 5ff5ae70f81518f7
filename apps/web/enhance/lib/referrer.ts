/**
 * The page's referrer policy, from a script. Pages carry `<meta name="referrer" content="same-origin">`
 * (root.tsx: forms posted before hydration need an Origin), so a same-origin navigation hands the
 * next page this page's whole address as `document.referrer`; on the payment and order pages that
 * address holds the transaction id, and a seller's pixels report `document.referrer` (ADR 0026).
 */

/**
 * Sets this document's referrer policy to `no-referrer`: the `<meta name="referrer">` is changed
 * (or added), which the browser applies at once (HTML Living Standard, "Standard metadata names":
 * `referrer`). Every later request and navigation of the page then carries no `Referer`.
 */
export function sendNoReferrer(): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "referrer";
    document.head.append(meta);
  }
  meta.content = "no-referrer";
}

/** Whether `document.referrer` is a page of this site (whose address may hold a key). */
export function referredFromHere(): boolean {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

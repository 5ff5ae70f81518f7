/**
 * A buyer page's enhancement script (ADR 0010): an external ES module from `/assets`, allowed by
 * the CSP's `'self'` (no nonce, no hash). `src` comes from the loader (`enhanceScript()`).
 */
export function PageScript({ src }: { src: string | null }) {
  return src ? <script type="module" src={src} /> : null;
}

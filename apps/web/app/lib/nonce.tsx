/**
 * The CSP nonce of the response being rendered (DESIGN §6: `script-src 'self' 'nonce-…'`). The
 * server entry provides it around `<ServerRouter>`, so even an error page — whose loaders may not
 * have run — can put it on its scripts. In the browser it is "" (inline scripts only run once, from
 * the server's HTML).
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

/** The nonce every inline `<script>` must carry. */
export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * Response headers of every signed-in page (onboarding, dashboard, admin): never indexed, never
 * stored by a shared cache, and their addresses (`/dashboard/sales?id=…`, `/admin/activations/{id}`)
 * never sent to another site as a `Referer`. Exported as `headers` by the guard routes, which React
 * Router applies to every page below them that sets no headers of its own.
 */
export function accountPageHeaders(): Headers {
  return new Headers({
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "private, no-store",
  });
}

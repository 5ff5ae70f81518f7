/**
 * The Pelanggan screen's state in the URL (DASHBOARD-UX §4): `q` (search), `page` (how many pages
 * of 20 are shown) and `id` (the open sheet: the customer's opaque id, never the email).
 */

export const CUSTOMERS_PAGE_SIZE = 20;
/** The most pages the screen loads (500 customers); beyond that the search or the CSV are the way. */
export const CUSTOMERS_MAX_PAGES = 25;

export interface CustomersView {
  q: string;
  page: number;
  id: string | null;
}

/** The open sheet's customer id in `params`, when well-formed. */
export function sheetIdOf(params: URLSearchParams): string | null {
  const id = params.get("id");
  return id && /^[0-9a-f]{16}$/.test(id) ? id : null;
}

/** Reads the state; malformed values fall back to their defaults. */
export function readCustomersView(params: URLSearchParams): CustomersView {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), CUSTOMERS_MAX_PAGES) : 1,
    id: sheetIdOf(params),
  };
}

/** `?…` for the current state with `changes` applied (`null` removes a param). */
export function customersHref(view: CustomersView, changes: Record<string, string | null>): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.page > 1) params.set("page", String(view.page));
  if (view.id) params.set("id", view.id);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "?";
}

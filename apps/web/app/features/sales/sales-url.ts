/**
 * The Penjualan screen's state, all in the URL (DASHBOARD-UX §0): `range` or `from`/`to` (WIB days,
 * default 30 days), `status` (default `paid`; `all` for every status; `refunded` for paid sales with
 * money given back, ADR 0020), `product`, `q`, `page` (how
 * many pages of 20 are shown) and `id` (the open sheet). Read here once and turned into API queries
 * and links, so the loader, the filters and the CSV link agree.
 */
import { type ResolvedRange, resolveRange } from "@lapak/shared/date-range";
import { TRANSACTION_STATUSES, type TransactionStatus } from "@lapak/shared/transaction-status";

/** Rows per "Muat lebih banyak". */
export const SALES_PAGE_SIZE = 20;
/** The most pages the screen loads (500 rows); beyond that the filters or the CSV are the way. */
export const SALES_MAX_PAGES = 25;

export type SalesStatusFilter = TransactionStatus | "all" | "refunded";
export const DEFAULT_SALES_STATUS: SalesStatusFilter = "paid";
export const DEFAULT_SALES_RANGE = "30d";

export interface SalesView {
  range: ResolvedRange;
  status: SalesStatusFilter;
  productId: string | null;
  q: string;
  /** 1 … SALES_MAX_PAGES. */
  page: number;
  /** The transaction whose sheet is open. */
  id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The open sheet's id in `params`, when well-formed (read from the live URL: opening a sheet does not reload). */
export function sheetIdOf(params: URLSearchParams): string | null {
  const id = params.get("id");
  return id && UUID.test(id) ? id : null;
}

/** Reads the screen's state from search params; anything malformed falls back to its default. */
export function readSalesView(params: URLSearchParams, now = new Date()): SalesView {
  const status = params.get("status");
  const product = params.get("product");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    range: resolveRange(params, { fallback: DEFAULT_SALES_RANGE, now }),
    status:
      status === "all" || status === "refunded" || (TRANSACTION_STATUSES as readonly string[]).includes(status ?? "")
        ? (status as SalesStatusFilter)
        : DEFAULT_SALES_STATUS,
    productId: product && UUID.test(product) ? product : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), SALES_MAX_PAGES) : 1,
    id: sheetIdOf(params),
  };
}

/** The filters as `GET /v1/transactions` (and its CSV export) params: `status`, `refund`, `from`, `to`, `productId`, `q`. */
export function salesFilterQuery(view: SalesView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.status === "refunded") {
    query.set("status", "paid");
    query.set("refund", "any");
  } else if (view.status !== "all") query.set("status", view.status);
  if (view.range.from) query.set("from", view.range.from);
  if (view.range.to) query.set("to", view.range.to);
  if (view.productId) query.set("productId", view.productId);
  if (view.q) query.set("q", view.q);
  return query;
}

/** Status, product and search at their defaults (the range is not a filter: the chips own it). */
export function filtersAtDefault(view: SalesView): boolean {
  return view.status === DEFAULT_SALES_STATUS && !view.productId && !view.q;
}

/** The URL params that hold the range as the person chose it (`range`, or `from` + `to`; none for the default). */
export function rangeParams(view: SalesView): [string, string][] {
  if (view.range.range === "custom" && view.range.from && view.range.to) {
    return [
      ["from", view.range.from],
      ["to", view.range.to],
    ];
  }
  return view.range.range === DEFAULT_SALES_RANGE ? [] : [["range", view.range.range]];
}

/** The screen's params without paging and sheet, in a stable order (what a filter change keeps). */
export function stateParams(view: SalesView, omit: ("status" | "product" | "q")[] = []): [string, string][] {
  const params = rangeParams(view);
  if (!omit.includes("status") && view.status !== DEFAULT_SALES_STATUS) params.push(["status", view.status]);
  if (!omit.includes("product") && view.productId) params.push(["product", view.productId]);
  if (!omit.includes("q") && view.q) params.push(["q", view.q]);
  return params;
}

/** `?…` for the current state with `changes` applied (`null` removes a param). */
export function salesHref(view: SalesView, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(stateParams(view));
  if (view.page > 1) params.set("page", String(view.page));
  if (view.id) params.set("id", view.id);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return `?${params}`;
}

/**
 * `/dashboard/sales` data: the filtered sales with their summary (`GET /v1/transactions`), the
 * seller's products for the "Produk" filter (`GET /v1/products`) and, with `?id=`, the sheet's
 * detail (`GET /v1/transactions/{id}/detail`). Each block fails on its own: the loader answers an
 * error flag instead of throwing, so the rest of the page still works (DASHBOARD-UX §0).
 */
import { wibDay } from "@lapak/shared/date";
import type { Product } from "@lapak/shared/schemas/product";
import type { SaleDetail, SalesList, SalesSummary } from "@lapak/shared/schemas/sales";
import type { SellerTransaction } from "@lapak/shared/schemas/transaction";
import type { AppLoadContext } from "react-router";
import { isOk } from "~/lib/api.server";
import { readSalesView, SALES_PAGE_SIZE, type SalesView, salesFilterQuery } from "../sales-url";

/** What a list row and the sheet's first paint need (the API's row without payment instructions). */
export type SaleRow = Pick<
  SellerTransaction,
  | "id"
  | "status"
  | "product"
  | "buyer"
  | "amount"
  | "fee"
  | "feeDetail"
  | "sellerNet"
  | "refundedNet"
  | "paymentMethodName"
  | "code"
  | "items"
  | "discount"
  | "discountCode"
  | "expiresAt"
  | "paidAt"
  | "availableAt"
  | "createdAt"
  | "refundedAmount"
  | "refundStatus"
  | "sandbox"
>;

export type SalesBlock =
  | { ok: true; rows: SaleRow[]; total: number; summary: SalesSummary }
  | { ok: false; rows: []; total: 0; summary: null };

/** The sheet's data, keyed by the id it was asked for; `notFound` for another seller's or an unknown id. */
export type SaleDetailResult =
  | { id: string; ok: true; detail: SaleDetail }
  | { id: string; ok: false; notFound: boolean };

const API_MAX_PER_PAGE = 100;

function toRow(tx: SellerTransaction): SaleRow {
  const { id, status, product, buyer, amount, fee, feeDetail, sellerNet, refundedNet, paymentMethodName } = tx;
  const {
    expiresAt,
    paidAt,
    availableAt,
    createdAt,
    refundedAmount,
    refundStatus,
    sandbox,
    code,
    items,
    discount,
    discountCode,
  } = tx;
  return {
    id,
    status,
    product,
    buyer,
    amount,
    fee,
    feeDetail,
    sellerNet,
    refundedNet,
    paymentMethodName,
    code,
    items,
    discount,
    discountCode,
    expiresAt,
    paidAt,
    availableAt,
    createdAt,
    refundedAmount,
    refundStatus,
    sandbox,
  };
}

/** The first `view.page` × 20 rows of the filter (in API pages of ≤ 100), its total and summary. */
async function loadRows(context: AppLoadContext, token: string, view: SalesView): Promise<SalesBlock> {
  const wanted = view.page * SALES_PAGE_SIZE;
  const perPage = Math.min(wanted, API_MAX_PER_PAGE);
  const pages = Math.ceil(wanted / perPage);
  const filters = salesFilterQuery(view);
  const responses = await Promise.all(
    Array.from({ length: pages }, (_, index) => {
      const query = new URLSearchParams(filters);
      query.set("page", String(index + 1));
      query.set("perPage", String(perPage));
      return context.api<SalesList>(`/transactions?${query}`, { token });
    }),
  );
  const first = responses[0];
  if (!first || !responses.every(isOk)) return { ok: false, rows: [], total: 0, summary: null };
  const rows = responses.flatMap((response) => response.body.data.map(toRow)).slice(0, wanted);
  return { ok: true, rows, total: first.body.meta.total, summary: first.body.meta.summary };
}

/** Whether the seller has any transaction at all (a new seller gets another empty state). */
async function hasAnySale(context: AppLoadContext, token: string): Promise<boolean> {
  const response = await context.api<SalesList>("/transactions?perPage=1", { token });
  return !isOk(response) || response.body.meta.total > 0;
}

/** One transaction's detail for the sheet (`GET /v1/transactions/{id}/detail`). */
export async function loadSaleDetail(context: AppLoadContext, token: string, id: string): Promise<SaleDetailResult> {
  const response = await context.api<{ data: SaleDetail }>(`/transactions/${encodeURIComponent(id)}/detail`, {
    token,
  });
  if (isOk(response)) return { id, ok: true, detail: response.body.data };
  return { id, ok: false, notFound: response.status === 404 };
}

/** Everything the screen shows on first paint, from the request's URL; `now` is the server's time. */
export async function loadSales(
  { request, context, token }: { request: Request; context: AppLoadContext; token: string },
  now = new Date(),
) {
  const view = readSalesView(new URL(request.url).searchParams, now);
  const [sales, products, detail] = await Promise.all([
    loadRows(context, token, view),
    context.api<{ data: Product[] }>("/products", { token }),
    view.id ? loadSaleDetail(context, token, view.id) : null,
  ]);
  const isNewSeller = sales.ok && sales.total === 0 ? !(await hasAnySale(context, token)) : false;
  return {
    view,
    today: wibDay(now),
    now: now.toISOString(),
    sales,
    isNewSeller,
    products: isOk(products)
      ? products.body.data.map(({ id, title, type }) => ({ id, title, type }))
      : ([] as Pick<Product, "id" | "title" | "type">[]),
    detail,
  };
}

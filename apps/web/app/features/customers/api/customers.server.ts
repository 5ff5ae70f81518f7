/**
 * `/dashboard/customers` data: the seller's customers (`GET /v1/customers`, `q`), the first
 * `page` × 20, and their total. A failed call comes back as an error flag so the page keeps
 * working (DASHBOARD-UX §0).
 */
import type { Customer } from "@lapak/shared/schemas/transaction";
import type { AppLoadContext } from "react-router";
import { isOk } from "~/lib/api.server";
import { CUSTOMERS_PAGE_SIZE, readCustomersView } from "../customers-url";

interface CustomerList {
  data: Customer[];
  meta: { total: number };
}

const API_MAX_PER_PAGE = 100;

/** Everything the screen shows, from the request's URL. */
export async function loadCustomers({
  request,
  context,
  token,
}: {
  request: Request;
  context: AppLoadContext;
  token: string;
}) {
  const view = readCustomersView(new URL(request.url).searchParams);
  const wanted = view.page * CUSTOMERS_PAGE_SIZE;
  const perPage = Math.min(wanted, API_MAX_PER_PAGE);
  const responses = await Promise.all(
    Array.from({ length: Math.ceil(wanted / perPage) }, (_, index) => {
      const query = new URLSearchParams({ page: String(index + 1), perPage: String(perPage) });
      if (view.q) query.set("q", view.q);
      return context.api<CustomerList>(`/customers?${query}`, { token });
    }),
  );
  const first = responses[0];
  if (!first || !responses.every(isOk)) {
    return { view, customers: { ok: false as const, rows: [] as Customer[], total: 0 } };
  }
  const rows = responses.flatMap((response) => response.body.data).slice(0, wanted);
  return { view, customers: { ok: true as const, rows, total: first.body.meta.total } };
}

/**
 * The operator's screens (DASHBOARD-UX §9): **Penjual** (`GET /v1/admin/sellers?q`, suspend /
 * unsuspend), **Pendapatan** (`GET /v1/admin/revenue?from&to`) and **Pengembalian Dana** (`GET
 * /v1/admin/refunds?status`, `POST /v1/admin/refunds {code, amount?, reason}` — ADR 0027 — and
 * `POST /v1/admin/refunds/{id}/done {reference}`).
 */

import type { AppLoadContext } from "react-router";
import { failureFrom, field, isOk, typedAmount } from "~/lib/api.server";
import { requireAdmin } from "~/lib/guards.server";
import type { RefundQueueStatus } from "../components/refund-queue";
import type { AdminRefund, AdminSeller, Revenue } from "../types";
import { fetchList, pageParam, redirectWithToast } from "./admin-api.server";

const PER_PAGE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?q=` (username or email) and `?page=`: the sellers, or null when the list failed. */
export async function loadSellers(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const query = new URLSearchParams({ page: String(pageParam(url)), perPage: String(PER_PAGE) });
  if (q) query.set("q", q);
  return { q, list: await fetchList<AdminSeller>(context, token, `/admin/sellers?${query}`) };
}

/** `intent=suspend` (with `reason`) or `intent=unsuspend` for seller `id`; back to the list with a toast. */
export async function sellerAction(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const form = await request.formData();
  const id = field(form, "id");
  const suspend = field(form, "intent") === "suspend";
  const response = await context.api<{ message?: string }>(
    `/admin/sellers/${encodeURIComponent(id)}/${suspend ? "suspend" : "unsuspend"}`,
    { method: "POST", token, ...(suspend ? { body: { reason: field(form, "reason") } } : {}) },
  );
  if (!isOk(response)) return { ...failureFrom(response), id };
  const url = new URL(request.url);
  return redirectWithToast(context, `${url.pathname}${url.search}`, response.body.message ?? "Penjual diperbarui");
}

/** `?from=&to=` (WIB days, optional): the platform's money, or null when it failed to load. */
export async function loadRevenue(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const query = new URLSearchParams();
  if (DAY.test(from)) query.set("from", from);
  if (DAY.test(to)) query.set("to", to);
  const response = await context.api<{ data: Revenue }>(`/admin/revenue?${query}`, { token });
  return {
    from: DAY.test(from) ? from : "",
    to: DAY.test(to) ? to : "",
    revenue: isOk(response) ? response.body.data : null,
  };
}

/** `?status=` (`manual` by default, or `succeeded`) and `?page=`: the refunds. */
export async function loadRefunds(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status: RefundQueueStatus = asked === "succeeded" || asked === "pending" ? asked : "manual";
  const list = await fetchList<AdminRefund>(
    context,
    token,
    `/admin/refunds?status=${status}&page=${pageParam(url)}&perPage=${PER_PAGE}`,
  );
  return { status, list };
}

/** The refunds page's two forms: `intent=book` books a refund by order code, else a manual one is marked done. */
export async function refundsAction(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const form = await request.formData();
  return field(form, "intent") === "book"
    ? bookRefundAction(request, context, token, form)
    : refundDoneAction(request, context, token, form);
}

/**
 * Books a refund of the sale with order code `code` (`amount` as typed, empty = what is left;
 * `reason`), also beyond the seller's balance (ADR 0027); back to the list with a toast, or the
 * failure with `id: "book"` and its field errors.
 */
async function bookRefundAction(request: Request, context: AppLoadContext, token: string, form: FormData) {
  const typed = typedAmount(form);
  if (!typed.ok) return { ...typed, id: "book" };
  const { amount } = typed;
  const response = await context.api<{ message?: string }>("/admin/refunds", {
    method: "POST",
    token,
    body: { code: field(form, "code"), amount, reason: field(form, "reason") },
  });
  if (!isOk(response)) return { ...failureFrom(response), id: "book" };
  const url = new URL(request.url);
  return redirectWithToast(
    context,
    `${url.pathname}${url.search}`,
    response.body.message ?? "Pengembalian dana dicatat",
  );
}

/** Records the bank transfer of manual refund `id` (`reference`); back to the list with a toast. */
async function refundDoneAction(request: Request, context: AppLoadContext, token: string, form: FormData) {
  const id = field(form, "id");
  const response = await context.api<{ message?: string }>(`/admin/refunds/${encodeURIComponent(id)}/done`, {
    method: "POST",
    token,
    body: { reference: field(form, "reference") },
  });
  if (!isOk(response)) return { ...failureFrom(response), id };
  const url = new URL(request.url);
  return redirectWithToast(
    context,
    `${url.pathname}${url.search}`,
    response.body.message ?? "Pengembalian dana dicatat",
  );
}

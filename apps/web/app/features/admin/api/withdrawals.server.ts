/**
 * The payout screen (DASHBOARD-UX §8): withdrawals by status from `GET /v1/admin/withdrawals`
 * (pending oldest first, with the whole account number), and recording the outcome with
 * `POST …/{id}/paid {reference}` or `POST …/{id}/failed {reason}` (the money returns to the seller),
 * or sending it through the disbursement service with `POST …/{id}/disburse` (ADR 0009).
 */
import type { AppLoadContext } from "react-router";
import { failureFrom, field, isOk } from "~/lib/api.server";
import { requireAdmin } from "~/lib/guards.server";
import type { AdminWithdrawal, WithdrawalStatus } from "../types";
import { fetchList, pageParam, redirectWithToast } from "./admin-api.server";

const STATUSES: WithdrawalStatus[] = ["pending", "paid", "failed"];
const PER_PAGE = 20;

/** `?status=` (default `pending`) and `?page=`: the list, the count pending (for the tab) and the time now. */
export async function loadWithdrawalQueue(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status") as WithdrawalStatus | null;
  const status = asked && STATUSES.includes(asked) ? asked : "pending";
  const page = pageParam(url);
  const [list, pending] = await Promise.all([
    fetchList<AdminWithdrawal>(context, token, `/admin/withdrawals?status=${status}&page=${page}&perPage=${PER_PAGE}`),
    status === "pending"
      ? null
      : fetchList<AdminWithdrawal>(context, token, "/admin/withdrawals?status=pending&perPage=1"),
  ]);
  return {
    status,
    list,
    pendingCount: status === "pending" ? (list?.meta.total ?? null) : (pending?.meta.total ?? null),
    now: Date.now(),
  };
}

/**
 * `intent=paid` (with `reference`), `intent=failed` (with `reason`) or `intent=disburse` (send it
 * through the disbursement service) for withdrawal `id`. Success
 * redirects back to the same list with a toast; a failure (409 when already settled, 422 on the
 * field) comes back with the withdrawal's id so the right card shows it.
 */
export async function settleWithdrawalAction(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const form = await request.formData();
  const id = field(form, "id");
  const intent = field(form, "intent");
  const path = `/admin/withdrawals/${encodeURIComponent(id)}`;
  const response =
    intent === "disburse"
      ? await context.api<{ message?: string }>(`${path}/disburse`, { method: "POST", token })
      : intent === "paid"
        ? await context.api<{ message?: string }>(`${path}/paid`, {
            method: "POST",
            token,
            body: { reference: field(form, "reference") },
          })
        : await context.api<{ message?: string }>(`${path}/failed`, {
            method: "POST",
            token,
            body: { reason: field(form, "reason") },
          });
  if (!isOk(response)) return { ...failureFrom(response), id };
  const url = new URL(request.url);
  return redirectWithToast(context, `${url.pathname}${url.search}`, response.body.message ?? "Penarikan diperbarui");
}

/**
 * `/dashboard` ("Beranda", DASHBOARD-UX §2): the checklist and the balance block the first paint;
 * the summary tiles and the recent sales are streamed (promises React Router resolves after the
 * shell), each failing on its own. Sales come from transactions, money from the ledger, visits from
 * the daily rollup — one WIB day, computed on the server.
 */

import { resolveRange } from "@lapak/shared/date-range";
import { conversionRate } from "@lapak/shared/sales-metrics";
import type { Activation, Checklist, Withdrawal } from "@lapak/shared/schemas/account";
import type { Balance, SellerTransaction } from "@lapak/shared/schemas/transaction";
import type { AppLoadContext } from "react-router";
import { isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";

type SalesSummary = { paidCount: number; amount: number; fee: number; sellerNet: number };
type SalesList = { data: SellerTransaction[]; meta: { total: number; summary?: SalesSummary } };
type Day = { date: string; views: number; visitors: number };

/** The four tiles: net and count today and over 7 days, visitors and conversion over 7 days. */
export interface HomeTiles {
  today: { sellerNet: number; paidCount: number };
  week: { sellerNet: number; paidCount: number };
  visitors: number;
  /** Sales ÷ unique visitors over the same 7 days (`@lapak/shared/sales-metrics`); null without visitors. */
  conversion: number | null;
  /** Active members and this WIB month's membership revenue (ADR 0049); null for a seller without memberships. */
  memberships: { activeMembers: number; monthRevenue: number; monthPasses: number } | null;
}

type MembershipSummary = {
  hasMemberships: boolean;
  activeMembers: number;
  monthRevenue: number;
  monthPasses: number;
};

async function salesSummary(context: AppLoadContext, token: string, from: string, to: string) {
  const response = await context.api<SalesList>(`/transactions?status=paid&perPage=1&from=${from}&to=${to}`, { token });
  if (!isOk(response) || !response.body.meta.summary) throw new Error("sales summary");
  const { sellerNet, paidCount } = response.body.meta.summary;
  return { sellerNet, paidCount };
}

async function loadTiles(context: AppLoadContext, token: string, now: Date): Promise<HomeTiles> {
  const today = resolveRange(new URLSearchParams("range=today"), { now });
  const week = resolveRange(new URLSearchParams("range=7d"), { now });
  const range = `from=${week.from}&to=${week.to}`;
  const [todaySales, weekSales, days, members] = await Promise.all([
    salesSummary(context, token, today.from as string, today.to as string),
    salesSummary(context, token, week.from as string, week.to as string),
    context.api<{ data: Day[] }>(`/traffics/daily?${range}`, { token }),
    context.api<{ data: MembershipSummary }>("/memberships/summary", { token }),
  ]);
  if (!isOk(days)) throw new Error("traffic");
  const visitors = days.body.data.reduce((sum, d) => sum + d.visitors, 0);
  const summary = isOk(members) && members.body.data.hasMemberships ? members.body.data : null;
  return {
    today: todaySales,
    week: weekSales,
    visitors,
    conversion: conversionRate(weekSales.paidCount, visitors),
    memberships: summary
      ? { activeMembers: summary.activeMembers, monthRevenue: summary.monthRevenue, monthPasses: summary.monthPasses }
      : null,
  };
}

async function loadRecentSales(context: AppLoadContext, token: string): Promise<SellerTransaction[]> {
  const response = await context.api<SalesList>("/transactions?status=paid&perPage=5", { token });
  if (!isOk(response)) throw new Error("recent sales");
  return response.body.data;
}

export async function loadHome(request: Request, context: AppLoadContext) {
  const { user, token } = await requireCompleteUser(request, context);
  const now = new Date();
  const [checklist, balance, activation, withdrawals, products] = await Promise.all([
    context.api<{ data: Checklist }>("/account/checklist", { token }),
    context.api<{ data: Balance }>("/balance", { token }),
    context.api<{ data: Activation }>("/account/activation", { token }),
    context.api<{ data: Withdrawal[] }>("/withdrawals?perPage=1", { token }),
    context.api<{ data: unknown[] }>("/products", { token }),
  ]);
  const latestWithdrawal = isOk(withdrawals) ? (withdrawals.body.data[0] ?? null) : null;
  return {
    name: user.name,
    storeUrl: paths.storefront(context.publicConfig.appUrl, user.username ?? ""),
    loadedAt: now.toISOString(),
    checklist: isOk(checklist) ? checklist.body.data : null,
    balance: isOk(balance) ? balance.body.data : null,
    activation: isOk(activation) ? activation.body.data : null,
    failedWithdrawal: latestWithdrawal?.status === "failed" ? latestWithdrawal : null,
    productCount: isOk(products) ? products.body.data.length : 0,
    tiles: loadTiles(context, token, now),
    recentSales: loadRecentSales(context, token),
  };
}

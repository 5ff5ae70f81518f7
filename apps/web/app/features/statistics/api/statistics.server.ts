/**
 * `/dashboard/statistics` (DASHBOARD-UX §5): the range from the URL (default 30 days; "Semua waktu"
 * reads as 30 days and a custom range is capped at the API's longest), then the four statistics
 * calls, the daily sales and the sales per source in parallel. Each block gets its own result, so a failing call fails
 * only its block.
 */
import { wibDay } from "@lapak/shared/date";
import type { SalesSource } from "@lapak/shared/schemas/tracking";
import {
  MAX_RANGE_DAYS,
  type SalesDay,
  type TrafficCity,
  type TrafficDay,
  type TrafficPage,
  type TrafficSource,
} from "@lapak/shared/schemas/traffic";
import type { AppLoadContext } from "react-router";
import { isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { shiftDay, statisticsRange } from "../statistics-range";

/** One block's rows, or `null` when its call failed (the block shows its own error card). */
export type BlockResult<T> = T[] | null;

/** The seller's statistics and daily sales for the range in the URL, each call's result on its own. */
export async function loadStatistics(request: Request, context: AppLoadContext) {
  const { user, token } = await requireCompleteUser(request, context);
  const now = new Date();
  const range = statisticsRange(new URL(request.url).searchParams, now);
  const today = wibDay(now);
  const get = async <T>(path: string, from = range.from, to = range.to): Promise<BlockResult<T>> => {
    try {
      const response = await context.api<{ data: T[] }>(`${path}?from=${from}&to=${to}`, { token });
      return isOk(response) ? response.body.data : null;
    } catch {
      return null;
    }
  };
  const membershipSummary = async () => {
    try {
      const response = await context.api<{
        data: { hasMemberships: boolean; activeMembers: number; monthRevenue: number; monthPasses: number };
      }>("/memberships/summary", { token });
      return isOk(response) && response.body.data.hasMemberships ? response.body.data : null;
    } catch {
      return null;
    }
  };
  const [daily, pages, cities, sources, sales, salesSources, memberships] = await Promise.all([
    get<TrafficDay>("/traffics/daily"),
    get<TrafficPage>("/traffics/page"),
    get<TrafficCity>("/traffics/city"),
    get<TrafficSource>("/traffics/source"),
    get<SalesDay>("/transactions/daily"),
    get<SalesSource>("/transactions/sources"),
    membershipSummary(),
  ]);
  // A store nobody has opened yet reads differently from a quiet range: with no views in the
  // range, look back over the longest range the API serves, up to today.
  let everViewed = true;
  if (daily?.every((day) => day.views === 0)) {
    const year = await get<TrafficDay>("/traffics/daily", shiftDay(today, -(MAX_RANGE_DAYS - 1)), today);
    everViewed = year ? year.some((day) => day.views > 0) : true;
  }
  return {
    range,
    today,
    storeUrl: paths.storefront(context.publicConfig.appUrl, user.username ?? ""),
    everViewed,
    daily,
    pages,
    cities,
    sources,
    sales,
    salesSources,
    /** Active members and this WIB month's membership revenue (ADR 0049); null without memberships. */
    memberships,
  };
}

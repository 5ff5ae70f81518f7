/**
 * The seller's statistics for an inclusive range of WIB days, read from `traffic_totals` (one row
 * per seller, dimension, day and value; primary key on seller, dimension, day): a 30-day read
 * touches at most a few hundred rows, whatever the number of views (DESIGN §6). `visitors` per
 * day, city and source are the day's distinct visitors booked on their first view; per page they
 * are the page's distinct visitors of each day, summed over the range.
 */
import { type Db, tables } from "@lapak/db";
import type { ProductType } from "@lapak/shared/schemas/product";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { daysBetween } from "./day-range";

type Range = { sellerId: string; from: string; to: string };
type Dimension = (typeof tables.trafficTotals.$inferSelect)["dimension"];

function inRange(dimension: Dimension, { sellerId, from, to }: Range) {
  const t = tables.trafficTotals;
  return and(eq(t.sellerId, sellerId), eq(t.dimension, dimension), gte(t.day, from), lte(t.day, to));
}

const views = sql<number>`coalesce(sum(${tables.trafficTotals.views}), 0)::int`.mapWith(Number);
const visitors = sql<number>`coalesce(sum(${tables.trafficTotals.visitors}), 0)::int`.mapWith(Number);

/** `GET /v1/traffics/daily`: one row per day of the range, 0 for a day without views. */
export async function trafficByDay(db: Db, range: Range) {
  const t = tables.trafficTotals;
  const rows = await db
    .select({ date: t.day, views: t.views, visitors: t.visitors })
    .from(t)
    .where(inRange("day", range));
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysBetween(range.from, range.to).map((date) => byDay.get(date) ?? { date, views: 0, visitors: 0 });
}

/** `GET /v1/traffics/page`: pages by views, most first, with the product's current title and type. */
export async function trafficByPage(db: Db, range: Range) {
  const t = tables.trafficTotals;
  const p = tables.products;
  return db
    .select({
      page: t.key,
      kind: sql<"store" | "product" | "click">`${t.kind}`,
      productId: t.productId,
      title: sql<string | null>`max(${p.title})`,
      productType: sql<ProductType | null>`max(${p.type})`,
      views,
      visitors,
    })
    .from(t)
    .leftJoin(p, eq(p.id, t.productId))
    .where(inRange("page", range))
    .groupBy(t.key, t.kind, t.productId)
    .orderBy(desc(views), t.key);
}

/** `GET /v1/traffics/city`: cities by views, most first; `""` = unknown. */
export async function trafficByCity(db: Db, range: Range) {
  const t = tables.trafficTotals;
  return db
    .select({ city: t.key, views, visitors })
    .from(t)
    .where(inRange("city", range))
    .groupBy(t.key)
    .orderBy(desc(views), t.key);
}

/** `GET /v1/traffics/source`: sources by views, most first; `""` = direct. */
export async function trafficBySource(db: Db, range: Range) {
  const t = tables.trafficTotals;
  return db
    .select({ source: t.key, views, visitors })
    .from(t)
    .where(inRange("source", range))
    .groupBy(t.key)
    .orderBy(desc(views), t.key);
}

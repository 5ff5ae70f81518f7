/**
 * The seller's statistics from the daily rollup (`traffic_daily`), for an inclusive range of WIB
 * days: reads scan only the seller's rows of those days (index on seller, day), never raw views.
 * `visitors` per day, city and source are the day's distinct visitors booked on their first view;
 * per page they are the page's distinct visitors of each day, summed over the range.
 */
import { type Db, tables } from "@lapak/db";
import type { ProductType } from "@lapak/shared/schemas/product";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { daysBetween } from "./day-range";

type Range = { sellerId: string; from: string; to: string };

function inRange({ sellerId, from, to }: Range) {
  const t = tables.trafficDaily;
  return and(eq(t.sellerId, sellerId), gte(t.day, from), lte(t.day, to));
}

const views = sql<number>`coalesce(sum(${tables.trafficDaily.views}), 0)::int`.mapWith(Number);
const entries = sql<number>`coalesce(sum(${tables.trafficDaily.entries}), 0)::int`.mapWith(Number);

/** `GET /v1/traffics/daily`: one row per day of the range, 0 for a day without views. */
export async function trafficByDay(db: Db, range: Range) {
  const t = tables.trafficDaily;
  const rows = await db.select({ date: t.day, views, visitors: entries }).from(t).where(inRange(range)).groupBy(t.day);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysBetween(range.from, range.to).map((date) => byDay.get(date) ?? { date, views: 0, visitors: 0 });
}

/** `GET /v1/traffics/page`: pages by views, most first, with the product's current title and type. */
export async function trafficByPage(db: Db, range: Range) {
  const t = tables.trafficDaily;
  const p = tables.products;
  return db
    .select({
      page: t.path,
      kind: t.kind,
      productId: t.productId,
      title: sql<string | null>`max(${p.title})`,
      productType: sql<ProductType | null>`max(${p.type})`,
      views,
      visitors: sql<number>`coalesce(sum(${t.visitors}), 0)::int`.mapWith(Number),
    })
    .from(t)
    .leftJoin(p, eq(p.id, t.productId))
    .where(inRange(range))
    .groupBy(t.path, t.kind, t.productId)
    .orderBy(desc(views), t.path);
}

/** `GET /v1/traffics/city`: cities by views, most first; `""` = unknown. */
export async function trafficByCity(db: Db, range: Range) {
  const t = tables.trafficDaily;
  return db
    .select({ city: t.city, views, visitors: entries })
    .from(t)
    .where(inRange(range))
    .groupBy(t.city)
    .orderBy(desc(views), t.city);
}

/** `GET /v1/traffics/source`: sources by views, most first; `""` = direct. */
export async function trafficBySource(db: Db, range: Range) {
  const t = tables.trafficDaily;
  return db
    .select({ source: t.source, views, visitors: entries })
    .from(t)
    .where(inRange(range))
    .groupBy(t.source)
    .orderBy(desc(views), t.source);
}

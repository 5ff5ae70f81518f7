/**
 * Bulk statistics for one seller, straight into the daily rollups (`traffic_daily`, and the
 * `traffic_totals` the endpoints read, derived from it), to measure the statistics endpoints at
 * scale (DESIGN §6: < 100 ms over 1,000,000 recorded views) and to see the Statistik screen full.
 * One SQL statement spreads `views` over `days` WIB days ending `today`, the
 * seller's store page and live products, about forty cities and a dozen sources, with a growing
 * trend, a weekly rhythm and deterministic noise, so reruns give the same numbers.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { products, trafficDaily, trafficTotals, users } from "./schema";

/** Share of views per city (geoip-lite names); `""` = unknown. */
const CITIES: [string, number][] = [
  ["Jakarta", 22],
  ["Surabaya", 8],
  ["Bandung", 7],
  ["Medan", 5],
  ["Bekasi", 4],
  ["Tangerang", 4],
  ["Depok", 3],
  ["Semarang", 3],
  ["Yogyakarta", 3],
  ["Makassar", 3],
  ["Palembang", 2.5],
  ["Bogor", 2.5],
  ["Malang", 2],
  ["Denpasar", 2],
  ["Batam", 1.5],
  ["Pekanbaru", 1.5],
  ["Bandar Lampung", 1.2],
  ["Padang", 1.2],
  ["Balikpapan", 1],
  ["Samarinda", 1],
  ["Pontianak", 1],
  ["Banjarmasin", 1],
  ["Manado", 0.8],
  ["Surakarta", 0.8],
  ["Cirebon", 0.6],
  ["Jambi", 0.6],
  ["Mataram", 0.5],
  ["Kupang", 0.4],
  ["Jayapura", 0.3],
  ["Ambon", 0.3],
  ["Kendari", 0.3],
  ["Palu", 0.3],
  ["Bengkulu", 0.3],
  ["Serang", 0.5],
  ["Sidoarjo", 0.6],
  ["Purwokerto", 0.4],
  ["Tasikmalaya", 0.4],
  ["Kediri", 0.3],
  ["Singapore", 0.3],
  ["Kuala Lumpur", 0.2],
  ["", 6],
];

/** Share of views per source (`traffic-source.ts` names); `""` = direct. */
const SOURCES: [string, number][] = [
  ["instagram", 32],
  ["tiktok", 22],
  ["whatsapp", 14],
  ["", 10],
  ["internal", 9],
  ["google", 6],
  ["facebook", 3],
  ["x", 1.5],
  ["youtube", 1],
  ["line", 0.5],
  ["telegram", 0.5],
  ["blog.contoh.id", 0.5],
];

export interface SeedTrafficOptions {
  /** The seller whose store gets the views. */
  username: string;
  /** Views in all (default 1,000,000). */
  views?: number;
  /** WIB days ending `today`, inclusive (default 90). */
  days?: number;
  /** The last WIB day, `YYYY-MM-DD`. */
  today: string;
}

/**
 * Replaces the seller's rollup rows of the `days` days ending `today` with exactly `views` views.
 * Returns the rows written and the views they hold. Throws when no seller has `username`.
 */
export async function seedTraffic(
  db: Db,
  { username, views = 1_000_000, days = 90, today }: SeedTrafficOptions,
): Promise<{ rows: number; views: number; pages: number }> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (!seller) throw new Error(`No seller with the username "${username}".`);
  const live = await db
    .select({ id: products.id, slug: products.slug, type: products.type })
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.status, "published"), isNull(products.deletedAt)))
    .orderBy(products.position);
  // The store page takes the most; each product after it about 0.6 of the one before.
  const pages = [
    { path: `/${username}`, kind: "store", product_id: null, w: 40 },
    ...live.map((product, i) => ({
      path: `/${username}/${product.slug}`,
      kind: product.type === "external_url" ? "click" : "product",
      product_id: product.id,
      w: 30 * 0.6 ** i,
    })),
  ];
  const json = (rows: [string, number][]) => JSON.stringify(rows.map(([name, w]) => ({ name, w })));
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from ${trafficDaily} where seller_id = ${seller.id} and day between ${first} and ${today}`,
    );
    await tx.execute(
      sql`delete from ${trafficTotals} where seller_id = ${seller.id} and day between ${first} and ${today}`,
    );
    // Largest-remainder rounding makes the total exactly `views`; combinations that round to 0
    // are not written, as the live counter would never have created them.
    await tx.execute(sql`
      with dims as (
        select (${today}::date - i) as day, i, p.path, p.kind, p.product_id, c.name as city, s.name as source,
          (0.6 + 0.4 * (${days} - 1 - i) / greatest(${days} - 1, 1))
            * (1 + 0.2 * sin(2 * pi() * i / 7))
            * (0.5 + (abs(hashtext(i::text || p.path || c.name || s.name)) % 1000) / 1000.0)
            * p.w * c.w * s.w as w
        from generate_series(0, ${days} - 1) as i
        cross join jsonb_to_recordset(${JSON.stringify(pages)}::jsonb) as p(path text, kind text, product_id uuid, w float8)
        cross join jsonb_to_recordset(${json(CITIES)}::jsonb) as c(name text, w float8)
        cross join jsonb_to_recordset(${json(SOURCES)}::jsonb) as s(name text, w float8)
        -- Nobody arrives at the store page from the store itself.
        where not (s.name = 'internal' and p.kind = 'store')
      ), shares as (
        select *, ${views}::float8 * w / sum(w) over () as exact from dims
      ), rounded as (
        select *, floor(exact)::int as base, exact - floor(exact) as frac from shares
      ), counted as (
        select *, base + case
          when row_number() over (order by frac desc, i, path, city, source) <= ${views} - sum(base) over () then 1
          else 0 end as views
        from rounded
      )
      insert into traffic_daily (seller_id, day, path, kind, product_id, city, source, views, visitors, entries)
      select ${seller.id}, day, path, kind, product_id, city, source, views,
        greatest(1, round(views * 0.72))::int,
        case when source = 'internal' then 0 else greatest(1, round(views * 0.6))::int end
      from counted where views > 0`);
    // The per-dimension totals the statistics read, as the live counter would have written them.
    await tx.execute(sql`
      with detail as (
        select * from traffic_daily where seller_id = ${seller.id} and day between ${first} and ${today}
      )
      insert into traffic_totals (seller_id, dimension, day, key, kind, product_id, views, visitors)
      select seller_id, 'day', day, '', '', null, sum(views)::int, sum(entries)::int from detail group by seller_id, day
      union all
      select seller_id, 'page', day, path, kind, (array_agg(product_id))[1], sum(views)::int, sum(visitors)::int
      from detail group by seller_id, day, path, kind
      union all
      select seller_id, 'city', day, city, '', null, sum(views)::int, sum(entries)::int from detail group by seller_id, day, city
      union all
      select seller_id, 'source', day, source, '', null, sum(views)::int, sum(entries)::int
      from detail group by seller_id, day, source`);
    const [total] = await tx
      .select({
        rows: sql<number>`count(*)::int`.mapWith(Number),
        views: sql<number>`coalesce(sum(${trafficDaily.views}), 0)::int`.mapWith(Number),
      })
      .from(trafficDaily)
      .where(sql`${trafficDaily.sellerId} = ${seller.id} and ${trafficDaily.day} between ${first} and ${today}`);
    return { ...total, pages: pages.length };
  });
}

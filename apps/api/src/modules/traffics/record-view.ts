import { createHash, createHmac } from "node:crypto";
import { type Db, tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { CityLookup } from "../../integrations/geoip/city-lookup";
import type { Deps } from "../../lib/deps";
import { trafficSource } from "./traffic-source";

/** One public page view or external-link click, as the server sees it. */
export interface ViewInput {
  /** `/{username}` or `/{username}/{slug}`. */
  path: string;
  referrer?: string | null;
  /** `utm_source`, if any. */
  source?: string | null;
  ip: string;
  userAgent: string | undefined;
  /** The signed-in user making the request, if any: a seller's own visits are not counted. */
  viewerId?: string | null;
  /** `click` for an external-link product opened through `/{username}/{slug}`. */
  click?: boolean;
  now?: Date;
}

/**
 * New visitors one IP may add to one store per minute (DESIGN §4 "Traffic"): a script that
 * rotates user agents behind one address adds at most this many. A burst cap, not a daily one:
 * mobile carriers put many buyers behind one IP (CGNAT), and they keep counting minute after minute.
 */
export const NEW_VISITORS_PER_IP_PER_MINUTE = 3;
const MINUTE_MS = 60_000;

/**
 * The daily salt keeps a visitor hash useful for one WIB day only: HMAC(APP_SECRET, day), so every
 * instance computes the same one without storing it. `ipHash` is the same for the IP alone.
 */
function visitorHashes(secret: string, day: string, ip: string, userAgent: string) {
  const salt = createHmac("sha256", secret).update(`traffic-visitor:${day}`).digest();
  const hash = (text: string) => createHash("sha256").update(salt).update(text).digest("base64url").slice(0, 22);
  return { visitorHash: hash(`${ip}\n${userAgent}`), ipHash: hash(`ip\n${ip}`) };
}

/** The seller and product a public path names, or null when it names nothing live. */
async function resolvePath(db: Db, path: string) {
  const [username, slug, ...rest] = path.toLowerCase().split("/").filter(Boolean);
  if (!username || rest.length > 0) return null;
  const [seller] = await db
    .select({ id: tables.users.id })
    .from(tables.users)
    .where(eq(tables.users.username, username))
    .limit(1);
  if (!seller) return null;
  if (!slug) return { sellerId: seller.id, path: `/${username}`, productId: null, type: null };
  const p = tables.products;
  const [product] = await db
    .select({ id: p.id, type: p.type })
    .from(p)
    .where(and(eq(p.sellerId, seller.id), eq(p.slug, slug), eq(p.status, "published"), isNull(p.deletedAt)))
    .limit(1);
  if (!product) return null;
  return { sellerId: seller.id, path: `/${username}/${slug}`, productId: product.id, type: product.type };
}

/**
 * `POST /v1/traffics` (and the click route): counts one view in the daily rollup (DESIGN §4
 * "Traffic"). Not counted: bots (`isbot`), requests without a user agent, the seller's own visits,
 * and paths that name no live store or product. One SQL statement books the view, the page's new
 * visitor and the store's new visitor of the day in `traffic_daily` and in the per-dimension
 * `traffic_totals` the statistics read, so concurrent beacons never lose a count. A visitor not yet
 * counted today first takes a place in its IP's minute for this store (`traffic_ip_windows`, at
 * most `NEW_VISITORS_PER_IP_PER_MINUTE`, taken by an atomic upsert so parallel beacons cannot
 * overshoot, and shared by every instance through the database); without one the view still
 * counts but adds no visitor, and the visitor is not remembered, so a real person left out is
 * counted on a later beacon. The IP is used for the city and the hashes, then dropped. Returns
 * whether the view was counted.
 */
export async function recordView(
  { db, config, cityOf }: Pick<Deps, "db" | "config"> & { cityOf: CityLookup },
  input: ViewInput,
): Promise<boolean> {
  const userAgent = input.userAgent?.slice(0, 500);
  if (!userAgent || isbot(userAgent)) return false;
  const target = await resolvePath(db, input.path.split("?")[0]);
  if (!target || target.sellerId === input.viewerId) return false;
  if (input.click && target.type !== "external_url") return false;

  const now = input.now ?? new Date();
  const day = wibDay(now);
  const kind = input.click ? "click" : target.productId ? "product" : "store";
  const { visitorHash: hash, ipHash } = visitorHashes(config.appSecret, day, input.ip, userAgent);
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const city = cityOf(input.ip);
  const source = trafficSource({ source: input.source, referrer: input.referrer, appUrl: config.appUrl });
  const scope = `${kind}:${target.path}`;
  // `seen`: already counted in this store today. `place`: else one of the IP's places this minute
  // (the upsert's WHERE leaves a full minute unchanged and returns nothing). Parallel beacons of one
  // new visitor may each take a place; the cap only ever errs towards counting fewer.
  await db.execute(sql`
    with seen as (
      select 1 from traffic_visitors
      where seller_id = ${target.sellerId} and day = ${day} and scope = '' and visitor_hash = ${hash}
    ), place as (
      insert into traffic_ip_windows (seller_id, ip_hash, window_start, visitors)
      select ${target.sellerId}, ${ipHash}, ${minute.toISOString()}::timestamptz, 1
      where not exists (select 1 from seen)
      on conflict (seller_id, ip_hash, window_start) do update set visitors = traffic_ip_windows.visitors + 1
        where traffic_ip_windows.visitors < ${NEW_VISITORS_PER_IP_PER_MINUTE}
      returning 1
    ), entry as (
      insert into traffic_visitors (seller_id, day, scope, visitor_hash)
      select ${target.sellerId}, ${day}, '', ${hash} where exists (select 1 from place)
      on conflict do nothing returning 1
    ), page as (
      insert into traffic_visitors (seller_id, day, scope, visitor_hash)
      select ${target.sellerId}, ${day}, ${scope}, ${hash}
      where exists (select 1 from seen) or exists (select 1 from place)
      on conflict do nothing returning 1
    ), totals as (
      insert into traffic_totals (seller_id, dimension, day, key, kind, product_id, views, visitors)
      values
        (${target.sellerId}, 'day', ${day}, '', '', null, 1, (select count(*) from entry)),
        (${target.sellerId}, 'page', ${day}, ${target.path}, ${kind}, ${target.productId}::uuid, 1, (select count(*) from page)),
        (${target.sellerId}, 'city', ${day}, ${city}, '', null, 1, (select count(*) from entry)),
        (${target.sellerId}, 'source', ${day}, ${source}, '', null, 1, (select count(*) from entry))
      on conflict (seller_id, dimension, day, key, kind) do update set
        views = traffic_totals.views + 1,
        visitors = traffic_totals.visitors + excluded.visitors
    )
    insert into traffic_daily (seller_id, day, path, kind, product_id, city, source, views, visitors, entries)
    values (${target.sellerId}, ${day}, ${target.path}, ${kind}, ${target.productId}, ${city}, ${source}, 1,
      (select count(*) from page), (select count(*) from entry))
    on conflict (seller_id, day, path, kind, city, source) do update set
      views = traffic_daily.views + 1,
      visitors = traffic_daily.visitors + excluded.visitors,
      entries = traffic_daily.entries + excluded.entries`);
  return true;
}

/**
 * Drops visitor hashes older than yesterday (WIB): they only tell whether someone was already
 * counted today; and the per-IP minutes older than an hour. Returns how many visitor hashes went.
 */
export async function pruneVisitorHashes(db: Db, now = new Date()): Promise<number> {
  const yesterday = wibDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db
    .delete(tables.trafficIpWindows)
    .where(lt(tables.trafficIpWindows.windowStart, new Date(now.getTime() - 60 * MINUTE_MS)));
  const gone = await db
    .delete(tables.trafficVisitors)
    .where(lt(tables.trafficVisitors.day, yesterday))
    .returning({ day: tables.trafficVisitors.day });
  return gone.length;
}

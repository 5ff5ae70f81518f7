/**
 * Bulk sales for one seller (DESIGN §6's seller with 100,000 sales, ADR 0035), to measure the seller's
 * lists, search, customers, balance, statistics and CSV export at that size and to see those
 * screens full. The rows are what checkout, the paid webhook and the `release-held-balances` job
 * would have written (`apps/api/src/modules/checkout/create-transaction.ts`, `apply-notification.ts`,
 * `ledger.ts`): a paid transaction with its frozen product snapshot, items, fees from the shared fee
 * table (`@lapak/shared/fees`), a `sale` ledger row of its net on `pending` available `holdDays`
 * after payment, and — once that time has passed — its release (−pending, +available). A few
 * expired attempts and free sign-ups of a lead magnet come alongside, as in a real store.
 *
 * Everything is made by three INSERT … SELECT statements over `generate_series`, so 100,000 sales
 * take seconds, not minutes, on the embedded PGlite too. Each run adds to what is there (new ids
 * and order codes), it never deletes.
 */
import { feesFor } from "@lapak/shared/fees";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { newId } from "./ids";
import { discounts, productFiles, products, users } from "./schema";

export interface SeedSalesOptions {
  /** The seller whose store gets the sales. */
  username: string;
  /** Sales (paid, above Rp0) in all (default 100,000). */
  sales?: number;
  /** Days back from `now` the sales are spread over (default 90), more of them recently. */
  days?: number;
  /** Distinct buyers (default a fifth of `sales`): many buy more than once. */
  buyers?: number;
  /** `PLATFORM_FEE_PERCENT` the sales were charged (default 5, the app's default). */
  platformFeePercent?: number;
  /** `HOLD_DAYS` before a sale's net is available (default 3, the app's default). */
  holdDays?: number;
  /** The gateway that took the payments (default `midtrans`: real money, withdrawable). */
  gateway?: "midtrans" | "xendit" | "sandbox";
  now?: Date;
}

/** How buyers pay, most common first (weights out of 20); all offered by Midtrans, Xendit and the sandbox. */
const METHODS: [PaymentMethodCode, number][] = [
  ["qris", 9],
  ["bca_va", 3],
  ["shopeepay", 3],
  ["bri_va", 2],
  ["mandiri_va", 1],
  ["bni_va", 1],
  ["permata_va", 1],
];
const METHOD_KIND: Partial<Record<PaymentMethodCode, string>> = { qris: "qris", shopeepay: "ewallet" };

/** The discount codes the seeded store runs (created when missing); 1 sale in 6 uses one. */
const CODES = [
  { code: "HEMAT10", type: "percent", value: 10 },
  { code: "RAMADAN25", type: "percent", value: 25 },
  { code: "POTONG5RB", type: "fixed", value: 5000 },
] as const;

const FIRST = [
  "Siti",
  "Dewi",
  "Putri",
  "Ayu",
  "Rina",
  "Sri",
  "Nur",
  "Indah",
  "Fitri",
  "Wulan",
  "Budi",
  "Agus",
  "Andi",
  "Rizky",
  "Dimas",
  "Fajar",
  "Hendra",
  "Yusuf",
  "Eko",
  "Bayu",
  "Citra",
  "Maya",
  "Lestari",
  "Intan",
];
const LAST = [
  "Rahmawati",
  "Susanti",
  "Hidayat",
  "Saputra",
  "Pratama",
  "Wijaya",
  "Kusuma",
  "Nugroho",
  "Santoso",
  "Setiawan",
  "Permata",
  "Anggraini",
  "Siregar",
  "Nasution",
  "Lubis",
  "Harahap",
  "Simanjuntak",
  "Wibowo",
  "Purnomo",
  "Halim",
];
/** Where buyers came from (`attribution.utmSource`), weights out of 20; `null` = direct. */
const SOURCES: [string | null, string | null, number][] = [
  ["instagram", "promo-akhir-tahun", 6],
  ["tiktok", "video-tips", 4],
  ["whatsapp", null, 3],
  [null, null, 7],
];

/** A weighted list as a flat array of `weight` copies, for picking with one random index. */
const spread = <T>(items: [T, number][]): T[] => items.flatMap(([item, weight]) => Array(weight).fill(item));

/**
 * Adds `sales` paid sales of `username`'s published paid products, with their ledger rows, plus
 * about 10 % expired attempts and (when the store has a lead magnet) 5 % free sign-ups. Returns
 * what it wrote. Throws when no seller has `username` or the seller sells nothing paid.
 */
export async function seedSales(
  db: Db,
  {
    username,
    sales = 100_000,
    days = 90,
    buyers = Math.max(1, Math.round(sales / 5)),
    platformFeePercent = 5,
    holdDays = 3,
    gateway = "midtrans",
    now = new Date(),
  }: SeedSalesOptions,
): Promise<{ sales: number; expired: number; signUps: number; ledgerRows: number; sellerNet: number }> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (!seller) throw new Error(`No seller with the username "${username}".`);
  const live = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.status, "published"), isNull(products.deletedAt)))
    .orderBy(asc(products.position));
  const paid = live.filter((product) => product.price > 0 && product.type !== "external_url");
  const leadMagnet = live.find((product) => product.type === "collect_email");
  if (paid.length === 0) throw new Error(`The seller "${username}" has no published paid product.`);
  const files = await db
    .select({ productId: productFiles.productId, mediaId: productFiles.mediaId })
    .from(productFiles)
    .where(
      inArray(
        productFiles.productId,
        live.map((product) => product.id),
      ),
    )
    .orderBy(asc(productFiles.position));
  const snapshotOf = (product: (typeof live)[number]) => ({
    title: product.title,
    type: product.type,
    price: product.price,
    thankYouMessage: product.settings.thankYouMessage ?? null,
    rewardUrl: product.settings.rewardUrl ?? null,
    fileIds: files.filter((file) => file.productId === product.id).map((file) => file.mediaId),
    coverMediaId: product.coverMediaId,
  });
  const codes = await ensureDiscounts(db, seller.id);

  // Every (product, code or none, method) a sale can be, with the fees checkout would charge.
  const offers = paid.flatMap((product, p) =>
    [null, ...codes].flatMap((discount, d) =>
      METHODS.map(([method], m) => {
        const off = !discount
          ? 0
          : discount.type === "percent"
            ? Math.floor((product.price * discount.value) / 100)
            : Math.min(discount.value, product.price);
        const amount = product.price - off;
        return {
          k: (p * (codes.length + 1) + d) * METHODS.length + m,
          product_id: product.id,
          snapshot: snapshotOf(product),
          items: [{ productId: product.id, title: product.title, price: product.price }],
          amount,
          discount: off,
          discount_code: discount?.code ?? null,
          discount_id: discount?.id ?? null,
          method,
          kind: METHOD_KIND[method] ?? "va",
          ...feesFor(amount, method, platformFeePercent),
        };
      }),
    ),
  );
  const methodIndex = spread(METHODS.map(([, weight], m) => [m, weight] as [number, number]));
  const sources = spread(SOURCES.map(([source, campaign, weight]) => [{ source, campaign }, weight]));
  const expired = Math.round(sales * 0.1);
  const signUps = leadMagnet ? Math.round(sales * 0.05) : 0;
  // Order codes: a bijection of the row number onto the 2^30 codes (odd multiplier mod 2^30) from a
  // start chosen so that none meets a code the database already has (a previous run's, or the
  // app's random ones: 1,000 of them met 115,000 seeded codes about one run in ten).
  const salt = await freeSalt(db, sales + expired + signUps);
  const nowIso = now.toISOString();

  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`
      with r as (
        select i, random() as rt, random() as rb, random() as rp, random() as rd, random() as rm,
          random() as rs, random() as rx, md5(random()::text) as h, md5(random()::text) as h2
        from generate_series(1, ${sales + expired + signUps}) as i
      ), picked as (
        select r.*,
          -- More sales lately: a store that grew over the period.
          ${nowIso}::timestamptz - (${days} * 86400 * power(rt, 1.4)) * interval '1 second' - interval '70 minutes' as created_at,
          floor(power(rb, 1.6) * ${buyers})::int as b,
          case when i <= ${sales} then 'sale' when i <= ${sales + expired} then 'expired' else 'signup' end as what,
          ((floor(rp * ${paid.length})::int * ${codes.length + 1}
            + case when rd < 1.0 / 6 then 1 + floor(rd * 6 * ${codes.length})::int else 0 end) * ${METHODS.length}
            + (${JSON.stringify(methodIndex)}::jsonb ->> floor(rm * ${methodIndex.length})::int)::int) as k,
          ${JSON.stringify(sources)}::jsonb -> floor(rs * ${sources.length})::int as src,
          ((i + ${salt})::bigint * 387420489) % 1073741824 as c
        from r
      )
      insert into transactions (id, code, product_id, seller_id, buyer_name, buyer_email, buyer_phone, amount,
        items, discount, discount_code, discount_id, fee, platform_fee, method_fee, seller_net, method, gateway,
        gateway_reference, instructions, status, expires_at, paid_at, product_snapshot, marketing_consent_at,
        notified_at, attribution, created_at, updated_at)
      select
        (lpad(to_hex((extract(epoch from created_at) * 1000)::bigint), 12, '0') || '7' || substr(h, 1, 3) || '8' || substr(h, 4, 15))::uuid,
        'LPK-' || (select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((c >> (5 * (5 - n))) & 31)::int + 1, 1), '' order by n)
          from generate_series(0, 5) as n),
        case when what = 'signup' then ${leadMagnet?.id ?? null}::uuid else o.product_id end,
        ${seller.id}::uuid,
        f.name || ' ' || l.name,
        lower(f.name || '.' || l.name || '.' || b) || '@contoh.id',
        case when what <> 'signup' and b % 5 <> 0 then '628' || lpad(((b::bigint * 7919) % 1000000000)::text, 9, '0') end,
        case when what = 'signup' then 0 else o.amount end,
        case when what = 'signup' then
          jsonb_build_array(jsonb_build_object('productId', ${leadMagnet?.id ?? null}::text, 'title', ${leadMagnet?.title ?? null}::text, 'price', 0))
          else o.items end,
        case when what = 'signup' then 0 else o.discount end,
        case when what = 'signup' then null else o.discount_code end,
        case when what = 'signup' then null else o.discount_id end,
        case when what = 'signup' then 0 else o.fee end,
        case when what = 'signup' then 0 else o."platformFee" end,
        case when what = 'signup' then 0 else o."methodFee" end,
        case when what = 'signup' then 0 else o."sellerNet" end,
        case when what = 'signup' then null else o.method end,
        case when what = 'signup' then 'none' else ${gateway} end,
        case when what = 'sale' then 'seed-' || substr(h2, 1, 20) end,
        jsonb_build_object('kind', case when what = 'signup' then 'none' else o.kind end),
        case when what = 'expired' then 'expired' else 'paid' end,
        case when what <> 'signup' then created_at + interval '60 minutes' end,
        case when what = 'sale' then created_at + (30 + rx * 1800) * interval '1 second'
          when what = 'signup' then created_at end,
        case when what = 'signup' then ${leadMagnet ? JSON.stringify(snapshotOf(leadMagnet)) : null}::jsonb else o.snapshot end,
        case when what <> 'expired' and b % 3 = 0 then created_at end,
        case when what <> 'expired' then created_at + (30 + rx * 1800) * interval '1 second' end,
        case when src ->> 'source' is not null then jsonb_strip_nulls(jsonb_build_object('utmSource', src ->> 'source',
          'utmMedium', 'social', 'utmCampaign', src ->> 'campaign', 'landedAt', (extract(epoch from created_at) * 1000)::bigint - 600000)) end,
        created_at,
        created_at
      from picked
      join jsonb_to_recordset(${JSON.stringify(offers)}::jsonb) as o(k int, product_id uuid, snapshot jsonb, items jsonb,
        amount int, discount int, discount_code text, discount_id uuid, method text, kind text, fee int,
        "platformFee" int, "methodFee" int, "sellerNet" int) on o.k = picked.k
      join (select ordinality - 1 as n, value as name from jsonb_array_elements_text(${JSON.stringify(FIRST)}::jsonb) with ordinality) f
        on f.n = picked.b % ${FIRST.length}
      join (select ordinality - 1 as n, value as name from jsonb_array_elements_text(${JSON.stringify(LAST)}::jsonb) with ordinality) l
        on l.n = (picked.b / ${FIRST.length}) % ${LAST.length}`);
    // The paid webhook's credit (`creditSale`), then the hold's end as `release-held-balances` books it.
    await tx.execute(sql`
      insert into ledger_entries (id, seller_id, source_id, kind, bucket, amount, available_at, created_at)
      select (lpad(to_hex((extract(epoch from t.paid_at) * 1000)::bigint), 12, '0') || '7' || substr(md5(t.id::text), 1, 3) || '9' || substr(md5(t.id::text), 4, 15))::uuid,
        t.seller_id, t.id, 'sale', 'pending', t.seller_net, t.paid_at + ${holdDays} * interval '1 day', t.paid_at
      from transactions t
      where t.seller_id = ${seller.id} and t.status = 'paid' and t.seller_net > 0 and t.gateway_reference like 'seed-%'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ledger_entries (id, seller_id, source_id, kind, bucket, amount, created_at)
      select (lpad(to_hex((extract(epoch from s.available_at) * 1000)::bigint), 12, '0') || '7' || substr(md5(s.id::text || b.bucket), 1, 3) || 'a' || substr(md5(s.id::text || b.bucket), 4, 15))::uuid,
        s.seller_id, s.source_id, 'release', b.bucket, b.sign * s.amount, s.available_at
      from ledger_entries s
      cross join (values ('pending', -1), ('available', 1)) as b(bucket, sign)
      where s.seller_id = ${seller.id} and s.kind = 'sale' and s.available_at <= ${nowIso}::timestamptz
        and not exists (select 1 from ledger_entries x where x.source_id = s.source_id and x.kind = 'release')`);
    const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
    const [written] = await tx
      .select({
        sales: count(
          sql`select count(*) from transactions where seller_id = ${seller.id} and status = 'paid' and amount > 0`,
        ),
        expired: count(sql`select count(*) from transactions where seller_id = ${seller.id} and status = 'expired'`),
        sign_ups: count(
          sql`select count(*) from transactions where seller_id = ${seller.id} and status = 'paid' and amount = 0`,
        ),
        ledger_rows: count(sql`select count(*) from ledger_entries where seller_id = ${seller.id}`),
        seller_net: count(
          sql`select coalesce(sum(amount), 0) from ledger_entries where seller_id = ${seller.id} and kind = 'sale'`,
        ),
      })
      .from(users)
      .where(eq(users.id, seller.id));
    return {
      sales: Number(written?.sales),
      expired: Number(written?.expired),
      signUps: Number(written?.sign_ups),
      ledgerRows: Number(written?.ledger_rows),
      sellerNet: Number(written?.seller_net),
    };
  });
  // What PostgreSQL's autovacuum would do after such
  // growth (ADR 0032): the planner's statistics, and the held sales released above cleared out. The
  // whole database, so a rollup table added later is never left with an empty table's statistics.
  await db.execute(sql`vacuum analyze`);
  return written;
}

/** The seeded store's discount codes (`CODES`), created when the seller has no live one of that code. */
async function ensureDiscounts(db: Db, sellerId: string) {
  const existing = await db
    .select({ id: discounts.id, code: discounts.code, type: discounts.type, value: discounts.value })
    .from(discounts)
    .where(and(eq(discounts.sellerId, sellerId), isNull(discounts.deletedAt)));
  const missing = CODES.filter((c) => !existing.some((e) => e.code.toLowerCase() === c.code.toLowerCase()));
  if (missing.length > 0) {
    await db.insert(discounts).values(missing.map((c) => ({ id: newId(), sellerId, ...c })));
  }
  const all = await db
    .select({ id: discounts.id, code: discounts.code, type: discounts.type, value: discounts.value })
    .from(discounts)
    .where(and(eq(discounts.sellerId, sellerId), isNull(discounts.deletedAt)));
  return CODES.map((c) => all.find((d) => d.code.toLowerCase() === c.code.toLowerCase()) as (typeof all)[number]);
}

const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_SPACE = 2n ** 30n;
const CODE_MULTIPLIER = 387420489n;

/** The inverse of `CODE_MULTIPLIER` modulo 2^30 (it is odd), by Newton's iteration. */
function inverseMultiplier(): bigint {
  let inverse = 1n;
  for (let i = 0; i < 6; i++) inverse = (inverse * (2n - CODE_MULTIPLIER * inverse)) % CODE_SPACE;
  return (inverse + CODE_SPACE) % CODE_SPACE;
}

/**
 * A start for the seed's order codes (`LPK-` + 6 Crockford characters, row i gets
 * `(i + salt) × CODE_MULTIPLIER mod 2^30`) whose `count` codes miss every code in `transactions`:
 * each existing code's row number is worked back and the random start is drawn again until none of
 * them falls in 1…count. Throws after 100 draws (a database that full has no room to seed).
 */
async function freeSalt(db: Db, count: number): Promise<number> {
  const inverse = inverseMultiplier();
  const rows = (await db.execute(sql`select code from transactions where code like 'LPK-%'`)) as unknown as
    | { rows: { code: string }[] }
    | { code: string }[];
  const codes = Array.isArray(rows) ? rows : rows.rows;
  const taken = codes.map(({ code }) => {
    let value = 0n;
    for (const char of code.slice(4)) value = value * 32n + BigInt(CODE_ALPHABET.indexOf(char));
    return (value * inverse) % CODE_SPACE;
  });
  for (let draw = 0; draw < 100; draw++) {
    const salt = BigInt(Math.floor(Math.random() * 2 ** 29));
    const clear = taken.every((row) => {
      const i = (row - salt + CODE_SPACE) % CODE_SPACE;
      return i < 1n || i > BigInt(count);
    });
    if (clear) return Number(salt);
  }
  throw new Error("seed:sales: no free range of order codes left");
}

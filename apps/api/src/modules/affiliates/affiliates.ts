/**
 * The affiliate programme (DESIGN §4 "Affiliates", ADR 0050): joining a seller's programme, what an
 * affiliate and a seller see of it, removing an affiliate. Commissions themselves are ledger rows
 * (`ledger/ledger.ts` books them with the sale, `refunds/create-refund.ts` takes them back).
 */
import { randomInt } from "node:crypto";
import { type Db, newId, tables } from "@lapak/db";
import { CROCKFORD_ALPHABET } from "@lapak/shared/order-code";
import {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_MESSAGES,
  type AffiliateProgramme,
  type AffiliateProgrammeOffer,
  type SellerAffiliate,
} from "@lapak/shared/schemas/affiliate";
import type { AffiliateSettings } from "@lapak/shared/schemas/product";
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { isUuid } from "../../lib/uuid";

/** A fresh affiliate code: 8 Crockford base32 characters (2^40), unique by the database. */
export function newAffiliateCode(): string {
  return Array.from({ length: 8 }, () => CROCKFORD_ALPHABET[randomInt(32)]).join("");
}

const storeNotFound = () => new AppError("not_found", AFFILIATE_MESSAGES.storeNotFound);

/** The store `username` with its live products in the programme, or 404 (unknown, suspended, unverified). */
async function findProgramme(db: Db, username: string) {
  const u = tables.users;
  const [store] = await db
    .select({ id: u.id, username: u.username, name: u.name })
    .from(u)
    .where(
      and(eq(sql`lower(${u.username})`, username.toLowerCase()), isNull(u.suspendedAt), isNotNull(u.emailVerifiedAt)),
    );
  if (!store?.username) throw storeNotFound();
  return {
    store: { id: store.id, username: store.username, name: store.name },
    products: await programmeProducts(db, store.id),
  };
}

/** The live, published products of `sellerId` in the programme, in the store's order. */
function programmeProducts(db: Db, sellerId: string) {
  const p = tables.products;
  return db
    .select({ id: p.id, title: p.title, slug: p.slug, commissionPercent: p.affiliateCommissionPercent })
    .from(p)
    .where(and(eq(p.sellerId, sellerId), eq(p.affiliateEnabled, true), eq(p.status, "published"), isNull(p.deletedAt)))
    .orderBy(asc(p.position), asc(p.createdAt));
}

/** `GET /v1/affiliates/programs/{username}`: the store and the products its programme pays on. 404 unknown store. */
export async function programmeOffer(db: Db, username: string): Promise<AffiliateProgrammeOffer> {
  const { store, products } = await findProgramme(db, username);
  return {
    store: { username: store.username, name: store.name },
    products: products.map(({ id, title, commissionPercent }) => ({ id, title, commissionPercent })),
  };
}

/**
 * `POST /v1/affiliates/programs/{username}/join`: makes `userId` an affiliate of the store, once —
 * joining again answers the same code (`created: false`). Throws 404 unknown store; 422 on
 * `username` for the seller's own store or a store with no product in the programme; 409 when the
 * seller removed this affiliate.
 */
export async function joinProgramme(
  db: Db,
  { userId, username, appUrl }: { userId: string; username: string; appUrl: string },
): Promise<{ id: string; code: string; link: string; created: boolean }> {
  const { store, products } = await findProgramme(db, username);
  if (store.id === userId)
    throw new AppError("validation", AFFILIATE_MESSAGES.ownStore, {
      errors: { username: [AFFILIATE_MESSAGES.ownStore] },
    });
  const a = tables.affiliates;
  const link = (code: string) => `${appUrl}/${store.username}?ref=${code}`;
  const existing = async () => {
    const [row] = await db
      .select({ id: a.id, code: a.code, removedAt: a.removedAt })
      .from(a)
      .where(and(eq(a.sellerId, store.id), eq(a.userId, userId)));
    if (row?.removedAt) throw new AppError("conflict", AFFILIATE_MESSAGES.removed);
    return row ? { id: row.id, code: row.code, link: link(row.code), created: false } : null;
  };
  const joined = await existing();
  if (joined) return joined;
  if (products.length === 0) {
    throw new AppError("validation", AFFILIATE_MESSAGES.noProgramme, {
      errors: { username: [AFFILIATE_MESSAGES.noProgramme] },
    });
  }
  for (let attempt = 1; ; attempt++) {
    const code = newAffiliateCode();
    try {
      const id = newId();
      await db.insert(a).values({ id, sellerId: store.id, userId, code });
      return { id, code, link: link(code), created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent join of the same account won: answer its code.
      const raced = await existing();
      if (raced) return raced;
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * The affiliate's commission of affiliate row `a` in the ledger (rupiah): `pending` = their rows in
 * the `pending` bucket for its sales (commission, release) and those sales' refunds; `earned` =
 * commissions less what refunds took back, in any bucket.
 */
function commissionSums() {
  const a = tables.affiliates;
  const ownRows = sql`from ledger_entries e join transactions t on t.id = e.source_id
    where t.affiliate_id = ${a.id} and e.seller_id = ${a.userId}`;
  const refundRows = sql`from ledger_entries e join refunds f on f.id = e.source_id join transactions t on t.id = f.transaction_id
    where t.affiliate_id = ${a.id} and e.seller_id = ${a.userId}`;
  return {
    pending: sql`(coalesce((select sum(e.amount) ${ownRows} and e.bucket = 'pending'), 0)
      + coalesce((select sum(e.amount) ${refundRows} and e.bucket = 'pending'), 0))::bigint`.mapWith(Number),
    earned: sql`(coalesce((select sum(e.amount) ${ownRows} and e.kind = 'commission'), 0)
      + coalesce((select sum(e.amount) ${refundRows}), 0))::bigint`.mapWith(Number),
    sales: sql`(select count(*) from transactions t where t.affiliate_id = ${a.id} and t.status = 'paid')::int`.mapWith(
      Number,
    ),
    revenue: sql`(select coalesce(sum(t.amount - t.refunded_amount), 0) from transactions t
      where t.affiliate_id = ${a.id} and t.status = 'paid')::bigint`.mapWith(Number),
  };
}

/** `GET /v1/affiliates/me`: the programmes `userId` joined, newest first, with links and commission. */
export async function myProgrammes(
  db: Db,
  { userId, appUrl }: { userId: string; appUrl: string },
): Promise<AffiliateProgramme[]> {
  const a = tables.affiliates;
  const u = tables.users;
  const sums = commissionSums();
  const rows = await db
    .select({
      id: a.id,
      code: a.code,
      sellerId: a.sellerId,
      clicks: a.clicks,
      removedAt: a.removedAt,
      createdAt: a.createdAt,
      username: u.username,
      name: u.name,
      pending: sums.pending,
      earned: sums.earned,
      sales: sums.sales,
    })
    .from(a)
    .innerJoin(u, eq(u.id, a.sellerId))
    .where(eq(a.userId, userId))
    .orderBy(desc(a.createdAt));
  return Promise.all(
    rows.map(async (row) => {
      const username = row.username ?? "";
      const products = await programmeProducts(db, row.sellerId);
      return {
        id: row.id,
        code: row.code,
        store: { username, name: row.name },
        link: `${appUrl}/${username}?ref=${row.code}`,
        products: products.map((product) => ({
          id: product.id,
          title: product.title,
          commissionPercent: product.commissionPercent,
          link: `${appUrl}/${username}/${product.slug}?ref=${row.code}`,
        })),
        clicks: row.clicks,
        sales: row.sales,
        commissionPending: row.pending,
        commissionAvailable: row.earned - row.pending,
        removed: row.removedAt !== null,
        joinedAt: row.createdAt.toISOString(),
      };
    }),
  );
}

/** `GET /v1/affiliates`: the affiliates of seller `sellerId`, newest first, with what they brought. */
export async function sellerAffiliates(db: Db, sellerId: string): Promise<SellerAffiliate[]> {
  const a = tables.affiliates;
  const u = tables.users;
  const sums = commissionSums();
  const rows = await db
    .select({
      id: a.id,
      code: a.code,
      clicks: a.clicks,
      removedAt: a.removedAt,
      createdAt: a.createdAt,
      name: u.name,
      email: u.email,
      earned: sums.earned,
      sales: sums.sales,
      revenue: sums.revenue,
    })
    .from(a)
    .innerJoin(u, eq(u.id, a.userId))
    .where(eq(a.sellerId, sellerId))
    .orderBy(desc(a.createdAt));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    clicks: row.clicks,
    sales: row.sales,
    revenue: row.revenue,
    commission: row.earned,
    removedAt: row.removedAt?.toISOString() ?? null,
    joinedAt: row.createdAt.toISOString(),
  }));
}

/**
 * `DELETE /v1/affiliates/{id}`: the seller removes an affiliate — their links earn nothing from
 * now on; booked commissions stay. Removing again changes nothing. 404 unknown or another seller's.
 */
export async function removeAffiliate(db: Db, { sellerId, id }: { sellerId: string; id: string }): Promise<void> {
  const a = tables.affiliates;
  if (!isUuid(id)) throw new AppError("not_found", "Afiliasi tidak ditemukan");
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, id), eq(a.sellerId, sellerId)));
  if (!row) throw new AppError("not_found", "Afiliasi tidak ditemukan");
  await db
    .update(a)
    .set({ removedAt: new Date() })
    .where(and(eq(a.id, id), isNull(a.removedAt)));
}

/**
 * A `?ref=CODE` visit to `username`'s store (ADR 0050): counts the click (`countClick`: not for
 * bots) and answers the code to set in `lapak_ref`, or null when the code is not one of this
 * store's current affiliates (then no cookie is set, and an earlier click keeps counting).
 */
export async function recordReferralClick(
  db: Db,
  { username, code, countClick }: { username: string; code: string; countClick: boolean },
): Promise<string | null> {
  const a = tables.affiliates;
  const u = tables.users;
  const normalized = code.trim().toUpperCase();
  if (!AFFILIATE_CODE_PATTERN.test(normalized)) return null;
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .innerJoin(u, eq(u.id, a.sellerId))
    .where(and(eq(a.code, normalized), isNull(a.removedAt), eq(sql`lower(${u.username})`, username.toLowerCase())));
  if (!row) return null;
  if (countClick)
    await db
      .update(a)
      .set({ clicks: sql`${a.clicks} + 1` })
      .where(eq(a.id, row.id));
  return normalized;
}

/**
 * `PUT /v1/products/{id}/affiliate {enabled, commissionPercent}`: puts one of the seller's products
 * in the programme or takes it out, without sending the whole product. Sales already made keep
 * their commission (frozen at checkout). 404 unknown or another seller's product.
 */
export async function setProductAffiliate(
  db: Db,
  { sellerId, productId, settings }: { sellerId: string; productId: string; settings: AffiliateSettings },
): Promise<AffiliateSettings> {
  if (!isUuid(productId)) throw new AppError("not_found", "Produk tidak ditemukan");
  const p = tables.products;
  const [row] = await db
    .update(p)
    .set({
      affiliateEnabled: settings.enabled,
      affiliateCommissionPercent: settings.commissionPercent,
      updatedAt: new Date(),
    })
    .where(and(eq(p.id, productId), eq(p.sellerId, sellerId), isNull(p.deletedAt)))
    .returning({ enabled: p.affiliateEnabled, commissionPercent: p.affiliateCommissionPercent });
  if (!row) throw new AppError("not_found", "Produk tidak ditemukan");
  return row;
}

import { type Db, tables } from "@lapak/db";
import { amountProblem } from "@lapak/shared/checkout-rules";
import { DISCOUNT_MESSAGES, type OrderItem } from "@lapak/shared/schemas/discount";
import { MEMBERSHIP_MESSAGES } from "@lapak/shared/schemas/membership";
import { isSoldProductType, MIN_PAID_PRICE } from "@lapak/shared/schemas/product";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import { codeNotApplicable, type UseTaker, usesOf } from "../discounts/discount-uses";

type ProductRow = typeof tables.products.$inferSelect;

/** What an order costs, decided before anything is written (ADR 0019). Rupiah throughout. */
export interface PricedOrder {
  /** The product first, then the order bump when ticked, each at the rupiah charged for it. */
  items: OrderItem[];
  /** Sum of the items' prices. */
  subtotal: number;
  /** Taken off by the code; never more than the product's own line. */
  discount: number;
  /** `subtotal` − `discount`: what the buyer pays (0, or ≥ Rp1.000). */
  amount: number;
  /** The discount applied (its use is taken at checkout, `takeDiscountUse`), or null. */
  appliedDiscount: { id: string; code: string } | null;
  /** The order bump's files, frozen at checkout; empty without a bump. */
  bumpFileIds: string[];
}

/** The pricing part of a checkout or quote body. */
export interface PricingInput {
  discountCode?: string;
  /** Pay what you want: the rupiah the buyer chose. */
  amount?: number;
  bumpProductIds?: string[];
  /** A membership: the period's months. */
  periodMonths?: number;
}

/**
 * Prices an order of `product` (published, its seller verified — the caller checked) for
 * `POST /v1/checkout/quote` and `POST /v1/transactions` (DESIGN §4 "Pricing an order", ADR 0019):
 * - the product's line: its price; a membership's, the price of the period `periodMonths` names
 *   (422 on `periodMonths` without one it sells, ADR 0049); or for pay-what-you-want the buyer's `amount` (default the
 *   suggested, else the minimum price) — below `minimumPrice`, or Rp1–Rp999, is a 422 on `amount`;
 * - the order bump, when `bumpProductIds` names this product's bump: a published download of the
 *   same seller, at the bump's price (422 on `bumpProductIds` otherwise);
 * - a discount code (case-insensitive, the seller's own): active, started, not ended, for this
 *   product, with a use left at `now` (not locked: checkout takes the use under a lock) — not
 *   counting the holds `taker` gives up by taking it: the attempt a change of method replaces, and
 *   the buyer's email's and IP's own (ADR 0025). It takes
 *   `value`% (rounded down to the rupiah) or `value` rupiah off the product's own line only — never
 *   off the bump, never below 0 — and never applies to pay-what-you-want; any code that does not
 *   apply is one 422 on `discountCode`, "Kode promo tidak berlaku" (`codeNotApplicable`, ADR 0025);
 * - a total from Rp1 to Rp999 is refused (the gateways' minimum, `MIN_PAID_PRICE`).
 */
export async function priceOrder(
  db: Db,
  {
    product,
    input,
    now = new Date(),
    taker,
  }: { product: ProductRow; input: PricingInput; now?: Date; taker?: UseTaker },
): Promise<PricedOrder> {
  const settings = product.settings;
  const pwyw = settings.pricing === "pay_what_you_want";
  // A bundle sells at its fixed price like a download; a course is priced like a download too.
  const sellable = isSoldProductType(product.type);
  const ownPrice = !sellable
    ? 0
    : product.type === "membership"
      ? periodOf(settings, input.periodMonths).price
      : pwyw
        ? chosenAmount(settings, input.amount)
        : product.price;
  const items: OrderItem[] = [{ productId: product.id, title: product.title, price: ownPrice }];

  let bumpFileIds: string[] = [];
  const bumpId = input.bumpProductIds?.[0];
  if (bumpId) {
    const bump = settings.orderBump;
    if (!sellable || !bump || bump.productId !== bumpId)
      throw fieldError("bumpProductIds", "Penawaran tambahan ini tidak tersedia");
    const offered = await bumpProduct(db, { sellerId: product.sellerId, productId: bumpId });
    if (!offered) throw fieldError("bumpProductIds", "Penawaran tambahan ini tidak tersedia");
    items.push({ productId: offered.id, title: offered.title, price: Math.min(bump.price, offered.price) });
    bumpFileIds = offered.fileIds;
  }

  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  let discount = 0;
  let applied: PricedOrder["appliedDiscount"] = null;
  if (input.discountCode) {
    const found = await findDiscount(db, { sellerId: product.sellerId, code: input.discountCode });
    // One refusal for every reason, so a guess tells nothing apart (ADR 0025).
    const applies =
      found &&
      !(found.startsAt && found.startsAt.getTime() > now.getTime()) &&
      !(found.endsAt && found.endsAt.getTime() <= now.getTime()) &&
      sellable &&
      !pwyw &&
      ownPrice > 0 &&
      !(found.productIds && !found.productIds.includes(product.id));
    if (!applies) throw codeNotApplicable();
    if (found.maxRedemptions !== null && (await usesOf(db, found.id, now, taker)) >= found.maxRedemptions)
      throw codeNotApplicable();
    discount = found.type === "percent" ? Math.floor((ownPrice * found.value) / 100) : Math.min(found.value, ownPrice);
    applied = { id: found.id, code: found.code };
  }
  const amount = subtotal - discount;
  if (amount > 0 && amount < MIN_PAID_PRICE) {
    throw fieldError(applied ? "discountCode" : "amount", DISCOUNT_MESSAGES.belowGatewayMinimum);
  }
  return { items, subtotal, discount, amount, appliedDiscount: applied, bumpFileIds };
}

/**
 * The membership period of `months` the product sells (ADR 0049): 422 on `periodMonths`
 * "Pilih masa langganan" without one, "Masa langganan ini tidak dijual" for months it does not sell.
 */
export function periodOf(settings: ProductRow["settings"], months: number | undefined) {
  if (months === undefined) throw fieldError("periodMonths", MEMBERSHIP_MESSAGES.periodRequired);
  const period = settings.membership?.periods.find((candidate) => candidate.months === months);
  if (!period) throw fieldError("periodMonths", MEMBERSHIP_MESSAGES.periodUnknown);
  return period;
}

/** The buyer's pay-what-you-want amount, checked against the product's minimum (422 on `amount`). */
function chosenAmount(settings: ProductRow["settings"], typed: number | undefined): number {
  const minimum = settings.minimumPrice ?? 0;
  const amount = typed ?? settings.suggestedPrice ?? minimum;
  const problem = amountProblem(amount, minimum);
  if (problem) throw fieldError("amount", problem);
  return amount;
}

/** A live discount of `sellerId` whose code is `code` ignoring case, or undefined. */
async function findDiscount(db: Db, { sellerId, code }: { sellerId: string; code: string }) {
  const d = tables.discounts;
  const [found] = await db
    .select()
    .from(d)
    .where(
      and(eq(d.sellerId, sellerId), sql`lower(${d.code}) = lower(${code})`, isNull(d.deletedAt), eq(d.active, true)),
    )
    .limit(1);
  return found;
}

/** The bump's product: a published, live download of `sellerId`, with its files in order. */
async function bumpProduct(db: Db, { sellerId, productId }: { sellerId: string; productId: string }) {
  const p = tables.products;
  const [found] = await db
    .select({ id: p.id, title: p.title, price: p.price })
    .from(p)
    .where(
      and(
        eq(p.id, productId),
        eq(p.sellerId, sellerId),
        eq(p.type, "digital_download"),
        eq(p.status, "published"),
        isNull(p.deletedAt),
      ),
    )
    .limit(1);
  if (!found) return null;
  const files = await db
    .select({ id: tables.productFiles.mediaId })
    .from(tables.productFiles)
    .where(eq(tables.productFiles.productId, productId))
    .orderBy(asc(tables.productFiles.position));
  return { ...found, fileIds: files.map((file) => file.id) };
}

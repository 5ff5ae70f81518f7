import { type Db, tables } from "@lapak/db";
import { CHECKOUT_MESSAGES } from "@lapak/shared/checkout-rules";
import { formatRupiah } from "@lapak/shared/money";
import { COACHING_MESSAGES } from "@lapak/shared/schemas/coaching";
import type { FieldErrors } from "@lapak/shared/schemas/common";
import type { StoredCoaching } from "@lapak/shared/schemas/product";
import type { CheckoutBody, PaymentMethodCode, ProductSnapshot } from "@lapak/shared/schemas/transaction";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import {
  type FeeBreakdown,
  feesFor,
  minAmountFor,
  PAYMENT_METHOD_TABLE,
} from "../../integrations/payments/payment-methods";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { storeUnavailable } from "../admin-sellers/store-unavailable";
import { slotStartingAt } from "../coaching/coaching-slots";
import type { UseTaker } from "../discounts/discount-uses";
import { checkTicketSales } from "../events/event-seats";
import type { LoadedTransaction } from "../orders/transaction-view";
import { acceptedMethods } from "../payment-methods/payment-method-settings";
import { bundleContents, bundleFileIds } from "../products/bundle-contents";
import { productNotFound } from "../products/get-product";
import { type PricedOrder, priceOrder } from "./price-order";

/** What a checkout will create, decided before anything is written. */
export interface CheckoutOrder {
  sellerId: string;
  /** The seller as the transaction's views show them (read with the product). */
  seller: SellerCard;
  productId: string;
  snapshot: ProductSnapshot;
  /** Rupiah the buyer pays (`pricing.amount`). */
  amount: number;
  /** The items, discount and bump files (`priceOrder`, ADR 0019). */
  pricing: PricedOrder;
  /** Null for free and collect-email products (nothing to pay). */
  method: PaymentMethodCode | null;
  phone: string | null;
  fees: FeeBreakdown;
  /** An event: the checkout takes a seat and writes a ticket (`takeSeat`, ADR 0046). */
  seated: boolean;
  /** A 1:1 session: the slot the checkout takes and books (`takeSlot`, ADR 0047); null otherwise. */
  slotStartsAt: string | null;
  /** A membership: the months of the pass the checkout writes (ADR 0049); null otherwise. */
  membershipMonths: number | null;
  /** The product's place in the affiliate programme (ADR 0050). */
  programme: { affiliateEnabled: boolean; affiliateCommissionPercent: number };
}

/**
 * Checks a checkout body against its product (DESIGN §3, §4): the product must be live, published
 * and sold by a verified seller (404 "Produk tidak ditemukan" otherwise); a link card cannot be
 * bought (422). A paid product needs a method the active gateway offers for this price and the
 * store accepts (Pengaturan Pembayaran, ADR 0023), and a
 * WhatsApp number when its seller asks for one (`settings.requirePhone`, "Wajibkan nomor WhatsApp")
 * or the method is OVO (paid by phone number) — 422 with Indonesian field errors; a free or
 * collect-email product needs neither and ignores them, and so does an order a discount code made
 * free. A bundle's files are those of its products at this moment (the snapshot's `fileIds`, with
 * `bundleProducts` naming them). The price is `priceOrder`'s (discount code, pay what you want,
 * order bump; its 422s; `taker` is who takes the code's use, `UseTaker`); the method and fees are checked
 * against what the buyer pays. An event whose ticket sales ended → 422 on `productId` (its seats
 * are counted when the checkout is written, `takeSeat`); a 1:1 session without a slot its hours
 * give, or one its rules rule out now → 422 on `slotStartsAt` (`checkSlot`). A suspended store's product → 410 (DESIGN §4). Returns the order
 * with its fees.
 */
export async function checkoutOrder(
  { db, config, gateway }: Pick<Deps, "db" | "config"> & { gateway: PaymentGateway },
  body: CheckoutBody,
  now = new Date(),
  taker?: UseTaker,
): Promise<CheckoutOrder> {
  const { product, seller, fileIds, disabledMethods } = await findSellableProduct(db, body.productId);
  const seated = product.type === "event";
  if (seated && product.settings.event) checkTicketSales(product.settings.event, now);
  const slotStartsAt =
    product.type === "coaching" ? checkSlot(product.settings.coaching, body.slotStartsAt, now) : null;
  const pricing = await priceOrder(db, { product, input: body, now, taker });

  const snapshot: ProductSnapshot = {
    title: product.title,
    type: product.type,
    price: pricing.items[0]?.price ?? product.price,
    thankYouMessage: product.settings.thankYouMessage ?? null,
    rewardUrl: product.settings.rewardUrl ?? null,
    fileIds: product.type === "bundle" ? await bundleFileIds(db, product) : fileIds,
    coverMediaId: product.coverMediaId,
    ...(product.type === "bundle" && { bundleProducts: (await bundleContents(db, [product])).get(product.id) ?? [] }),
    ...(product.type === "membership" && body.periodMonths !== undefined && { membershipMonths: body.periodMonths }),
  };
  const amount = pricing.amount;
  const base = {
    sellerId: product.sellerId,
    seller,
    productId: product.id,
    snapshot,
    amount,
    pricing,
    seated,
    slotStartsAt,
    membershipMonths: product.type === "membership" ? (body.periodMonths ?? null) : null,
    programme: {
      affiliateEnabled: product.affiliateEnabled,
      affiliateCommissionPercent: product.affiliateCommissionPercent,
    },
  };
  // Nothing to pay (a free product, a lead magnet, or a code that took it all): paid at once.
  if (amount === 0) return { ...base, method: null, phone: null, fees: feesFor(0, null, config.platformFeePercent) };

  const errors: FieldErrors = {};
  const method = body.paymentMethod;
  if (!body.phone && product.settings.requirePhone === true) errors.phone = [CHECKOUT_MESSAGES.phoneRequired];
  else if (!body.phone && method === "ovo") errors.phone = [CHECKOUT_MESSAGES.ovoPhoneRequired];
  const accepted = acceptedMethods(gateway, disabledMethods);
  const methodError = method ? methodProblem(gateway, accepted, method, amount, config.platformFeePercent) : null;
  if (!method) errors.paymentMethod = [CHECKOUT_MESSAGES.methodRequired];
  else if (methodError) errors.paymentMethod = [methodError];
  const messages = Object.values(errors).flat();
  if (messages.length > 0 || !method) {
    throw new AppError(
      "validation",
      messages.length === 1 ? (messages[0] as string) : "Data yang dikirim tidak valid",
      {
        errors,
      },
    );
  }
  // The platform fee is charged on what the buyer pays (DESIGN §4: after the discount).
  return { ...base, method, phone: body.phone ?? null, fees: feesFor(amount, method, config.platformFeePercent) };
}

/**
 * A 1:1 session's checkout names a slot the windows give and the rules allow now (422 on
 * `slotStartsAt`); whether it is free is decided under the lock (`takeSlot`). Returns its start.
 */
function checkSlot(coaching: StoredCoaching | undefined, slotStartsAt: string | undefined, now: Date): string {
  if (!slotStartsAt) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotRequired);
  if (!coaching) throw fieldError("slotStartsAt", COACHING_MESSAGES.slotTaken);
  return new Date(slotStartingAt(coaching, slotStartsAt, now).start).toISOString();
}

/** The seller of a sellable product, as a transaction's views show them. */
type SellerCard = LoadedTransaction["seller"];

/**
 * The product `productId` if it can be bought: live, published, sold by a verified seller with a
 * store (404 "Produk tidak ditemukan" otherwise), whose store is not suspended (410, DESIGN §4), and
 * not a link card (422 on `productId`). With it, in the same statement (each statement is a round
 * trip into PGlite's one connection, ADR 0037): its seller as a transaction shows them, the payment
 * methods the store turned off (ADR 0023), and the media ids a purchase delivers — its own files in
 * order (a bundle's are its products' files, `bundleFileIds`, ADR 0019; read by the caller).
 */
export async function findSellableProduct(db: Db, productId: string) {
  const p = tables.products;
  const u = tables.users;
  const f = tables.productFiles;
  const [found] = await db
    .select({
      product: p,
      suspendedAt: u.suspendedAt,
      username: u.username,
      name: u.name,
      email: u.email,
      avatarUrl: u.avatarUrl,
      disabledMethods: u.disabledPaymentMethods,
      fileIds: sql<
        string[]
      >`array(select ${f.mediaId}::text from ${f} where ${f.productId} = ${p.id} order by ${f.position})`,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.sellerId))
    .where(
      and(
        eq(p.id, productId),
        eq(p.status, "published"),
        isNull(p.deletedAt),
        isNotNull(u.emailVerifiedAt),
        isNotNull(u.username),
      ),
    )
    .limit(1);
  if (!found) throw productNotFound();
  if (found.suspendedAt) throw storeUnavailable();
  const { product } = found;
  if (product.type === "external_url") throw fieldError("productId", "Produk ini berupa tautan dan tidak dapat dibeli");
  const seller: SellerCard = {
    username: found.username ?? "",
    name: found.name,
    email: found.email,
    avatarUrl: found.avatarUrl,
  };
  return { product, seller, fileIds: found.fileIds, disabledMethods: found.disabledMethods };
}

/**
 * Why `method` cannot pay `price` rupiah through `gateway`, or null when it can. `accepted`: the
 * gateway's methods the store accepts (Pengaturan Pembayaran, ADR 0023).
 */
function methodProblem(
  gateway: PaymentGateway,
  accepted: readonly PaymentMethodCode[],
  method: PaymentMethodCode,
  price: number,
  platformFeePercent: number,
): string | null {
  if (!gateway.methods.includes(method)) return "Metode pembayaran ini tidak tersedia";
  if (!accepted.includes(method)) return "Toko ini tidak menerima metode pembayaran ini. Pilih metode lain.";
  const min = minAmountFor(method, platformFeePercent);
  if (price < min) return `Metode ini tersedia untuk pembayaran minimal ${formatRupiah(min)}`;
  const max = PAYMENT_METHOD_TABLE[method].maxAmount;
  if (price > max) return `Metode ini tersedia untuk pembayaran maksimal ${formatRupiah(max)}`;
  return null;
}

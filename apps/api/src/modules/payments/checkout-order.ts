import { tables } from "@lapak/db";
import { CHECKOUT_MESSAGES } from "@lapak/shared/checkout-rules";
import { formatRupiah } from "@lapak/shared/money";
import type { FieldErrors } from "@lapak/shared/schemas/common";
import type { CheckoutBody, PaymentMethodCode, ProductSnapshot } from "@lapak/shared/schemas/transaction";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
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
import { productNotFound } from "../products/get-product";

/** What a checkout will create, decided before anything is written. */
export interface CheckoutOrder {
  sellerId: string;
  productId: string;
  snapshot: ProductSnapshot;
  /** Rupiah. */
  amount: number;
  /** Null for free and collect-email products (nothing to pay). */
  method: PaymentMethodCode | null;
  phone: string | null;
  fees: FeeBreakdown;
}

/**
 * Checks a checkout body against its product (DESIGN §3, §4): the product must be live, published
 * and sold by a verified seller (404 "Produk tidak ditemukan" otherwise); a link card cannot be
 * bought (422). A paid product needs a method the active gateway offers for this price, and a
 * WhatsApp number when its seller asks for one (`settings.requirePhone`, "Wajibkan nomor WhatsApp")
 * or the method is OVO (paid by phone number) — 422 with Indonesian field errors; a free or
 * collect-email product needs neither and ignores them. A suspended store's product → 410 (issue 22).
 * Returns the order with its fees.
 */
export async function checkoutOrder(
  { db, config, gateway }: Pick<Deps, "db" | "config"> & { gateway: PaymentGateway },
  body: CheckoutBody,
): Promise<CheckoutOrder> {
  const p = tables.products;
  const [found] = await db
    .select({ product: p, suspendedAt: tables.users.suspendedAt })
    .from(p)
    .innerJoin(tables.users, eq(tables.users.id, p.sellerId))
    .where(
      and(
        eq(p.id, body.productId),
        eq(p.status, "published"),
        isNull(p.deletedAt),
        isNotNull(tables.users.emailVerifiedAt),
        isNotNull(tables.users.username),
      ),
    )
    .limit(1);
  if (!found) throw productNotFound();
  if (found.suspendedAt) throw storeUnavailable();
  const { product } = found;
  if (product.type === "external_url") throw fieldError("productId", "Produk ini berupa tautan dan tidak dapat dibeli");

  const files = await db
    .select({ id: tables.productFiles.mediaId })
    .from(tables.productFiles)
    .where(eq(tables.productFiles.productId, product.id))
    .orderBy(asc(tables.productFiles.position));
  const snapshot: ProductSnapshot = {
    title: product.title,
    type: product.type,
    price: product.price,
    thankYouMessage: product.settings.thankYouMessage ?? null,
    rewardUrl: product.settings.rewardUrl ?? null,
    fileIds: files.map((file) => file.id),
  };
  const base = { sellerId: product.sellerId, productId: product.id, snapshot, amount: product.price };
  const paid = product.type === "digital_download" && product.price > 0;
  if (!paid)
    return { ...base, amount: 0, method: null, phone: null, fees: feesFor(0, null, config.platformFeePercent) };

  const errors: FieldErrors = {};
  const method = body.paymentMethod;
  if (!body.phone && product.settings.requirePhone === true) errors.phone = [CHECKOUT_MESSAGES.phoneRequired];
  else if (!body.phone && method === "ovo") errors.phone = [CHECKOUT_MESSAGES.ovoPhoneRequired];
  const methodError = method ? methodProblem(gateway, method, product.price, config.platformFeePercent) : null;
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
  return {
    ...base,
    method,
    phone: body.phone ?? null,
    fees: feesFor(product.price, method, config.platformFeePercent),
  };
}

/** Why `method` cannot pay `price` rupiah through `gateway`, or null when it can. */
function methodProblem(
  gateway: PaymentGateway,
  method: PaymentMethodCode,
  price: number,
  platformFeePercent: number,
): string | null {
  if (!gateway.methods.includes(method)) return "Metode pembayaran ini tidak tersedia";
  const min = minAmountFor(method, platformFeePercent);
  if (price < min) return `Metode ini tersedia untuk pembayaran minimal ${formatRupiah(min)}`;
  const max = PAYMENT_METHOD_TABLE[method].maxAmount;
  if (price > max) return `Metode ini tersedia untuk pembayaran maksimal ${formatRupiah(max)}`;
  return null;
}

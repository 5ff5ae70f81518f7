/**
 * Pengaturan Pembayaran (ADR 0023): which payment methods a seller's store accepts.
 * Stored as what the seller turned off (`users.disabled_payment_methods`), so a method a gateway
 * adds later is on until its seller turns it off. The checkout offers, and accepts, only the
 * gateway's methods the store did not turn off.
 */
import { type Db, tables } from "@lapak/db";
import {
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS_REQUIRED,
  type PaymentMethodCode,
  type PaymentMethodSettings,
} from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import { paymentMethodsFor } from "../../integrations/payments/payment-methods";
import { fieldError, notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { productNotFound } from "../products/get-product";

/** The methods `sellerId`'s store turned off; 404 for an unknown seller. */
export async function disabledMethodsOf(db: Db, sellerId: string): Promise<PaymentMethodCode[]> {
  const [row] = await db
    .select({ disabled: tables.users.disabledPaymentMethods })
    .from(tables.users)
    .where(eq(tables.users.id, sellerId));
  if (!row) throw notFound("Toko tidak ditemukan");
  return row.disabled;
}

/** The seller of product `productId` (any status: a payment page may outlive its product); 404 otherwise. */
export async function sellerOfProduct(db: Db, productId: string): Promise<string> {
  if (!isUuid(productId)) throw productNotFound();
  const [row] = await db
    .select({ sellerId: tables.products.sellerId })
    .from(tables.products)
    .where(eq(tables.products.id, productId));
  if (!row) throw productNotFound();
  return row.sellerId;
}

/** What `gateway` offers that `sellerId`'s store accepts, in checkout order. */
export async function storeMethods(
  db: Db,
  gateway: Pick<PaymentGateway, "methods">,
  sellerId: string,
): Promise<PaymentMethodCode[]> {
  return acceptedMethods(gateway, await disabledMethodsOf(db, sellerId));
}

/** The gateway's methods a store accepts, given the ones it turned off (`users.disabled_payment_methods`). */
export function acceptedMethods(
  gateway: Pick<PaymentGateway, "methods">,
  disabled: readonly PaymentMethodCode[],
): PaymentMethodCode[] {
  const off = new Set(disabled);
  return gateway.methods.filter((code) => !off.has(code));
}

/** `GET /v1/account/payment-methods`: the store's methods among the gateway's, with costs and limits. */
export async function getPaymentMethodSettings(
  { db, gateway, platformFeePercent }: { db: Db; gateway: PaymentGateway; platformFeePercent: number },
  sellerId: string,
): Promise<PaymentMethodSettings> {
  return {
    methods: await storeMethods(db, gateway, sellerId),
    available: paymentMethodsFor(gateway.name, platformFeePercent),
  };
}

/**
 * `PUT /v1/account/payment-methods {methods}`: the store accepts `methods` from now on; every other
 * method is turned off. At least one of them must be a method the gateway offers (422 on `methods`,
 * "Pilih minimal satu metode pembayaran", and nothing changes). Returns the new settings.
 */
export async function updatePaymentMethodSettings(
  deps: { db: Db; gateway: PaymentGateway; platformFeePercent: number },
  sellerId: string,
  methods: PaymentMethodCode[],
): Promise<PaymentMethodSettings> {
  const chosen = new Set(methods);
  if (!deps.gateway.methods.some((code) => chosen.has(code))) throw fieldError("methods", PAYMENT_METHODS_REQUIRED);
  const disabled = PAYMENT_METHOD_CODES.filter((code) => !chosen.has(code));
  await deps.db
    .update(tables.users)
    .set({ disabledPaymentMethods: disabled, updatedAt: new Date() })
    .where(eq(tables.users.id, sellerId));
  return getPaymentMethodSettings(deps, sellerId);
}

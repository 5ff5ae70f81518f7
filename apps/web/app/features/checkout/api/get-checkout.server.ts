/**
 * The checkout's data: the product (`GET /v1/products/{id}`, asked as a guest so a seller sees what
 * a buyer sees) and, when it has a price, the active gateway's methods (`GET /v1/payment-methods`).
 */
import type { PublicProduct, publicProductSchema } from "@lapak/shared/schemas/product";
import type { PaymentMethod, paymentMethodSchema } from "@lapak/shared/schemas/transaction";
import type { z } from "@lapak/shared/zod";
import { type AppLoadContext, data } from "react-router";
import type { Envelope } from "~/lib/api.server";
import { needsPayment } from "../submit-label";

type ProductEnvelope = Envelope<typeof publicProductSchema>;
type MethodsEnvelope = Envelope<z.ZodArray<typeof paymentMethodSchema>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutData {
  product: PublicProduct;
  /** Empty for a free product or a lead magnet. */
  methods: PaymentMethod[];
  /** A fresh `Idempotency-Key` for this page's form: a double submit replays, never charges twice. */
  idempotencyKey: string;
  /** Offer "Kirim info pesanan ke WhatsApp saya" (the platform sends WhatsApp; paid products, which ask for a number). */
  offerWhatsapp: boolean;
}

/**
 * Loads the checkout of product `productId`. Throws a 404 response (the "Halaman tidak ditemukan" page) for
 * an unknown, unpublished or deleted product and for an external link (a link is visited, not
 * sold); throws an error (the "Internal Server Error" page) when the API fails otherwise.
 */
export async function getCheckout(context: AppLoadContext, productId: string): Promise<CheckoutData> {
  if (!UUID.test(productId)) throw data("Produk tidak ditemukan", { status: 404 });
  const response = await context.api<ProductEnvelope>(`/products/${productId}`);
  if (response.status === 404) throw data("Produk tidak ditemukan", { status: 404 });
  if (response.status !== 200) throw new Error(`GET /v1/products/{id} answered ${response.status}`);
  const product = response.body.data;
  if (product.type === "external_url") throw data("Produk tidak ditemukan", { status: 404 });

  let methods: PaymentMethod[] = [];
  if (needsPayment(product)) {
    const answer = await context.api<MethodsEnvelope>("/payment-methods");
    if (answer.status !== 200) throw new Error(`GET /v1/payment-methods answered ${answer.status}`);
    methods = answer.body.data;
  }
  const offerWhatsapp = context.publicConfig.whatsappAvailable && needsPayment(product);
  return { product, methods, idempotencyKey: crypto.randomUUID(), offerWhatsapp };
}

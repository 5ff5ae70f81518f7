/**
 * The checkout's data: the product (`GET /v1/products/{id}`, asked as a guest so a seller sees what
 * a buyer sees) and, when it has a price, the active gateway's methods the store accepts
 * (`GET /v1/payment-methods?productId=`).
 */
import type { Quote } from "@lapak/shared/schemas/discount";
import { isSoldProductType, type PublicProduct, type publicProductSchema } from "@lapak/shared/schemas/product";
import type { PaymentMethod, paymentMethodSchema } from "@lapak/shared/schemas/transaction";
import type { z } from "@lapak/shared/zod";
import { type AppLoadContext, data } from "react-router";
import type { Envelope } from "~/lib/api.server";
import { storeGone } from "~/lib/store-gone";
import { needsPayment } from "../submit-label";

type ProductEnvelope = Envelope<typeof publicProductSchema>;
type MethodsEnvelope = Envelope<z.ZodArray<typeof paymentMethodSchema>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutData {
  product: PublicProduct;
  /** The server's quote for the code in the address (`?kode=`/`?code=`), without the bump. */
  quote: Quote;
  /** The code as typed in the address, even when refused; "" without one. */
  typedCode: string;
  /** Why the code in the address was refused, or null. */
  promoError: string | null;
  /** Empty for a free product or a lead magnet. */
  methods: PaymentMethod[];
  /** A fresh `Idempotency-Key` for this page's form: a double submit replays, never charges twice. */
  idempotencyKey: string;
  /** Offer "Kirim info pesanan ke WhatsApp saya" (the platform sends WhatsApp; paid products, which ask for a number). */
  offerWhatsapp: boolean;
  /** A membership: the months of the period bought (`?periode=`, else its shortest); null otherwise. */
  periodMonths: number | null;
}

/**
 * The membership period a checkout sells (ADR 0049): the one `?periode=` names when the product
 * sells it (a renewal link's), else its shortest; null for any other product.
 */
export function chosenPeriod(product: PublicProduct, typed: string | null | undefined) {
  const periods = product.membership?.periods ?? [];
  if (periods.length === 0) return null;
  return periods.find((period) => String(period.months) === typed) ?? periods[0] ?? null;
}

/**
 * Loads the checkout of product `productId`. Throws a 404 response (the "Halaman tidak ditemukan" page) for
 * an unknown, unpublished or deleted product and for an external link (a link is visited, not
 * sold), a 410 response ("Toko ini tidak tersedia") for a suspended store's product, like its store
 * page; throws an error (the "Internal Server Error" page) when the API fails otherwise.
 */
export async function getCheckout(context: AppLoadContext, productId: string, url?: URL): Promise<CheckoutData> {
  if (!UUID.test(productId)) throw data("Produk tidak ditemukan", { status: 404 });
  const response = await context.api<ProductEnvelope>(`/products/${productId}`);
  if (response.status === 404) throw data("Produk tidak ditemukan", { status: 404 });
  if (response.status === 410) storeGone();
  if (response.status !== 200) throw new Error(`GET /v1/products/{id} answered ${response.status}`);
  const product = response.body.data;
  if (product.type === "external_url") throw data("Produk tidak ditemukan", { status: 404 });

  const typedCode = (url?.searchParams.get("kode") ?? url?.searchParams.get("code") ?? "").trim().slice(0, 64);
  const period = chosenPeriod(product, url?.searchParams.get("periode"));
  const { quote, promoError } = await quoteOf(context, product, typedCode, period);

  let methods: PaymentMethod[] = [];
  if (needsPayment(product)) {
    // Only the methods the store accepts (Pengaturan Pembayaran, ADR 0023).
    const answer = await context.api<MethodsEnvelope>(`/payment-methods?productId=${product.id}`);
    if (answer.status !== 200) throw new Error(`GET /v1/payment-methods answered ${answer.status}`);
    methods = answer.body.data;
  }
  const offerWhatsapp = context.publicConfig.whatsappAvailable && needsPayment(product);
  return {
    product,
    quote,
    typedCode,
    promoError,
    methods,
    idempotencyKey: crypto.randomUUID(),
    offerWhatsapp,
    periodMonths: period?.months ?? null,
  };
}

/**
 * `POST /v1/checkout/quote` for `product` with `code` (ADR 0019) — a membership's at the price of
 * `period` (ADR 0049) — : the discounted total, or — when
 * the code is refused — the quote without it and the API's Indonesian reason.
 */
async function quoteOf(
  context: AppLoadContext,
  product: PublicProduct,
  code: string,
  period: { months: number; price: number } | null,
): Promise<{ quote: Quote; promoError: string | null }> {
  const price = period?.price ?? product.price;
  const plain: Quote = {
    items: [{ productId: product.id, title: product.title, price }],
    subtotal: price,
    discount: 0,
    amount: price,
    discountCode: null,
  };
  if (!code || !isSoldProductType(product.type)) return { quote: plain, promoError: null };
  const response = await context.api<{ data: Quote; message?: string }>("/checkout/quote", {
    method: "POST",
    body: { productId: product.id, discountCode: code, ...(period && { periodMonths: period.months }) },
  });
  if (response.status === 200) return { quote: response.body.data, promoError: null };
  const failure = response.body as unknown as { message?: string; errors?: Record<string, string[]> };
  return {
    quote: plain,
    promoError: failure.errors?.discountCode?.[0] ?? failure.message ?? "Kode promo tidak dapat dipakai",
  };
}

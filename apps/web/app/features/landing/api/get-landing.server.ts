/**
 * What the landing page shows from the running system: the example store (the demo store the seed
 * creates, `GET /v1/sellers/demo` + its products), the payment methods of the active gateway
 * (`GET /v1/payment-methods`) and the fee settings (`PLATFORM_FEE_PERCENT`, `HOLD_DAYS`). Called as a
 * guest: the page is the same for everyone and cached (DESIGN §6). A missing demo store (deleted,
 * or a database seeded otherwise) hides that section instead of failing the page.
 */
import { PAYMENT_METHOD_TABLE } from "@lapak/shared/fees";
import type { PublicProduct, publicProductSchema } from "@lapak/shared/schemas/product";
import { PAYMENT_METHOD_CODES, type PaymentMethod, type paymentMethodSchema } from "@lapak/shared/schemas/transaction";
import type { Seller, sellerSchema } from "@lapak/shared/schemas/user";
import type { z } from "@lapak/shared/zod";
import type { AppLoadContext } from "react-router";
import type { Envelope } from "~/lib/api.server";

/** The seeded store the landing page shows as its example (`paths.demoStore`). */
export const EXAMPLE_STORE = "demo";

export interface ExampleStore {
  seller: Pick<Seller, "username" | "name" | "bio" | "avatarUrl" | "theme">;
  /** Published products in the seller's order. */
  products: Pick<PublicProduct, "id" | "type" | "title" | "slug" | "price" | "coverImageUrl" | "ctaLabel">[];
}

export interface LandingData {
  example: ExampleStore | null;
  methods: Pick<PaymentMethod, "code" | "name" | "kind" | "fee">[];
  platformFeePercent: number;
  holdDays: number;
}

async function getExampleStore(context: AppLoadContext): Promise<ExampleStore | null> {
  const [seller, products] = await Promise.all([
    context.api<Envelope<typeof sellerSchema>>(`/sellers/${EXAMPLE_STORE}`),
    context.api<Envelope<z.ZodArray<typeof publicProductSchema>>>(`/sellers/${EXAMPLE_STORE}/products`),
  ]);
  if (seller.status !== 200 || products.status !== 200 || products.body.data.length === 0) return null;
  const { username, name, bio, avatarUrl, theme } = seller.body.data;
  return {
    seller: { username, name, bio, avatarUrl, theme },
    products: products.body.data.map(({ id, type, title, slug, price, coverImageUrl, ctaLabel }) => ({
      id,
      type,
      title,
      slug,
      price,
      coverImageUrl,
      ctaLabel,
    })),
  };
}

/** Every method of the fee table, for when the API cannot list the gateway's own (never thrown). */
function allMethods(): LandingData["methods"] {
  return PAYMENT_METHOD_CODES.map((code) => {
    const row = PAYMENT_METHOD_TABLE[code];
    return { code, name: row.name, kind: row.kind, fee: { flat: row.flat, percent: row.percent } };
  });
}

/** The landing page's data; never throws for an API failure (the page still renders). */
export async function getLanding(context: AppLoadContext): Promise<LandingData> {
  const [example, methods] = await Promise.all([
    getExampleStore(context),
    context.api<Envelope<z.ZodArray<typeof paymentMethodSchema>>>("/payment-methods"),
  ]);
  const { platformFeePercent, holdDays } = context.publicConfig;
  return {
    example,
    methods:
      methods.status === 200
        ? methods.body.data.map(({ code, name, kind, fee }) => ({ code, name, kind, fee }))
        : allMethods(),
    platformFeePercent,
    holdDays,
  };
}

/**
 * The public store (SPEC §7, no login): a seller's published products, one product by slug, all a
 * store page shows in one read (ADR 0030), the click counter behind external-link cards, and the
 * sitemap data. HTTP only.
 */
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { productClickSchema, publicProductSchema, sitemapSchema } from "@lapak/shared/schemas/product";
import { storefrontSchema } from "@lapak/shared/schemas/storefront";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { z } from "zod";
import type { CityLookup } from "../../integrations/geoip/city-lookup";
import type { Deps } from "../../lib/deps";
import { limit } from "../../plugins/rate-limit";
import { recordView } from "../traffics/record-view";
import { countClick } from "./count-click";
import { getStorefrontProduct, listStorefrontProducts } from "./list-storefront-products";
import { getSitemap } from "./sitemap";
import { getStorefront } from "./storefront-read";

const tags = ["storefront"];
const storeParams = z.object({ username: text().max(64) });
const productParams = z.object({ username: text().max(64), slug: text().max(100) });

export async function storefrontRoutes(app: FastifyInstance, deps: Deps & { cityOf: CityLookup }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/sellers/:username/products",
    {
      schema: {
        tags,
        params: storeParams,
        response: { 200: dataEnvelope(z.array(publicProductSchema)), 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => ({ data: await listStorefrontProducts(deps, request.params.username) }),
  );

  // The store's and its product pages' one read (ADR 0030): seller, published products and pixels.
  r.get(
    "/sellers/:username/storefront",
    {
      schema: {
        tags,
        params: storeParams,
        response: { 200: dataEnvelope(storefrontSchema), 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => ({ data: await getStorefront(deps, request.params.username) }),
  );

  r.get(
    "/sellers/:username/products/:slug",
    {
      schema: {
        tags,
        params: productParams,
        response: { 200: dataEnvelope(publicProductSchema), 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => ({ data: await getStorefrontProduct(deps, request.params) }),
  );

  r.post(
    "/sellers/:username/products/:slug/click",
    {
      schema: {
        tags,
        params: productParams,
        response: {
          200: dataEnvelope(productClickSchema),
          404: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // Generous: many buyers share one carrier IP (CGNAT); this only keeps a script from inflating counts.
      config: limit(deps.config, "click", 120, 60_000),
    },
    async (request) => {
      const userAgent = request.headers["user-agent"];
      // Link-preview bots and crawlers open the link too; they are not clicks.
      const human = Boolean(userAgent) && !isbot(userAgent);
      const data = await countClick(deps, { ...request.params, count: human });
      if (human) {
        const { username, slug } = request.params;
        await recordView(deps, {
          path: `/${username}/${slug}`,
          click: true,
          ip: request.ip,
          userAgent,
          viewerId: request.session?.user.id,
        }).catch((err) => request.log.warn({ err }, "click not recorded in statistics"));
      }
      return { data };
    },
  );

  r.get("/sitemap", { schema: { tags, response: { 200: dataEnvelope(sitemapSchema) } } }, async () => ({
    data: await getSitemap(deps),
  }));
}

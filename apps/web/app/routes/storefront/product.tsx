/**
 * `/{username}/{product}` (layout `public`): a product page, near-static and cached; for an
 * external link it counts the click and answers 302 to the link (DESIGN §5, §6).
 */
import { data, redirect } from "react-router";
import { PixelTags } from "~/features/pixels/components/pixel-tags";
import { pixelHeaders } from "~/features/pixels/pixel-page";
import { enhanceScript } from "~/features/shell/enhance.server";
import { PageScript } from "~/features/shell/page-script";
import { countClick } from "~/features/storefront/api/count-click.server";
import { getStorefrontProduct, storeUsername } from "~/features/storefront/api/get-storefront.server";
import { ProductPage } from "~/features/storefront/components/product-page";
import { productJsonLd } from "~/features/storefront/components/product-reviews";
import { passStorePageHeaders, storePageHeaders } from "~/features/storefront/page-headers";
import { NEAR_STATIC_HANDLE } from "~/lib/near-static";
import { productSeo, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/product";

export const handle = NEAR_STATIC_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const username = storeUsername(params.username);
  const slug = params.product.toLowerCase();
  const { seller, product, pixels } = await getStorefrontProduct(context, username, slug);
  if (product.type === "external_url") {
    // Every visit is a click to count, so neither a CDN nor the page cache may keep this answer.
    throw redirect(await countClick(context, seller.username, product.slug), {
      status: 302,
      headers: { "Cache-Control": "private, no-store" },
    });
  }
  const seo = productSeo(context.publicConfig.appUrl, seller, product);
  // The same script for every visitor: it applies a `?kode=` in the browser (ADR 0019).
  return data(
    {
      seller,
      product,
      seo,
      jsonLd: productJsonLd({ ...product, coverImageUrl: seo.image }, seo.url),
      script: enhanceScript("product"),
      pixels,
      pixelScript: enhanceScript("pixels"),
    },
    { headers: { ...storePageHeaders(seller.username), ...pixelHeaders(pixels) } },
  );
}

export const headers = passStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo) : [];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const event = {
    name: "ViewContent" as const,
    contentId: product.id,
    contentName: product.title,
    value: product.price,
  };
  return (
    <>
      <ProductPage seller={loaderData.seller} product={product} jsonLd={loaderData.jsonLd} />
      <PixelTags pixels={loaderData.pixels} event={event} script={loaderData.pixelScript} />
      <PageScript src={loaderData.script} />
    </>
  );
}

/** `/{username}` (layout `public`): a seller's storefront, near-static and cached (DESIGN §5, §6). */
import { data } from "react-router";
import { PixelTags } from "~/features/pixels/components/pixel-tags";
import { pixelHeaders } from "~/features/pixels/pixel-page";
import { enhanceScript } from "~/features/shell/enhance.server";
import { getStorefront, storeUsername } from "~/features/storefront/api/get-storefront.server";
import { StorefrontPage } from "~/features/storefront/components/storefront-page";
import { passStorePageHeaders, storePageHeaders } from "~/features/storefront/page-headers";
import { NEAR_STATIC_HANDLE } from "~/lib/near-static";
import { seoMeta, storefrontSeo } from "~/lib/seo";
import type { Route } from "./+types/store";

export const handle = NEAR_STATIC_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const username = storeUsername(params.username);
  const { seller, products, pixels } = await getStorefront(context, username);
  const seo = storefrontSeo(
    context.publicConfig.appUrl,
    seller,
    products.map((product) => product.coverImageUrl),
  );
  return data(
    { seller, products, seo, pixels, pixelScript: enhanceScript("pixels") },
    { headers: { ...storePageHeaders(seller.username), ...pixelHeaders(pixels) } },
  );
}

export const headers = passStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo) : [];
}

export default function Store({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StorefrontPage seller={loaderData.seller} products={loaderData.products} />
      <PixelTags pixels={loaderData.pixels} event={null} script={loaderData.pixelScript} />
    </>
  );
}

/** `/sitemap.xml`: a resource route (no UI) answering the sitemap XML. */
import { buildSitemap } from "~/features/storefront/api/get-sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await buildSitemap(context), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}

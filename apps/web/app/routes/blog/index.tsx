/** `/blog` (layout `landing`): the newest posts, near-static and cached (DESIGN §5, §6). */
import { BLOG_PAGE_CACHE_TAG } from "@lapak/shared/page-cache";
import { data } from "react-router";
import { getBlogPage } from "~/features/blog/api/blog.server";
import { BlogListPage } from "~/features/blog/components/blog-list-page";
import { blogListMeta } from "~/features/blog/seo";
import { passStorePageHeaders, storePageHeaders } from "~/features/storefront/page-headers";
import { NEAR_STATIC_HANDLE } from "~/lib/near-static";
import type { Route } from "./+types/index";

export const handle = NEAR_STATIC_HANDLE;

export async function loader({ context }: Route.LoaderArgs) {
  const page = await getBlogPage(context, 1);
  return data({ ...page, appUrl: context.publicConfig.appUrl }, { headers: storePageHeaders(BLOG_PAGE_CACHE_TAG) });
}

export const headers = passStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? blogListMeta(loaderData.appUrl, 1) : [];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} page={loaderData.page} pageCount={loaderData.pageCount} />;
}

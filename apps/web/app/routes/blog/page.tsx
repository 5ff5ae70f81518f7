/**
 * `/blog/halaman/{n}` (n ≥ 2): older posts. A path, not `?page=`: the page cache keys on the path,
 * so each page is cached on its own.
 */
import { BLOG_PAGE_CACHE_TAG } from "@lapak/shared/page-cache";
import { data } from "react-router";
import { getBlogPage, pageNumber } from "~/features/blog/api/blog.server";
import { BlogListPage } from "~/features/blog/components/blog-list-page";
import { blogListMeta } from "~/features/blog/seo";
import { passStorePageHeaders, storePageHeaders } from "~/features/storefront/page-headers";
import { NEAR_STATIC_HANDLE } from "~/lib/near-static";
import type { Route } from "./+types/page";

export const handle = NEAR_STATIC_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = pageNumber(params.page);
  if (!page) throw data("Halaman tidak ditemukan", { status: 404 });
  const list = await getBlogPage(context, page);
  return data({ ...list, appUrl: context.publicConfig.appUrl }, { headers: storePageHeaders(BLOG_PAGE_CACHE_TAG) });
}

export const headers = passStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? blogListMeta(loaderData.appUrl, loaderData.page) : [];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} page={loaderData.page} pageCount={loaderData.pageCount} />;
}

/** `/blog/{slug}` (layout `landing`): one article, near-static and cached; unknown → the 404 page. */
import { BLOG_PAGE_CACHE_TAG } from "@lapak/shared/page-cache";
import { data } from "react-router";
import { getBlogPost } from "~/features/blog/api/blog.server";
import { PostPage } from "~/features/blog/components/post-page";
import { articleJsonLd, postMeta, postSeo } from "~/features/blog/seo";
import { passStorePageHeaders, storePageHeaders } from "~/features/storefront/page-headers";
import { NEAR_STATIC_HANDLE } from "~/lib/near-static";
import type { Route } from "./+types/post";

export const handle = NEAR_STATIC_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getBlogPost(context, params.slug.toLowerCase());
  const appUrl = context.publicConfig.appUrl;
  return data(
    { post, appUrl, url: postSeo(appUrl, post).url, jsonLd: articleJsonLd(appUrl, post) },
    { headers: storePageHeaders(BLOG_PAGE_CACHE_TAG) },
  );
}

export const headers = passStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? postMeta(loaderData.appUrl, loaderData.post) : [];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostPage post={loaderData.post} url={loaderData.url} jsonLd={loaderData.jsonLd} />;
}

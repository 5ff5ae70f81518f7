/**
 * The public blog's data: `GET /v1/blogs` (a page of live posts, newest first) and
 * `GET /v1/blogs/{slug}` (one live post with related posts).
 */
import { BLOG_PAGE_SIZE, type PublicBlogPost, type PublicBlogPostItem } from "@lapak/shared/schemas/blog";
import { type AppLoadContext, data } from "react-router";
import { isOk } from "~/lib/api.server";

export interface BlogPage {
  posts: PublicBlogPostItem[];
  page: number;
  pageCount: number;
}

/** Page `page` (from 1) of `/blog`. A page past the last one answers the 404 page; page 1 may be empty. */
export async function getBlogPage(context: AppLoadContext, page: number): Promise<BlogPage> {
  const response = await context.api<{ data: PublicBlogPostItem[]; meta: { total: number } }>(
    `/blogs?page=${page}&perPage=${BLOG_PAGE_SIZE}`,
  );
  if (!isOk(response)) throw new Error(`GET /v1/blogs answered ${response.status}`);
  const pageCount = Math.max(1, Math.ceil(response.body.meta.total / BLOG_PAGE_SIZE));
  if (page > pageCount) throw data("Halaman tidak ditemukan", { status: 404 });
  return { posts: response.body.data, page, pageCount };
}

/** The live post `slug`; an unknown slug, a draft or a post still scheduled answers the 404 page. */
export async function getBlogPost(context: AppLoadContext, slug: string): Promise<PublicBlogPost> {
  const response = await context.api<{ data: PublicBlogPost }>(`/blogs/${encodeURIComponent(slug)}`);
  if (response.status === 404 || response.status === 400) throw data("Artikel tidak ditemukan", { status: 404 });
  if (!isOk(response)) throw new Error(`GET /v1/blogs/{slug} answered ${response.status}`);
  return response.body.data;
}

/** A `/blog/halaman/{n}` segment as a page number ≥ 2, or null for anything else. */
export function pageNumber(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,4}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

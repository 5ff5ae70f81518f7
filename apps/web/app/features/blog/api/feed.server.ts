/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification), written by the `feed`
 * package: the 20 newest live posts with title, link, summary, date and cover (an enclosure naming
 * the stored cover with its MIME type and byte length, as the specification asks).
 */
import type { PublicBlogPostItem } from "@lapak/shared/schemas/blog";
import { Feed } from "feed";
import type { AppLoadContext } from "react-router";
import { isOk } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/lib/seo";
import { BLOG_DESCRIPTION, BLOG_NAME } from "../seo";

const FEED_SIZE = 20;

/** The feed XML. Throws when the API cannot list the posts. */
export async function buildBlogFeed(context: AppLoadContext): Promise<string> {
  const response = await context.api<{ data: PublicBlogPostItem[] }>(`/blogs?page=1&perPage=${FEED_SIZE}`);
  if (!isOk(response)) throw new Error(`GET /v1/blogs answered ${response.status}`);
  const appUrl = context.publicConfig.appUrl;
  const posts = response.body.data;
  const feed = new Feed({
    title: BLOG_NAME,
    description: BLOG_DESCRIPTION,
    id: absoluteUrl(appUrl, paths.blog.index),
    link: absoluteUrl(appUrl, paths.blog.index),
    language: "id",
    copyright: `© ${new Date().getFullYear()} Lapak`,
    updated: posts[0] ? new Date(posts[0].publishedAt) : undefined,
    feedLinks: { rss: absoluteUrl(appUrl, paths.blog.feed) },
  });
  for (const post of posts) {
    const link = absoluteUrl(appUrl, paths.blog.post(post.slug));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.summary,
      date: new Date(post.publishedAt),
      // RSS 2.0 <enclosure>: the cover as served at its URL, with its real MIME type and length.
      ...(post.coverImageUrl && post.coverImageFile
        ? {
            enclosure: {
              url: absoluteUrl(appUrl, post.coverImageUrl),
              type: post.coverImageFile.mime,
              length: post.coverImageFile.bytes,
            },
          }
        : {}),
    });
  }
  return feed.rss2();
}

/** `/blog/feed.xml`: an RSS 2.0 feed of the 20 newest posts (a resource route, no UI). */
import { buildBlogFeed } from "~/features/blog/api/feed.server";
import type { Route } from "./+types/feed";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await buildBlogFeed(context), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=3600",
    },
  });
}

/** A post in a list (`/blog`, "Artikel lainnya"): cover, date, reading time, title and summary. */
import { formatDateWib } from "@lapak/shared/date";
import type { PublicBlogPostItem } from "@lapak/shared/schemas/blog";
import { imageAt, srcSetOf } from "~/lib/images";
import { paths } from "~/lib/paths";

/** `12 November 2026 · 5 menit baca`. */
export function postByline(post: Pick<PublicBlogPostItem, "publishedAt" | "readingMinutes">): string {
  return `${formatDateWib(post.publishedAt)} · ${post.readingMinutes} menit baca`;
}

/** `heading`: `h3` where the card sits under a section's `h2` ("Artikel lainnya"). */
export function PostCard({
  post,
  eager = false,
  heading: Heading = "h2",
}: {
  post: PublicBlogPostItem;
  eager?: boolean;
  heading?: "h2" | "h3";
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <div className="aspect-[16/10] bg-gradient-to-br from-violet-100 to-pink-100">
        {post.coverImageUrl ? (
          <img
            src={imageAt(post.coverImageUrl, 640)}
            srcSet={srcSetOf(post.coverImageUrl, 1080)}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            width={1600}
            height={1000}
            alt=""
            loading={eager ? "eager" : "lazy"}
            {...(eager ? { fetchPriority: "high" as const } : {})}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-slate-500">
          <time dateTime={post.publishedAt}>{postByline(post)}</time>
        </p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-slate-900">
          <a href={paths.blog.post(post.slug)} className="after:absolute after:inset-0 focus-visible:outline-2">
            {post.title}
          </a>
        </Heading>
        {post.summary ? (
          <p className="mt-2 line-clamp-3 text-[15px] leading-relaxed text-slate-600">{post.summary}</p>
        ) : null}
        <span aria-hidden className="mt-auto pt-4 text-sm font-semibold text-violet-700 group-hover:underline">
          Baca selengkapnya →
        </span>
      </div>
    </article>
  );
}

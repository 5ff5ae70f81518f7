/** `/blog` and `/blog/halaman/{n}`: the newest posts first, with links to older pages. */
import { NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import type { BlogPage } from "../api/blog.server";
import { BLOG_DESCRIPTION, BLOG_NAME } from "../seo";
import { PostCard } from "./post-card";

const PAGER_LINK =
  "rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600";

export function BlogListPage({ posts, page, pageCount }: BlogPage) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">{BLOG_NAME}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Tips jualan produk digital
        </h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600">{BLOG_DESCRIPTION}</p>
      </header>

      {posts.length ? (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard key={post.slug} post={post} eager={page === 1 && index === 0} />
          ))}
        </div>
      ) : (
        <p className="mt-10 rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          Belum ada artikel. Kembali lagi nanti, ya.
        </p>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Halaman blog" className="mt-10 flex items-center justify-between gap-3">
          {page > 1 ? (
            <a href={paths.blog.page(page - 1)} rel="prev" className={PAGER_LINK}>
              ← Lebih baru
            </a>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">
            Halaman {page} dari {pageCount}
          </p>
          {page < pageCount ? (
            <a href={paths.blog.page(page + 1)} rel="next" className={PAGER_LINK}>
              Lebih lama →
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p className="mt-10 text-sm text-slate-500">
        Ikuti lewat{" "}
        <a href={paths.blog.feed} className="font-medium text-violet-700 underline">
          RSS
        </a>
        .
      </p>
      <NearStaticScripts />
    </div>
  );
}

/** `/admin/blogs`: every post with its status; open to edit, see it live, take it off the blog, delete. */
import { formatDateTimeWib } from "@lapak/shared/date";
import type { BlogPostRow, BlogPostStatus } from "@lapak/shared/schemas/blog";
import { Form, Link, useRevalidator } from "react-router";
import { Badge, type BadgeTone } from "~/features/ui/badge";
import { ButtonLink } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { paths } from "~/lib/paths";

const STATUS: Record<BlogPostStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draf", tone: "slate" },
  published: { label: "Terbit", tone: "emerald" },
  scheduled: { label: "Terjadwal", tone: "amber" },
};

const ACTION =
  "inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-violet-600";

function when(post: BlogPostRow): string {
  if (post.status === "published" && post.publishedAt) return `Terbit ${formatDateTimeWib(post.publishedAt)}`;
  if (post.status === "scheduled" && post.publishedAt) return `Terbit ${formatDateTimeWib(post.publishedAt)}`;
  return `Diubah ${formatDateTimeWib(post.updatedAt)}`;
}

type PostListData = { data: BlogPostRow[]; meta: { page: number; perPage: number; total: number } } | null;

export function PostList({ list }: { list: PostListData }) {
  const { revalidate } = useRevalidator();
  const pages = list ? Math.max(1, Math.ceil(list.meta.total / list.meta.perPage)) : 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title="Blog">Artikel untuk /blog. Waktu dalam WIB.</PageHeading>
        <ButtonLink to={paths.admin.blogEditor}>Tulis Artikel</ButtonLink>
      </div>
      {!list ? (
        <BlockError what="Daftar artikel" onRetry={revalidate} />
      ) : list.data.length === 0 ? (
        <EmptyState action={<ButtonLink to={paths.admin.blogEditor}>Tulis Artikel</ButtonLink>}>
          Belum ada artikel.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {list.data.map((post) => (
            <li key={post.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={STATUS[post.status].tone}>{STATUS[post.status].label}</Badge>
                <span className="text-xs text-slate-500">{when(post)}</span>
              </div>
              <p className="mt-2 font-semibold break-words text-slate-900">{post.title}</p>
              <p className="text-sm break-all text-slate-500">/blog/{post.slug}</p>
              <div className="mt-3 flex flex-wrap gap-1">
                <Link to={paths.admin.blogPost(post.id)} className={`${ACTION} text-violet-700 hover:bg-violet-50`}>
                  Ubah<span className="sr-only"> {post.title}</span>
                </Link>
                {post.status === "published" ? (
                  <a href={paths.blog.post(post.slug)} className={`${ACTION} text-slate-700 hover:bg-slate-100`}>
                    Lihat<span className="sr-only"> {post.title}</span>
                  </a>
                ) : null}
                {post.status !== "draft" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={post.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="unpublish"
                      className={`${ACTION} text-slate-700 hover:bg-slate-100`}
                    >
                      Tarik dari blog<span className="sr-only"> {post.title}</span>
                    </button>
                  </Form>
                ) : null}
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(`Hapus artikel "${post.title}"? Tindakan ini tidak bisa dibatalkan.`)) {
                      event.preventDefault();
                    }
                  }}
                >
                  <input type="hidden" name="id" value={post.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className={`${ACTION} text-red-700 hover:bg-red-50`}
                  >
                    Hapus<span className="sr-only"> {post.title}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && pages > 1 ? (
        <nav aria-label="Halaman" className="flex items-center justify-between text-sm">
          {list.meta.page > 1 ? <Link to={`?page=${list.meta.page - 1}`}>← Sebelumnya</Link> : <span />}
          <span className="text-slate-500">
            Halaman {list.meta.page} dari {pages}
          </span>
          {list.meta.page < pages ? <Link to={`?page=${list.meta.page + 1}`}>Berikutnya →</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}

/**
 * A membership's posts (ADR 0049): the editor — title, rich text (the Tiptap field of product
 * descriptions), files, and "Terbitkan sekarang", "Jadwalkan" or "Simpan draf" — above the posts,
 * newest first, each editable and deletable. A published post is mailed once to the active
 * members; the storefront shows its title and a teaser with "Khusus anggota".
 */
import { formatWhenWib, isoToWibLocal } from "@lapak/shared/date";
import type { MemberPost } from "@lapak/shared/schemas/membership";
import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { MemberPostsActionResult, MemberPostsPageData } from "~/features/products/api/member-posts.server";
import { buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { TextField } from "~/features/ui/text-field";
import { useActionToast } from "~/features/ui/use-action-toast";
import { paths } from "~/lib/paths";
import { FileUploadList, type ProductFile } from "./file-upload-list";
import { PostEditorField } from "./rich-text-editor";

/** Most bytes of one attached file (the API enforces its own upload limit). */
const MAX_POST_FILE_BYTES = 200 * 1024 * 1024;

export function MemberPostsPage({ membership, posts, now }: MemberPostsPageData) {
  const result = useActionData() as MemberPostsActionResult | undefined;
  useActionToast(result);
  const [editing, setEditing] = useState<MemberPost | null>(null);
  const navigation = useNavigation();
  // A save that went through clears the editor for the next post.
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (result?.ok) {
      setEditing(null);
      setFormKey((key) => key + 1);
    }
  }, [result]);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={`${paths.dashboard.addMembership}?id=${membership.id}`}
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 hover:underline"
      >
        ← Kembali ke langganan
      </Link>
      <PageHeading title={`Postingan · ${membership.title}`}>
        Hanya anggota aktif yang bisa membaca postingan di Pustaka Saya. Setiap postingan yang terbit dikirim sekali
        lewat email ke anggota aktif.
      </PageHeading>
      <PostEditor
        key={`${editing?.id ?? "baru"}-${formKey}`}
        post={editing}
        errors={errors}
        busy={navigation.state === "submitting"}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Semua postingan</h2>
      {posts.length === 0 ? (
        <EmptyState>Belum ada postingan. Tulis yang pertama di atas.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{post.title}</p>
                <p className="text-xs text-slate-500">
                  {post.publishedAt === null
                    ? "Draf"
                    : post.publishedAt > now
                      ? `Terjadwal ${formatWhenWib(post.publishedAt)}`
                      : `Terbit ${formatWhenWib(post.publishedAt)}`}
                  {post.files.length > 0 ? ` · ${post.files.length} berkas` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(post)}
                  className={`${buttonClass("secondary")} min-h-11`}
                >
                  Ubah
                </button>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(`Hapus postingan "${post.title}"? Tindakan ini tidak bisa dibatalkan.`)) {
                      event.preventDefault();
                    }
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="postId" value={post.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                  >
                    Hapus<span className="sr-only"> {post.title}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PostEditor({
  post,
  errors,
  busy,
  onCancel,
}: {
  post: MemberPost | null;
  errors: Record<string, string[]>;
  busy: boolean;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [files, setFiles] = useState<ProductFile[]>(post?.files ?? []);
  const [publishAt, setPublishAt] = useState(post?.publishedAt ? isoToWibLocal(post.publishedAt) : "");
  return (
    <Form method="post" noValidate className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{post ? "Ubah postingan" : "Postingan baru"}</h2>
      <input type="hidden" name="intent" value="save" />
      {post ? <input type="hidden" name="postId" value={post.id} /> : null}
      <TextField
        name="title"
        label="Judul"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={150}
        required
        errors={errors.title}
      />
      <PostEditorField name="content" label="Isi" value={content} onChange={setContent} errors={errors.content} />
      <FileUploadList
        label="Berkas (opsional)"
        value={files}
        onChange={setFiles}
        maxBytes={MAX_POST_FILE_BYTES}
        maxFiles={10}
        hint="Hanya anggota aktif yang bisa mengunduhnya."
        errors={errors.fileIds}
      />
      <TextField
        name="publishAt"
        label="Jadwal terbit (opsional, WIB)"
        type="datetime-local"
        value={publishAt}
        onChange={(event) => setPublishAt(event.target.value)}
        hint='Isi lalu pilih "Jadwalkan" untuk menerbitkan nanti.'
        errors={errors.publishedAt}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="publish"
          value="now"
          disabled={busy}
          className={`${buttonClass("primary")} min-h-11`}
        >
          Terbitkan sekarang
        </button>
        <button
          type="submit"
          name="publish"
          value="schedule"
          disabled={busy || !publishAt}
          className={`${buttonClass("secondary")} min-h-11`}
        >
          Jadwalkan
        </button>
        <button
          type="submit"
          name="publish"
          value="draft"
          disabled={busy}
          className={`${buttonClass("secondary")} min-h-11`}
        >
          Simpan draf
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${buttonClass("ghost")} min-h-11`}>
            Batal
          </button>
        ) : null}
      </div>
    </Form>
  );
}

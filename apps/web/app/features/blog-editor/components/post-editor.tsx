/**
 * The blog editor (`/admin/blogs/editor[?id=]`): title, slug (from the title until edited), cover,
 * the article, summary with "Buat Ringkasan", SEO title and description with a live search-result
 * preview, and the status — draft, published, or scheduled at a WIB time. Asks before leaving with
 * unsaved changes.
 */

import { type BlogPost, type BlogPostStatus, MAX_SUMMARY_LENGTH } from "@lapak/shared/schemas/blog";
import { slugify } from "@lapak/shared/slug";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/features/ui/button";
import { ImageUpload, type ImageValue } from "~/features/ui/image-upload";
import { TextArea } from "~/features/ui/text-area";
import { TextField } from "~/features/ui/text-field";
import { useUnsavedChanges } from "~/features/ui/use-unsaved-changes";
import { paths } from "~/lib/paths";
import { ContentEditor } from "./content-editor";
import { SearchPreview } from "./search-preview";
import { useSummary } from "./use-summary";

export interface PostEditorProps {
  post: BlogPost | null;
  /** The scheduled time as a WIB `datetime-local` value, or "". */
  publishAtLocal: string;
  appUrl: string;
  imageBytes: number;
  errors?: Record<string, string[]>;
}

const STATUSES: { value: BlogPostStatus; label: string; hint: string }[] = [
  { value: "draft", label: "Draf", hint: "Hanya terlihat oleh admin." },
  { value: "published", label: "Terbitkan", hint: "Langsung tampil di /blog." },
  { value: "scheduled", label: "Jadwalkan", hint: "Tampil otomatis pada waktu yang dipilih (WIB)." },
];

function initialDraft(post: BlogPost | null, publishAtLocal: string) {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    cover: post?.coverImageId && post.coverImageUrl ? { id: post.coverImageId, url: post.coverImageUrl } : null,
    content: post?.content ?? "",
    summary: post?.summary ?? "",
    status: post?.status ?? ("draft" as BlogPostStatus),
    publishAt: post?.status === "scheduled" ? publishAtLocal : "",
    seoTitle: post?.seoTitle ?? "",
    seoDescription: post?.seoDescription ?? "",
  };
}
type Draft = ReturnType<typeof initialDraft>;

export function PostEditor({ post, publishAtLocal, appUrl, imageBytes, errors = {} }: PostEditorProps) {
  const initial = useMemo(() => initialDraft(post, publishAtLocal), [post, publishAtLocal]);
  const [draft, setDraft] = useState<Draft>(initial);
  // A new post's slug follows its title until the admin types one; a saved post keeps its address.
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChanges(dirty);
  const saving = useNavigation().state === "submitting";
  const summary = useSummary(set("summary"));
  const slug = slugTouched ? draft.slug : draft.title ? slugify(draft.title, "artikel") : "";

  return (
    // One `minmax(0, 1fr)` column on a phone, and a `min-w-0` aside: an `auto` column grew to the
    // search preview's one-line address of a long title and pushed Simpan off a 390 px screen.
    <Form method="post" noValidate className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <TextField
          name="title"
          label="Judul"
          value={draft.title}
          onChange={(event) => set("title")(event.target.value)}
          maxLength={150}
          required
          errors={errors.title}
        />
        <TextField
          name="slug"
          label="Alamat artikel"
          prefix="/blog/"
          value={slug}
          onChange={(event) => {
            setSlugTouched(true);
            set("slug")(event.target.value.toLowerCase().replace(/\s+/g, "-"));
          }}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="dibuat-dari-judul"
          hint="Huruf kecil, angka dan tanda hubung. Harus berbeda dari artikel lain."
          errors={errors.slug}
        />
        <ImageUpload
          name="coverImageId"
          label="Gambar sampul"
          value={draft.cover as ImageValue | null}
          onChange={set("cover")}
          maxBytes={imageBytes}
          hint="JPG, PNG, WebP atau GIF, maksimal 5 MB. Rasio 16:10 tampil paling rapi."
          errors={errors.coverImageId}
        />
        <ContentEditor
          name="content"
          label="Isi artikel"
          value={draft.content}
          onChange={set("content")}
          maxImageBytes={imageBytes}
          errors={errors.content}
        />
        <div>
          <TextArea
            name="summary"
            label="Ringkasan"
            value={draft.summary}
            onChange={(event) => set("summary")(event.target.value)}
            maxLength={MAX_SUMMARY_LENGTH}
            rows={4}
            hint={`Tampil di daftar artikel dan di bawah judul. ${draft.summary.length}/${MAX_SUMMARY_LENGTH} karakter.`}
            errors={errors.summary}
          />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              disabled={summary.busy || !draft.content}
              onClick={() => void summary.summarize(draft.content, draft.title)}
            >
              {summary.busy ? "Membuat ringkasan…" : "Buat Ringkasan"}
            </Button>
            {summary.note ? (
              <p role="status" className={`text-sm ${summary.note.error ? "text-red-700" : "text-slate-600"}`}>
                {summary.note.text}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <aside className="min-w-0 space-y-6">
        <fieldset className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-900">Status</legend>
          {STATUSES.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl p-2 hover:bg-slate-50"
            >
              <input
                type="radio"
                name="status"
                value={option.value}
                checked={draft.status === option.value}
                onChange={() => set("status")(option.value)}
                className="mt-1 size-4 accent-violet-700"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                <span className="block text-xs text-slate-500">{option.hint}</span>
              </span>
            </label>
          ))}
          {draft.status === "scheduled" ? (
            <TextField
              name="publishAt"
              type="datetime-local"
              label="Waktu terbit (WIB)"
              value={draft.publishAt}
              onChange={(event) => set("publishAt")(event.target.value)}
              errors={errors.publishAt}
            />
          ) : null}
          {errors.status ? <p className="text-sm font-medium text-red-700">{errors.status.join(" ")}</p> : null}
        </fieldset>

        <section aria-labelledby="seo-heading" className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="seo-heading" className="text-sm font-semibold text-slate-900">
            SEO
          </h2>
          <TextField
            name="seoTitle"
            label="Judul SEO"
            value={draft.seoTitle}
            onChange={(event) => set("seoTitle")(event.target.value)}
            maxLength={70}
            placeholder={draft.title || "Sama dengan judul"}
            hint="Kosongkan untuk memakai judul artikel."
            errors={errors.seoTitle}
          />
          <TextArea
            name="seoDescription"
            label="Deskripsi SEO"
            value={draft.seoDescription}
            onChange={(event) => set("seoDescription")(event.target.value)}
            maxLength={160}
            rows={3}
            hint="Kosongkan untuk memakai ringkasan."
            errors={errors.seoDescription}
          />
          <SearchPreview
            appUrl={appUrl}
            slug={slug}
            title={`${draft.seoTitle || draft.title || "Judul artikel"} · Blog Lapak`}
            description={draft.seoDescription || draft.summary}
          />
        </section>

        {errors._ ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors._.join(" ")}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <Button disabled={saving} block>
            {saving ? "Menyimpan…" : "Simpan"}
          </Button>
          <ButtonLink to={paths.admin.blogs} variant="ghost" block>
            Batal
          </ButtonLink>
          {post && post.status === "published" ? (
            <a
              href={paths.blog.post(post.slug)}
              target="_blank"
              rel="noopener"
              className="text-center text-sm font-semibold text-violet-700 hover:underline"
            >
              Lihat artikel di blog
            </a>
          ) : null}
        </div>
      </aside>
    </Form>
  );
}

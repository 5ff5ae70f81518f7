/**
 * Loaders and actions of the admin's blog screens (ADR 0004: the `admin` guard ran first):
 * `/admin/blogs` lists every post (unpublish, delete) and `/admin/blogs/editor[?id=]` writes one,
 * through `GET|POST|PUT|DELETE /v1/admin/blogs…`.
 */
import { isoToWibLocal, wibLocalToIso } from "@lapak/shared/date";
import { type BlogPost, type BlogPostRow, blogPostBodySchema } from "@lapak/shared/schemas/blog";
import { MAX_IMAGE_BYTES } from "@lapak/shared/schemas/media";
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActionFailure, failureFrom, field, isOk, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireAdmin } from "~/lib/guards.server";
import { paths } from "~/lib/paths";

const PER_PAGE = 20;

function withToast(context: AppLoadContext, to: string, message: string) {
  return redirect(to, {
    headers: { "Set-Cookie": flashCookie(message, "success", isSecureApp(context.publicConfig.appUrl)) },
  });
}

/** `?page=` of the list, 1 when missing or nonsense. */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
}

/** `/admin/blogs`: one page of posts, most recently changed first; null when the API failed. */
export async function loadBlogList(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const response = await context.api<{ data: BlogPostRow[]; meta: { page: number; perPage: number; total: number } }>(
    `/admin/blogs?page=${pageOf(request)}&perPage=${PER_PAGE}`,
    { token },
  );
  return { list: isOk(response) ? response.body : null };
}

/** `intent=unpublish|delete` with `id`: takes a post off the blog, or deletes it; back with a toast. */
export async function blogListAction(request: Request, context: AppLoadContext): Promise<Response | ActionFailure> {
  const { token } = await requireAdmin(request, context);
  const form = await request.formData();
  const id = encodeURIComponent(field(form, "id"));
  const intent = field(form, "intent");
  const response =
    intent === "delete"
      ? await context.api(`/admin/blogs/${id}`, { method: "DELETE", token })
      : await context.api(`/admin/blogs/${id}/unpublish`, { method: "POST", token });
  if (!isOk(response)) return failureFrom(response);
  const message = intent === "delete" ? "Artikel dihapus" : "Artikel ditarik dan kembali menjadi draf";
  return withToast(context, `${paths.admin.blogs}${new URL(request.url).search}`, message);
}

/** The editor's data: the post (`?id=`, else null for a new one), the site's address, upload limit. */
export async function loadEditor(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("id");
  let post: BlogPost | null = null;
  if (id) {
    const response = await context.api<{ data: BlogPost }>(`/admin/blogs/${encodeURIComponent(id)}`, { token });
    if (response.status === 404 || response.status === 400) throw data("Artikel tidak ditemukan", { status: 404 });
    if (!isOk(response)) throw new Error(`GET /v1/admin/blogs/{id} answered ${response.status}`);
    post = response.body.data;
  }
  return {
    post,
    publishAtLocal: post?.publishedAt ? isoToWibLocal(post.publishedAt) : "",
    appUrl: context.publicConfig.appUrl,
    imageBytes: MAX_IMAGE_BYTES,
  };
}

/** The API body of the submitted editor form (the schedule field is WIB wall time). */
function bodyFrom(form: FormData) {
  const status = field(form, "status");
  const publishAt = wibLocalToIso(field(form, "publishAt"));
  return {
    title: field(form, "title"),
    slug: field(form, "slug").trim() || undefined,
    content: field(form, "content"),
    summary: field(form, "summary"),
    coverImageId: field(form, "coverImageId") || null,
    status: status === "published" || status === "scheduled" ? status : "draft",
    publishAt: status === "scheduled" ? (publishAt ?? undefined) : undefined,
    seoTitle: field(form, "seoTitle"),
    seoDescription: field(form, "seoDescription"),
  };
}

/** Saves the post (create without `?id=`, update with it), then back to the list with a toast. */
export async function saveEditor(request: Request, context: AppLoadContext): Promise<Response | ActionFailure> {
  const { token } = await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("id");
  const parsed = validate(blogPostBodySchema, bodyFrom(await request.formData()));
  if (!parsed.ok) return parsed;
  const response = await context.api<{ data: BlogPost }>(
    id ? `/admin/blogs/${encodeURIComponent(id)}` : "/admin/blogs",
    { method: id ? "PUT" : "POST", body: parsed.value, token },
  );
  if (!isOk(response)) return failureFrom(response);
  const post = response.body.data;
  const message =
    post.status === "published"
      ? "Artikel diterbitkan"
      : post.status === "scheduled"
        ? "Artikel dijadwalkan"
        : "Artikel disimpan sebagai draf";
  return withToast(context, paths.admin.blogs, message);
}

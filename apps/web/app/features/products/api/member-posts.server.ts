/**
 * `/dashboard/my-store/memberships/{id}/posts` (ADR 0049): a membership's members-only posts as
 * its seller writes them. The loader reads the membership (`GET /v1/product/memberships/{id}`, 404
 * when it is not theirs) and its posts; the action runs `intent` = `save` (create, or edit with
 * `postId`; `publish` = `now` | `draft` | `schedule` with a WIB `publishAt`) or `delete`.
 */
import { wibLocalToIso } from "@lapak/shared/date";
import type { MemberPost } from "@lapak/shared/schemas/membership";
import type { Product } from "@lapak/shared/schemas/product";
import { type AppLoadContext, data } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

export interface MemberPostsPageData {
  membership: Pick<Product, "id" | "title" | "slug">;
  posts: MemberPost[];
  /** The server's clock, so "Terjadwal" renders the same on the server and in the browser. */
  now: string;
}

export async function loadMemberPosts(request: Request, context: AppLoadContext, id: string) {
  const { token } = await requireCompleteUser(request, context);
  const [product, posts] = await Promise.all([
    context.api<{ data: Product }>(`/product/memberships/${encodeURIComponent(id)}`, { token }),
    context.api<{ data: MemberPost[] }>(`/memberships/${encodeURIComponent(id)}/posts`, { token }),
  ]);
  if (product.status === 404 || posts.status === 404) throw data("Halaman tidak ditemukan", { status: 404 });
  if (!isOk(product) || !isOk(posts)) throw new Error(`member posts answered ${posts.status}`);
  const { id: productId, title, slug } = product.body.data;
  return {
    membership: { id: productId, title, slug },
    posts: posts.body.data,
    now: new Date().toISOString(),
  } satisfies MemberPostsPageData;
}

export type MemberPostsActionResult = { ok: true; message: string } | ActionFailure;

export async function memberPostsAction(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<MemberPostsActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const postId = field(form, "postId");
  const base = `/memberships/${encodeURIComponent(id)}/posts`;
  if (field(form, "intent") === "delete") {
    const response = await context.api(`${base}/${encodeURIComponent(postId)}`, { method: "DELETE", token });
    return isOk(response) ? { ok: true, message: "Postingan dihapus" } : failureFrom(response);
  }
  const publish = field(form, "publish");
  const publishedAt =
    publish === "now"
      ? new Date().toISOString()
      : publish === "schedule"
        ? (wibLocalToIso(field(form, "publishAt")) ?? "tidak-valid")
        : null;
  const body = {
    title: field(form, "title"),
    content: field(form, "content"),
    fileIds: form.getAll("fileIds").filter((value): value is string => typeof value === "string"),
    publishedAt,
  };
  const response = await context.api(postId ? `${base}/${encodeURIComponent(postId)}` : base, {
    method: postId ? "PUT" : "POST",
    body,
    token,
  });
  if (!isOk(response)) return failureFrom(response);
  return {
    ok: true,
    message:
      publish === "now" ? "Postingan diterbitkan" : publish === "schedule" ? "Postingan dijadwalkan" : "Draf disimpan",
  };
}

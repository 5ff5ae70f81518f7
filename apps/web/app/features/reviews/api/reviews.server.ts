/**
 * The seller's Ulasan and the admin's review list (DESIGN §4 "Reviews"): a page of
 * `GET /v1/reviews` or `GET /v1/admin/reviews` (`?page=`), and each page's one action: the
 * seller's reply (`intent=reply`, `POST /v1/reviews/{id}/reply`, once per review), the admin's
 * hide with a reason (`intent=hide`) or show again (`intent=show`).
 */
import type { ManagedReview, ReviewList } from "@lapak/shared/schemas/review";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireAdmin, requireCompleteUser } from "~/lib/guards.server";

/**
 * What an action answers. `reviewId` names the review the post was about, so the page shows the
 * answer (a field error, the text typed) under that review alone.
 */
export type ReviewActionResult = (ActionFailure & { reviewId: string; typed: string }) | { ok: true; message: string };

/** A positive page number from `?page=` (1 when missing or nonsense). */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
}

async function fetchReviews(context: AppLoadContext, token: string, path: string): Promise<ReviewList | null> {
  const response = await context.api<{ data: ReviewList }>(path, { token });
  return isOk(response) ? response.body.data : null;
}

/** The seller's page: reviews of their products, newest first; `list` null when it failed to load. */
export async function loadSellerReviews(request: Request, context: AppLoadContext) {
  const { token, user } = await requireCompleteUser(request, context);
  return {
    list: await fetchReviews(context, token, `/reviews?page=${pageOf(request)}`),
    username: user.username ?? "",
  };
}

/** The admin's page: every store's reviews, newest first. */
export async function loadAdminReviews(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  return { list: await fetchReviews(context, token, `/admin/reviews?page=${pageOf(request)}`) };
}

/** Posts the seller's reply to the review `id`. */
export async function sellerReviewsAction(request: Request, context: AppLoadContext): Promise<ReviewActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const reviewId = field(form, "id");
  const text = field(form, "text");
  const response = await context.api<{ data: ManagedReview }>(`/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: "POST",
    body: { text },
    token,
  });
  if (!isOk(response)) return { ...failureFrom(response), reviewId, typed: text };
  return { ok: true, message: "Balasan terkirim" };
}

/** Hides the review `id` with the posted reason (`intent=hide`), or shows it again (`intent=show`). */
export async function adminReviewsAction(request: Request, context: AppLoadContext): Promise<ReviewActionResult> {
  const { token } = await requireAdmin(request, context);
  const form = await request.formData();
  const reviewId = field(form, "id");
  const hide = field(form, "intent") !== "show";
  const reason = field(form, "reason");
  const response = await context.api<{ data: ManagedReview }>(
    `/admin/reviews/${encodeURIComponent(reviewId)}/${hide ? "hide" : "show"}`,
    { method: "POST", body: hide ? { reason } : {}, token },
  );
  if (!isOk(response)) return { ...failureFrom(response), reviewId, typed: reason };
  return { ok: true, message: hide ? "Ulasan disembunyikan" : "Ulasan ditampilkan lagi" };
}

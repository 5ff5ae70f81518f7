/**
 * `/admin/reviews` — every store's reviews (DESIGN §4 "Reviews"), newest first: an admin hides one
 * from its product page with a reason, or shows it again.
 */
import { adminReviewsAction, loadAdminReviews, type ReviewActionResult } from "~/features/reviews/api/reviews.server";
import { ManagedReviews } from "~/features/reviews/components/managed-reviews";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/reviews";

export function meta() {
  return [{ title: "Ulasan Pembeli · Admin Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminReviews(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return adminReviewsAction(request, context);
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ReviewActionResult | undefined;
  useActionToast(result);
  return (
    <div className="space-y-5">
      <PageHeading title="Ulasan Pembeli">
        Ulasan pembeli di semua toko. Sembunyikan ulasan yang melanggar aturan; alasannya disimpan.
      </PageHeading>
      <ManagedReviews list={loaderData.list} mode="admin" result={result} />
    </div>
  );
}

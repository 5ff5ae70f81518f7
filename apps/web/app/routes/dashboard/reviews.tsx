/**
 * `/dashboard/reviews` — "Ulasan" (DESIGN §4 "Reviews"): buyers' reviews of the seller's products,
 * newest first, each answered once with "Balas".
 */
import { loadSellerReviews, type ReviewActionResult, sellerReviewsAction } from "~/features/reviews/api/reviews.server";
import { ManagedReviews } from "~/features/reviews/components/managed-reviews";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/reviews";

export function meta() {
  return [{ title: "Ulasan · Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSellerReviews(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sellerReviewsAction(request, context);
}

export default function DashboardReviews({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ReviewActionResult | undefined;
  useActionToast(result);
  return (
    <div className="space-y-5">
      <PageHeading title="Ulasan">
        Ulasan dari pembeli yang sudah membayar. Balasan Anda tampil di halaman produk di bawah ulasannya.
      </PageHeading>
      <ManagedReviews list={loaderData.list} mode="seller" result={result} />
    </div>
  );
}

/** `/dashboard/affiliates` — Afiliasi (DESIGN §4 "Affiliates"): the seller's programme and the ones this account joined. */
import { affiliatesAction, loadAffiliates } from "~/features/affiliates/api/affiliates.server";
import { AffiliatesPage } from "~/features/affiliates/components/affiliates-page";
import type { Route } from "./+types/affiliates";

export function meta() {
  return [{ title: "Afiliasi · Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAffiliates(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return affiliatesAction(request, context);
}

export default function DashboardAffiliates({ loaderData }: Route.ComponentProps) {
  return <AffiliatesPage {...loaderData} />;
}

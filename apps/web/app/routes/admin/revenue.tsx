import { loadRevenue } from "~/features/admin/api/operator.server";
import { RevenueSummary } from "~/features/admin/components/revenue-summary";
import type { Route } from "./+types/revenue";

export function meta() {
  return [{ title: "Pendapatan · Admin Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRevenue(request, context);
}

export default function AdminRevenue({ loaderData }: Route.ComponentProps) {
  return <RevenueSummary {...loaderData} />;
}

import { loadStatistics } from "~/features/statistics/api/statistics.server";
import { StatisticsScreen } from "~/features/statistics/components/statistics-screen";
import { pageLabel } from "~/features/statistics/labels";
import { productFormPath } from "~/lib/product-types";
import type { Route } from "./+types/statistics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pages, ...rest } = await loadStatistics(request, context);
  return {
    ...rest,
    // A product row opens the product's edit form (DASHBOARD-UX §5 "Tappable").
    pages:
      pages?.map((page) => ({
        key: `${page.kind}:${page.page}`,
        label: pageLabel(page),
        value: page.views,
        href: page.productId && page.productType ? productFormPath(page.productType, page.productId) : undefined,
      })) ?? null,
  };
}

export default function DashboardStatistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsScreen data={loaderData} />;
}

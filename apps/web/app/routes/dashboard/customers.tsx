import { loadCustomers } from "~/features/customers/api/customers.server";
import { CustomersPage } from "~/features/customers/components/customers-page";
import { keepListWhenOnlySheetChanged } from "~/features/ui/sheet-url";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/customers";

export function meta() {
  return [{ title: "Pelanggan · Lapak" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadCustomers({ request, context, token });
}

/** Opening or closing a sheet (`?id=` only) keeps the list as it is: the sheet brings its own data. */
export const shouldRevalidate = keepListWhenOnlySheetChanged;

export default function DashboardCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage data={loaderData} />;
}

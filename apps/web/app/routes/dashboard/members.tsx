/** `/dashboard/members`: Anggota, the seller's members (ADR 0049). */
import { loadMembers } from "~/features/products/api/members.server";
import { MembersPage } from "~/features/products/components/members-page";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/members";

export function meta() {
  return [{ title: "Anggota · Lapak" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadMembers(context, token, new URL(request.url));
}

export default function DashboardMembers({ loaderData }: Route.ComponentProps) {
  return <MembersPage {...loaderData} />;
}

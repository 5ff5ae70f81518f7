/** `/dashboard/schedule`: the seller's coming 1:1 sessions (DESIGN §4 "1:1 session"). */
import { loadSchedule } from "~/features/coaching/api/schedule.server";
import { SchedulePage } from "~/features/coaching/components/schedule-page";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/schedule";

export function meta() {
  return [{ title: "Jadwal · Lapak" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadSchedule(context, token);
}

export default function DashboardSchedule({ loaderData }: Route.ComponentProps) {
  return <SchedulePage {...loaderData} />;
}

/** `/dashboard/events/{id}`: an event's attendees, their CSV and the check-in (DESIGN §3 "Event / Webinar"). */
import { checkInAction, loadEventPage } from "~/features/events/api/event-attendees.server";
import { EventAttendees } from "~/features/events/components/event-attendees";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/event";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Peserta${data ? ` · ${data.event.title}` : ""} · Lapak` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadEventPage(context, token, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { token } = await requireCompleteUser(request, context);
  return checkInAction(request, context, token, params.id);
}

export default function DashboardEvent({ loaderData, actionData }: Route.ComponentProps) {
  return <EventAttendees {...loaderData} result={actionData} />;
}

/** `/dashboard/broadcasts` — Broadcast (DESIGN §4 "Broadcasts"): email to consenting customers. */
import { broadcastsAction, loadBroadcasts } from "~/features/customers/api/broadcasts.server";
import { BroadcastsPage } from "~/features/customers/components/broadcasts-page";
import { BroadcastEditorField } from "~/features/products/components/rich-text-editor";
import type { Route } from "./+types/broadcasts";

export function meta() {
  return [{ title: "Broadcast · Lapak" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBroadcasts(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return broadcastsAction(request, context);
}

export default function DashboardBroadcasts({ loaderData }: Route.ComponentProps) {
  return <BroadcastsPage {...loaderData} editor={(props) => <BroadcastEditorField {...props} />} />;
}

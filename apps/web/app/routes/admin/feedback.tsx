import { loadFeedback } from "~/features/admin/api/feedback.server";
import { FeedbackList } from "~/features/admin/components/feedback-list";
import type { Route } from "./+types/feedback";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFeedback(request, context);
}

export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
  return <FeedbackList list={loaderData.list} />;
}

/** The feedback screen (DASHBOARD-UX §8): what sellers sent with "Kirim masukan", newest first, read-only. */
import type { AppLoadContext } from "react-router";
import { requireAdmin } from "~/lib/guards.server";
import type { FeedbackItem } from "../types";
import { fetchList, pageParam } from "./admin-api.server";

const PER_PAGE = 30;

/** `?page=`: one page of `GET /v1/admin/feedback`, or null when it failed to load. */
export async function loadFeedback(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const page = pageParam(new URL(request.url));
  return { list: await fetchList<FeedbackItem>(context, token, `/admin/feedback?page=${page}&perPage=${PER_PAGE}`) };
}

/**
 * The activation review screens (DASHBOARD-UX §8): the queue from `GET /v1/admin/activations`,
 * one submission from `GET /v1/admin/activations/{id}`, and the decision
 * (`POST …/approve`, `POST …/reject {reason, parts}`), after which the admin goes on to the next one waiting.
 */
import { ACTIVATION_PARTS, type ActivationPart, type adminActivationDetailSchema } from "@lapak/shared/schemas/account";
import type { AppLoadContext } from "react-router";
import { type Envelope, failureFrom, field, isOk } from "~/lib/api.server";
import { requireAdmin } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { OTHER_REASON } from "../reject-reasons";
import type { AdminActivation, ReviewStatus } from "../types";
import { fetchList, notFound, pageParam, redirectWithToast } from "./admin-api.server";

const STATUSES: ReviewStatus[] = ["submitted", "approved", "rejected"];
const PER_PAGE = 20;

/** `?status=` (default `submitted`) and `?page=`; the list, the count waiting (for the tab) and the time now. */
export async function loadActivationQueue(request: Request, context: AppLoadContext) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status") as ReviewStatus | null;
  const status = asked && STATUSES.includes(asked) ? asked : "submitted";
  const page = pageParam(url);
  const [list, waiting] = await Promise.all([
    fetchList<AdminActivation>(context, token, `/admin/activations?status=${status}&page=${page}&perPage=${PER_PAGE}`),
    status === "submitted"
      ? null
      : fetchList<AdminActivation>(context, token, "/admin/activations?status=submitted&perPage=1"),
  ]);
  return {
    status,
    list,
    waitingCount: status === "submitted" ? (list?.meta.total ?? null) : (waiting?.meta.total ?? null),
    now: Date.now(),
  };
}

/** One submission with its photos' admin-only URLs; an unknown id is the 404 page. */
export async function loadActivationReview(request: Request, context: AppLoadContext, id: string) {
  const { token } = await requireAdmin(request, context);
  const response = await context.api<Envelope<typeof adminActivationDetailSchema>>(
    `/admin/activations/${encodeURIComponent(id)}`,
    { token },
  );
  if (response.status === 404) notFound();
  if (!isOk(response)) throw new Error(`GET /admin/activations/{id} answered ${response.status}`);
  const waiting = await fetchList<AdminActivation>(context, token, "/admin/activations?status=submitted&perPage=1");
  return { activation: response.body.data, waitingCount: waiting?.meta.total ?? null, now: Date.now() };
}

/** The parts the seller must send again: the ticked `parts` boxes the API knows. */
function partsFrom(form: FormData): ActivationPart[] {
  const ticked = new Set(form.getAll("parts").map(String));
  return ACTIVATION_PARTS.filter((part) => ticked.has(part));
}

/** The reason sent to the seller: a preset, or the admin's own words after "Lainnya…". */
function reasonFrom(form: FormData): string {
  const preset = field(form, "reason");
  return (preset === OTHER_REASON ? field(form, "otherReason") : preset).trim();
}

/**
 * `intent=approve|reject` on one submission. On success: on to the oldest one still waiting (or back
 * to the queue when none is), with the API's message as a toast. Otherwise the failure for a toast
 * (409 when someone else decided first) and the reason's field error.
 */
export async function reviewActivationAction(request: Request, context: AppLoadContext, id: string) {
  const { token } = await requireAdmin(request, context);
  const form = await request.formData();
  const approve = field(form, "intent") === "approve";
  const path = `/admin/activations/${encodeURIComponent(id)}/${approve ? "approve" : "reject"}`;
  const response = await context.api<{ message?: string }>(path, {
    method: "POST",
    token,
    body: approve ? {} : { reason: reasonFrom(form), parts: partsFrom(form) },
  });
  if (!isOk(response)) {
    const failure = failureFrom(response);
    return { ...failure, errors: failure.errors.reason ? { otherReason: failure.errors.reason } : failure.errors };
  }
  const message = response.body.message ?? (approve ? "Aktivasi disetujui" : "Aktivasi ditolak");
  const next = await fetchList<AdminActivation>(context, token, "/admin/activations?status=submitted&perPage=1");
  const nextId = next?.data[0]?.id;
  return redirectWithToast(
    context,
    nextId ? paths.admin.activation(nextId) : paths.admin.activations,
    nextId
      ? `${message}. Berikutnya: ${next.data[0].legalName}`
      : `${message}. Tidak ada pengajuan lain yang menunggu.`,
  );
}

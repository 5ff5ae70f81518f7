/**
 * `/my-library/sessions/{transactionId}` (layout `public`): a booked 1:1 session and its "Ubah
 * Jadwal" (DESIGN §3 "1:1 session"). Server-rendered, not hydrated, no script: the slot form posts
 * here, and the page comes back with the new time or the API's reason.
 */
import { data } from "react-router";
import { requireSessionPurchase, rescheduleSession } from "~/features/library/api/session.server";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { SessionView } from "~/features/library/components/session-view";
import { field } from "~/lib/api.server";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import { getSlotPage } from "~/lib/slot-page.server";
import type { Route } from "./+types/session";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { purchase } = await requireSessionPurchase(request, context, params.transaction);
  const slotPage = await getSlotPage(context, purchase.product, new URL(request.url));
  return { purchase, slotPage };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { token, purchase } = await requireSessionPurchase(request, context, params.transaction);
  const form = await request.formData();
  const slotStartsAt = field(form, "slotStartsAt");
  if (!slotStartsAt) {
    const message = "Pilih jadwal sesi";
    return data({ ok: false as const, message, errors: { slotStartsAt: [message] }, chosen: "" }, { status: 422 });
  }
  const moved = await rescheduleSession(context, token, { transactionId: purchase.transactionId, slotStartsAt });
  if (!moved.ok) return data({ ...moved, chosen: slotStartsAt }, { status: 422, headers: privatePageHeaders() });
  return data({ ok: true as const, chosen: "" }, { headers: privatePageHeaders() });
}

export const headers = privatePageHeaders;

export function meta({ data: loaded }: Route.MetaArgs) {
  return privatePageMeta(loaded ? `Jadwal — ${loaded.purchase.product.title}` : "Jadwal sesi");
}

export default function LibrarySession({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LibraryFrame
      aside={
        <a
          href={paths.library.home}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          Pustaka Saya
        </a>
      }
    >
      <SessionView
        purchase={loaderData.purchase}
        slotPage={loaderData.slotPage}
        result={actionData}
        chosen={actionData?.chosen}
      />
    </LibraryFrame>
  );
}

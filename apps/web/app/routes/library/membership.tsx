/**
 * `/my-library/memberships/{productId}` (layout `public`): a membership's posts for an active
 * member, or its end with the renewal link (ADR 0049). Server-rendered, not hydrated, no script:
 * the new-post emails switch posts here and the page comes back with the choice saved.
 */
import { data } from "react-router";
import { loadLibraryMembership, setPostEmails } from "~/features/library/api/membership.server";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { MembershipView } from "~/features/library/components/membership-view";
import { field } from "~/lib/api.server";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/membership";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { page } = await loadLibraryMembership(request, context, params.product);
  return data(page, { headers: privatePageHeaders() });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { token } = await loadLibraryMembership(request, context, params.product);
  const form = await request.formData();
  const result = await setPostEmails(context, token, params.product, field(form, "enabled") === "1");
  return data(result, { status: result.ok ? 200 : 422, headers: privatePageHeaders() });
}

export const headers = privatePageHeaders;

export function meta({ data: loaded }: Route.MetaArgs) {
  return privatePageMeta(loaded ? `Langganan — ${loaded.membership.title}` : "Langganan");
}

export default function LibraryMembership({ loaderData, actionData }: Route.ComponentProps) {
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
      <MembershipView page={loaderData} result={actionData} />
    </LibraryFrame>
  );
}

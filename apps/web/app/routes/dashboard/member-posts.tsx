/** `/dashboard/my-store/memberships/{id}/posts`: a membership's members-only posts (ADR 0049). */
import { loadMemberPosts, memberPostsAction } from "~/features/products/api/member-posts.server";
import { MemberPostsPage } from "~/features/products/components/member-posts-page";
import type { Route } from "./+types/member-posts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Postingan${data ? ` · ${data.membership.title}` : ""} · Lapak` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMemberPosts(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return memberPostsAction(request, context, params.id);
}

export default function DashboardMemberPosts({ loaderData }: Route.ComponentProps) {
  return <MemberPostsPage {...loaderData} />;
}

import { blogListAction, loadBlogList } from "~/features/blog-editor/api/blog-admin.server";
import { PostList } from "~/features/blog-editor/components/post-list";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/blogs";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogList(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return blogListAction(request, context);
}

export default function AdminBlogs({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return <PostList list={loaderData.list} />;
}

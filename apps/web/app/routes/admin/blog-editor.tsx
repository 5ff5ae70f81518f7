import { loadEditor, saveEditor } from "~/features/blog-editor/api/blog-admin.server";
import { PostEditor } from "~/features/blog-editor/components/post-editor";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/blog-editor";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadEditor(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return saveEditor(request, context);
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div>
      <PageHeading title={loaderData.post ? "Ubah Artikel" : "Tulis Artikel"}>
        Artikel terbit di /blog. Isi artikel dibersihkan di server: skrip dan gaya tidak ikut tersimpan.
      </PageHeading>
      {/* Keyed by post, so moving from one post to another starts a fresh form. */}
      <PostEditor
        key={loaderData.post?.id ?? "new"}
        {...loaderData}
        errors={actionData && !actionData.ok ? actionData.errors : undefined}
      />
    </div>
  );
}

import { createBackupAction, loadBackups } from "~/features/admin/api/backups.server";
import { BackupList } from "~/features/admin/components/backup-list";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { Route } from "./+types/backups";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBackups(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return createBackupAction(request, context);
}

export default function AdminBackups({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return <BackupList backups={loaderData.backups} />;
}

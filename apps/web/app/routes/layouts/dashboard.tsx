import { Outlet } from "react-router";
import { DashboardLayout } from "~/features/dashboard/dashboard-layout";
import { SuspensionNotice } from "~/features/dashboard/suspension-notice";
import { useRootData } from "~/lib/use-root-data";

/** The dashboard frame; the `complete` (or `admin`) guard above guarantees a signed-in user. */
export default function Dashboard() {
  const { user } = useRootData();
  return (
    <DashboardLayout userName={user?.name ?? ""} username={user?.username ?? null} isAdmin={user?.role === "admin"}>
      {user?.suspension ? <SuspensionNotice suspension={user.suspension} /> : null}
      <Outlet />
    </DashboardLayout>
  );
}

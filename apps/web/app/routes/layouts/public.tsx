import { Outlet } from "react-router";
import { PublicLayout } from "~/features/ui/public-layout";

export default function Public() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

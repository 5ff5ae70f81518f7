import { Outlet } from "react-router";
import { AuthLayout } from "~/features/ui/auth-layout";

export default function Auth() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}

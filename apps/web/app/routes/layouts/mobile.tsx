import { Outlet } from "react-router";
import { MobileLayout } from "~/features/ui/mobile-layout";

export default function Mobile() {
  return (
    <MobileLayout>
      <Outlet />
    </MobileLayout>
  );
}

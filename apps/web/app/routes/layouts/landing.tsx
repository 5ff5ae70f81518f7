import { Outlet } from "react-router";
import { LandingLayout } from "~/features/landing/landing-layout";
import { useRootData } from "~/lib/use-root-data";

export default function Landing() {
  const { user } = useRootData();
  return (
    <LandingLayout signedIn={Boolean(user)}>
      <Outlet />
    </LandingLayout>
  );
}

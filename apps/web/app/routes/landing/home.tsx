import { FeatureGrid } from "~/features/landing/feature-grid";
import { Hero } from "~/features/landing/hero";
import { useRootData } from "~/lib/use-root-data";

export default function Home() {
  const { user } = useRootData();
  return (
    <>
      <Hero signedIn={Boolean(user)} />
      <FeatureGrid />
    </>
  );
}

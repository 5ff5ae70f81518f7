import type { LapakLoadContext } from "@lapak/shared/load-context";

declare module "react-router" {
  interface AppLoadContext extends LapakLoadContext {}
}

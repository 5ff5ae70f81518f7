/** Typed access to the root loader's data (signed-in user, public settings) from any route. */
import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root loader's data; throws when called where the root loader did not run (error pages). */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("Root loader data is missing");
  return data;
}

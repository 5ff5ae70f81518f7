/**
 * Loads that only change the current page's search params (a filter, a search, "Muat lebih
 * banyak", a detail sheet): the page stays, its list dims with a small spinner, and the
 * full-screen "Memproses..." is kept for submits (DASHBOARD-UX §0 "Loading").
 */
import { useLocation, useNavigation } from "react-router";

type Navigation = ReturnType<typeof useNavigation>;

/** Whether `navigation` is a GET load of the page at `pathname` (not a submit, not another page). */
export function isSamePageLoad(navigation: Navigation, pathname: string): boolean {
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === pathname &&
    (!navigation.formMethod || navigation.formMethod.toUpperCase() === "GET")
  );
}

/** True while this page reloads its data for new search params. */
export function useSamePageLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return isSamePageLoad(navigation, pathname);
}

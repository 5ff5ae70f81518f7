/**
 * A detail sheet whose open item lives in the URL (`?id=`, DASHBOARD-UX §0): opening it pushes a
 * history entry, so the phone's back button closes it, and a shared link opens it.
 */
import { useEffect, useRef } from "react";
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";

/** The `state` a link that opens a sheet passes, so closing can go back instead of forward. */
export const SHEET_LINK_STATE = { sheet: true } as const;

/**
 * Whether going from `current` to `next` only opens, switches or closes the sheet (`id` is the one
 * param that differs). A route's `shouldRevalidate` then keeps its data: the sheet brings its own.
 */
export function onlySheetChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.href === next.href) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("id");
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}

/** A list route's `shouldRevalidate`: opening or closing a sheet (`?id=` only) keeps the list as it is. */
export function keepListWhenOnlySheetChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return !formMethod && onlySheetChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * The close handler of a sheet open at `id`: back in history when a link of this page opened it
 * (so back and "Tutup" agree), else a replace to `closedHref`. Runs once per opening (the dialog
 * reports both Escape and its own close event).
 */
export function useCloseSheet(id: string | null, closedHref: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const closing = useRef(false);
  useEffect(() => {
    if (id) closing.current = false;
  }, [id]);
  return () => {
    if (!id || closing.current) return;
    closing.current = true;
    if ((location.state as { sheet?: boolean } | null)?.sheet) navigate(-1);
    else navigate(closedHref, { replace: true, preventScrollReset: true });
  };
}

/** `?…` of the live URL's `search` with the sheet param set to `id` (or removed for null); the rest kept as it is. */
export function withSheet(search: URLSearchParams, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete("id");
  else params.set("id", id);
  return `?${params}`;
}

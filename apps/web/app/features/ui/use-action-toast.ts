/** Shows the `message` of a failed action (or fetcher) answer as an error toast. */
import { useEffect } from "react";
import { useToast } from "./toast-context";

/** What a form action answers when it does not redirect (see lib/api.server `ActionFailure`). */
export interface ActionResult {
  ok: boolean;
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * Pushes `result.message` as a toast each time a new result arrives: "error" for failures,
 * "success" otherwise. Pass `useActionData()` or `fetcher.data`.
 */
export function useActionToast(result: ActionResult | undefined): void {
  const { push } = useToast();
  useEffect(() => {
    if (result?.message) push({ message: result.message, type: result.ok ? "success" : "error" });
  }, [result, push]);
}

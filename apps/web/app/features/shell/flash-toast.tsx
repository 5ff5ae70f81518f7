/** Feeds flash messages (one-time cookie read by the root loader) into the toast area. */
import { useEffect, useRef } from "react";
import { useToast } from "~/features/ui/toast-context";
import type { ToastType } from "~/lib/toast-types";

interface FlashMessage {
  id: string;
  message: string;
  type: ToastType;
}

/**
 * Pushes each new flash once. The flash present at first render is already in ToastProvider's
 * initial toasts (so it shows in the server-rendered page too) and is skipped here.
 */
export function FlashToast({ flash }: { flash: FlashMessage | null }) {
  const { push } = useToast();
  const seen = useRef(new Set(flash ? [flash.id] : []));
  useEffect(() => {
    if (!flash || seen.current.has(flash.id)) return;
    seen.current.add(flash.id);
    push(flash);
  }, [flash, push]);
  return null;
}

/** Renders the global toasts in a polite live region at the top of the screen. */
import { type CSSProperties, useEffect } from "react";
import { TOAST_DURATION_MS, TOAST_FADE_MS } from "~/lib/constants";
import { type Toast, useToast } from "./toast-context";
import {
  TOAST_AREA_CLASS,
  TOAST_AREA_ID,
  TOAST_CLOSE_CLASS,
  TOAST_CLOSE_LABEL,
  TOAST_ICONS,
  toastClass,
} from "./toast-styles";

function ToastItem({ toast }: { toast: Toast }) {
  const { close, remove } = useToast();

  useEffect(() => {
    const timer = window.setTimeout(
      () => (toast.closing ? remove(toast.id) : close(toast.id)),
      toast.closing ? TOAST_FADE_MS : TOAST_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.closing, close, remove]);

  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      style={
        {
          transitionDuration: `${TOAST_FADE_MS}ms`,
          "--toast-duration": `${TOAST_DURATION_MS}ms`,
          "--toast-fade": `${TOAST_FADE_MS}ms`,
        } as CSSProperties
      }
      className={toastClass(toast.type, toast.closing)}
    >
      <span aria-hidden="true" className="mt-px font-bold">
        {TOAST_ICONS[toast.type]}
      </span>
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => close(toast.id)}
        className={TOAST_CLOSE_CLASS}
        aria-label={TOAST_CLOSE_LABEL}
      >
        ✕
      </button>
    </div>
  );
}

/** The fixed toast area; place it once, inside ToastProvider. */
export function ToastArea() {
  const { toasts } = useToast();
  return (
    <div id={TOAST_AREA_ID} aria-live="polite" className={TOAST_AREA_CLASS}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

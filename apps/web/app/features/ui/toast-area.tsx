/** Renders the global toasts in a polite live region at the top of the screen. */
import { type CSSProperties, useEffect } from "react";
import { TOAST_DURATION_MS, TOAST_FADE_MS } from "~/lib/constants";
import { type Toast, useToast } from "./toast-context";

const TYPE_STYLES: Record<Toast["type"], string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-slate-200 bg-white text-slate-900",
};

const TYPE_ICONS: Record<Toast["type"], string> = { success: "✓", error: "!", info: "i" };

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
      className={`toast-auto-hide pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg transition-opacity ${
        TYPE_STYLES[toast.type]
      } ${toast.closing ? "opacity-0" : "opacity-100"}`}
    >
      <span aria-hidden="true" className="mt-px font-bold">
        {TYPE_ICONS[toast.type]}
      </span>
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => close(toast.id)}
        className="-m-1 rounded p-1 opacity-60 hover:opacity-100 focus-visible:outline-2"
        aria-label="Tutup notifikasi"
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
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] mx-auto flex w-full max-w-sm flex-col gap-2 px-4"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

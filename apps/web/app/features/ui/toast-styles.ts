/**
 * How a toast looks (SPEC §4), shared by the React toast area and the buyer pages' enhancement
 * scripts (which build the same element without React), so both read alike. Plain strings: no
 * React, no zod — the enhancement scripts import this.
 */
import type { ToastType } from "~/lib/toast-types";

/** `id` of the fixed, polite live region that holds the toast. */
export const TOAST_AREA_ID = "toast-area";

export const TOAST_AREA_CLASS =
  "pointer-events-none fixed inset-x-0 top-3 z-[60] mx-auto flex w-full max-w-sm flex-col gap-2 px-4";

const TYPE_STYLES: Record<ToastType, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-slate-200 bg-white text-slate-900",
};

export const TOAST_ICONS: Record<ToastType, string> = { success: "✓", error: "!", info: "i" };

/** Classes of one toast of `type`, faded out when `closing`. */
export function toastClass(type: ToastType, closing: boolean): string {
  return `toast-auto-hide pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg transition-opacity ${
    TYPE_STYLES[type]
  } ${closing ? "opacity-0" : "opacity-100"}`;
}

export const TOAST_CLOSE_CLASS = "-m-1 rounded p-1 opacity-60 hover:opacity-100 focus-visible:outline-2";
export const TOAST_CLOSE_LABEL = "Tutup notifikasi";

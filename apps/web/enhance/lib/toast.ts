/**
 * Toasts on unhydrated buyer pages (SPEC §4, ADR 0010): the same look as the React toast area
 * (`toast-styles.ts`), one at a time — a new toast replaces the one showing. It shows for
 * TOAST_DURATION_MS, then fades for TOAST_FADE_MS and is removed; ✕ closes it at once.
 */
import {
  TOAST_AREA_CLASS,
  TOAST_AREA_ID,
  TOAST_CLOSE_CLASS,
  TOAST_CLOSE_LABEL,
  TOAST_ICONS,
  toastClass,
} from "~/features/ui/toast-styles";
import { TOAST_DURATION_MS, TOAST_FADE_MS } from "~/lib/constants";
import type { ToastType } from "~/lib/toast-types";

let timer = 0;

function area(): HTMLElement {
  let element = document.getElementById(TOAST_AREA_ID);
  if (!element) {
    element = document.createElement("div");
    element.id = TOAST_AREA_ID;
    element.setAttribute("aria-live", "polite");
    element.className = TOAST_AREA_CLASS;
    document.body.append(element);
  }
  return element;
}

/** Shows `message` (an "error" is an alert) in place of any toast showing now. */
export function showToast(message: string, type: ToastType = "success"): void {
  const host = area();
  window.clearTimeout(timer);
  const toast = document.createElement("div");
  toast.setAttribute("role", type === "error" ? "alert" : "status");
  // Timed by this script, not by the CSS animation that hides server-rendered toasts.
  toast.className = toastClass(type, false).replace("toast-auto-hide ", "");
  toast.style.transitionDuration = `${TOAST_FADE_MS}ms`;
  const icon = document.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  icon.className = "mt-px font-bold";
  icon.textContent = TOAST_ICONS[type];
  const text = document.createElement("p");
  text.className = "flex-1";
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.className = TOAST_CLOSE_CLASS;
  close.setAttribute("aria-label", TOAST_CLOSE_LABEL);
  close.textContent = "✕";
  close.addEventListener("click", () => toast.remove());
  toast.append(icon, text, close);
  host.replaceChildren(toast);
  timer = window.setTimeout(() => {
    toast.classList.replace("opacity-100", "opacity-0");
    timer = window.setTimeout(() => toast.remove(), TOAST_FADE_MS);
  }, TOAST_DURATION_MS);
}

/**
 * A detail sheet on the native `<dialog>` (DASHBOARD-UX §0): full screen on a phone, a right-hand
 * panel from `lg`. Escape, the close button and a click on the backdrop close it; focus is trapped
 * and restored by the browser's modal dialog.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";

/** Open while `open`; `onClose` runs when the person closes it (the caller clears its state/URL). */
export function Sheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // One id per sheet: a page may hold two (a filter sheet and a detail sheet).
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-none bg-white p-0 shadow-xl backdrop:bg-slate-900/40 lg:w-96"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
          >
            <span className="sr-only">Tutup</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{open ? children : null}</div>
      </div>
    </dialog>
  );
}

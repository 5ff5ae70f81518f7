/** "Hapus produk?" confirmation in a modal `<dialog>` (focus trapped, Escape closes). */
import { useEffect, useRef } from "react";

interface DeleteDialogProps {
  /** The product to delete, or null when the dialog is closed. */
  title: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Opens while `title` is set; "Hapus" confirms, "Batal" or Escape closes. */
export function DeleteDialog({ title, onConfirm, onClose }: DeleteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (title && !element.open) element.showModal();
    if (!title && element.open) element.close();
  }, [title]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="delete-dialog-title"
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id="delete-dialog-title" className="text-lg font-bold text-slate-900">
          Hapus produk?
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{title}</span> akan hilang dari toko Anda. Pembeli yang sudah
          membeli tetap bisa mengunduh pesanannya.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-xl border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Batal
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-xl bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700"
          >
            Hapus
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * The uploads a form made and has not saved yet, deleted when the person leaves without saving
 * (the page is hidden for good, or the form is taken off the page) or takes one off the form, so
 * Berkas Anda does not fill with copies from abandoned forms (docs/guide-seller.md, "Berkas Anda"). A submit of the
 * surrounding form keeps them all: they now belong to what was saved. Deleting is
 * `discardUpload`'s, which the API refuses (409) for a file anything uses, so a wrong guess here
 * can never take a saved file away.
 */
import { type RefObject, useEffect, useRef } from "react";
import { discardUpload } from "~/lib/upload";

export interface UnsavedUploads {
  /** Notes `id` as uploaded by this form and not yet saved. */
  add(id: string): void;
  /** Takes `id` off the form: deleted when it was this form's unsaved upload. */
  drop(id: string): void;
}

/** Tracks the unsaved uploads of the form around `root`; `onLeave` runs first (to cancel uploads). */
export function useUnsavedUploads(root: RefObject<HTMLElement | null>, onLeave?: () => void): UnsavedUploads {
  const unsaved = useRef(new Set<string>());
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    const form = root.current?.closest("form");
    const keep = () => unsaved.current.clear();
    const discard = () => {
      for (const id of unsaved.current) discardUpload(id);
      unsaved.current.clear();
    };
    form?.addEventListener("submit", keep);
    window.addEventListener("pagehide", discard);
    return () => {
      form?.removeEventListener("submit", keep);
      window.removeEventListener("pagehide", discard);
      leave.current?.();
      discard();
    };
  }, [root]);

  return useRef<UnsavedUploads>({
    add: (id) => unsaved.current.add(id),
    drop: (id) => {
      if (unsaved.current.delete(id)) discardUpload(id);
    },
  }).current;
}

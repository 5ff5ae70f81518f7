/**
 * "Salin" buttons on unhydrated pages: `<button data-copy="<text>" data-copied="<toast>" hidden>`
 * is shown by this script (without JavaScript it could not work, so it stays hidden) and copies
 * its text with a toast; when the clipboard is refused, it says so.
 */
import { showToast } from "./toast";

/** Wires every `[data-copy]` button under `root`. */
export function wireCopyButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    button.hidden = false;
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copy ?? "");
        showToast(button.dataset.copied ?? "Disalin");
      } catch {
        showToast("Gagal menyalin, silakan salin secara manual", "error");
      }
    });
  }
}

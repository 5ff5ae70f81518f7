/** Copies a text to the clipboard and confirms with a toast. */
import type { ReactNode } from "react";
import { useToast } from "./toast-context";

/**
 * A small button labelled "Salin" (needs JavaScript; the text beside it works without).
 * `copiedMessage` is the toast after copying (default "Tautan disalin"); `label` is the accessible
 * name when a screen holds several ("Salin email"); `children` replaces the visible "Salin".
 */
export function CopyButton({
  text,
  className = "",
  copiedMessage = "Tautan disalin",
  label,
  children = "Salin",
  onCopied,
}: {
  text: string;
  className?: string;
  copiedMessage?: string;
  label?: string;
  children?: ReactNode;
  /** Runs after a successful copy. */
  onCopied?: () => void;
}) {
  const { push } = useToast();
  return (
    <button
      type="button"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          push({ message: copiedMessage });
          onCopied?.();
        } catch {
          push({ message: "Gagal menyalin, silakan salin secara manual", type: "error" });
        }
      }}
      className={`shrink-0 rounded-lg bg-violet-700 px-3 py-2 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${className}`}
    >
      {children}
    </button>
  );
}

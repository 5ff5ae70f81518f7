/**
 * "Salin" on the unhydrated buyer pages (ADR 0010): rendered hidden — it needs JavaScript, and the
 * text beside it can be copied by hand — and shown and wired by `enhance/lib/copy.ts`, which copies
 * `data-copy` and says `data-copied` in a toast.
 */
export function CopyButton({
  text,
  copiedMessage,
  label,
  className = "",
}: {
  text: string;
  copiedMessage: string;
  /** The accessible name when a screen holds several ("Salin jumlah"). */
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      hidden
      data-copy={text}
      data-copied={copiedMessage}
      aria-label={label}
      className={`shrink-0 rounded-lg bg-violet-700 px-3 py-2 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${className}`}
    >
      Salin
    </button>
  );
}

/**
 * A KYC photo for the reviewer: a thumbnail that opens full screen on a tap (tap to zoom), served
 * same-origin from the admin-only photo route with the session cookie. A photo that fails to load
 * (the session ended, a network hiccup) offers "Muat ulang foto".
 */
import { useEffect, useRef, useState } from "react";

/** `src` is the API's `idCardUrl`/`selfieUrl`; `label` names the photo. */
export function ZoomPhoto({ src, label, frame }: { src: string; label: string; frame: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const url = attempt ? `${src}?muat=${attempt}` : src;

  // An image that failed before hydration never fired React's onError.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <figure>
      <figcaption className="mb-1.5 text-sm font-medium text-slate-800">{label}</figcaption>
      {failed ? (
        <div
          className={`${frame} grid place-items-center rounded-xl bg-slate-100 p-3 text-center ring-1 ring-slate-200`}
        >
          <div>
            <p className="text-sm text-slate-600">Foto gagal dimuat.</p>
            <button
              type="button"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
              className="mt-2 min-h-11 rounded-xl px-3 text-sm font-semibold text-violet-700 hover:bg-violet-50"
            >
              Muat ulang foto
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          className={`${frame} block w-full overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600`}
        >
          <img ref={image} src={url} alt={label} onError={() => setFailed(true)} className="size-full object-contain" />
          <span className="sr-only">Perbesar {label}</span>
        </button>
      )}
      <dialog
        ref={dialog}
        aria-label={label}
        onClick={() => dialog.current?.close()}
        onKeyDown={(event) => {
          if (event.key === "Escape") dialog.current?.close();
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-slate-950 p-0 backdrop:bg-slate-950/90"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3 text-white">
            <p className="text-sm font-semibold">{label}</p>
            <div className="flex items-center gap-2">
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                onClick={(event) => event.stopPropagation()}
                className="min-h-11 content-center rounded-xl px-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
              >
                Ukuran asli
              </a>
              <button
                type="button"
                className="min-h-11 rounded-xl px-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
              >
                Tutup
              </button>
            </div>
          </div>
          <img src={url} alt="" className="min-h-0 flex-1 object-contain" />
        </div>
      </dialog>
    </figure>
  );
}

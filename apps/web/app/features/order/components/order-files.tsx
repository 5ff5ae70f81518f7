/**
 * The files bought, one row each: name, size and "Unduh" (a signed link valid for 1 hour, DESIGN
 * §4; the loader mints fresh ones on every visit).
 */

import { formatFileSize } from "@lapak/shared/file-size";
import type { Delivery } from "@lapak/shared/schemas/transaction";
import { useId } from "react";

/** Nothing when there are no files (a lead magnet with only a reward link). */
export function OrderFiles({ files }: { files: Delivery["files"] }) {
  const id = useId();
  if (files.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {files.length > 1 ? `Berkas Anda (${files.length})` : "Berkas Anda"}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {files.map((file, index) => (
          <li key={file.url} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-lg bg-violet-50 text-violet-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M4 3.5A1.5 1.5 0 0 1 5.5 2h5.38a1.5 1.5 0 0 1 1.06.44l3.62 3.62a1.5 1.5 0 0 1 .44 1.06v9.38a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 16.5v-13Zm7 0V6a1 1 0 0 0 1 1h2.5L11 3.5Z" />
              </svg>
            </span>
            <div className="min-w-0 flex-1">
              <p id={`${id}-file-${index}`} className="text-sm font-medium break-words text-slate-900">
                {file.name}
              </p>
              <p className="text-xs text-slate-600">{formatFileSize(file.size)}</p>
            </div>
            <a
              href={file.url}
              download={file.name}
              aria-describedby={`${id}-file-${index}`}
              className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl bg-violet-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.61L6.3 8.3a.75.75 0 1 0-1.1 1.02l4.25 4.5a.75.75 0 0 0 1.1 0l4.25-4.5a.75.75 0 0 0-1.1-1.02l-2.95 3.06V2.75Z" />
                <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
              </svg>
              Unduh
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">
        Tautan unduhan berlaku 1 jam; muat ulang halaman ini untuk tautan baru.
      </p>
    </section>
  );
}

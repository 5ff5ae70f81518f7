/**
 * The product's files: each upload shows a real progress bar and "Batal"; finished files can be
 * removed. Their media ids travel as repeated hidden inputs named `fileIds`.
 */
import type { UploadedFile } from "@lapak/shared/schemas/media";
import type { Product } from "@lapak/shared/schemas/product";
import { useId, useRef, useState } from "react";
import { FieldError } from "~/features/ui/field-error";
import { ProgressBar } from "~/features/ui/progress-bar";
import { useUnsavedUploads } from "~/features/ui/use-unsaved-uploads";
import { formatBytes, UploadCancelled, uploadMedia } from "~/lib/upload";

export type ProductFile = Product["files"][number];

interface Pending {
  key: number;
  name: string;
  progress: number;
  cancel: () => void;
}

interface FileUploadListProps {
  label: string;
  value: ProductFile[];
  onChange: (update: (files: ProductFile[]) => ProductFile[]) => void;
  /** Largest accepted file, bytes. */
  maxBytes: number;
  /** At most this many files (1 for a lead magnet's reward). */
  maxFiles: number;
  hint?: string;
  errors?: string[];
}

let nextKey = 0;

/** Upload, cancel and remove files; uploads run in parallel. */
export function FileUploadList({ label, value, onChange, maxBytes, maxFiles, hint, errors }: FileUploadListProps) {
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const rootRef = useRef<HTMLDivElement>(null);
  // Uploads of this form not yet saved on the product: deleted if the form is left without saving.
  const unsaved = useUnsavedUploads(rootRef, () => {
    for (const item of pendingRef.current) item.cancel();
  });

  /** Takes `file` off the list; an upload of this form that was never saved is deleted too. */
  function remove(file: ProductFile) {
    onChange((files) => files.filter((item) => item.id !== file.id));
    unsaved.drop(file.id);
  }

  async function start(file: File) {
    if (file.size > maxBytes) {
      setProblem(`${file.name} terlalu besar (maksimal ${formatBytes(maxBytes)})`);
      return;
    }
    const key = ++nextKey;
    const upload = uploadMedia<UploadedFile>("file", file, (progress) =>
      setPending((items) => items.map((item) => (item.key === key ? { ...item, progress } : item))),
    );
    setPending((items) => [...items, { key, name: file.name, progress: 0, cancel: upload.cancel }]);
    try {
      const uploaded = await upload.done;
      unsaved.add(uploaded.id);
      onChange((files) => [...files, { id: uploaded.id, name: uploaded.name, size: uploaded.size }]);
    } catch (error) {
      if (!(error instanceof UploadCancelled)) setProblem(`${file.name}: ${(error as Error).message}`);
    } finally {
      setPending((items) => items.filter((item) => item.key !== key));
    }
  }

  const room = maxFiles - value.length - pending.length;

  return (
    <div ref={rootRef}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      {value.map((file) => (
        <input key={file.id} type="hidden" name="fileIds" value={file.id} />
      ))}
      <ul aria-labelledby={`${id}-label`} className="space-y-2">
        {value.map((file) => (
          <li key={file.id} className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              className="size-5 shrink-0 text-slate-500"
            >
              <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5" />
            </svg>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
              <span className="block text-xs text-slate-500">{formatBytes(file.size)}</span>
            </span>
            <button
              type="button"
              onClick={() => remove(file)}
              aria-label={`Hapus ${file.name}`}
              className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              Hapus
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.key} className="rounded-xl bg-violet-50 px-3 py-2 ring-1 ring-violet-200">
            <span className="block truncate text-sm font-medium text-slate-900">{item.name}</span>
            <div className="mt-1 flex items-center gap-3">
              <ProgressBar value={item.progress} label={`Mengunggah ${item.name}`} />
              <button
                type="button"
                onClick={item.cancel}
                aria-label={`Batalkan unggahan ${item.name}`}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-100"
              >
                Batal
              </button>
            </div>
          </li>
        ))}
      </ul>
      {room > 0 ? (
        <label
          htmlFor={id}
          className="mt-2 inline-flex cursor-pointer items-center rounded-xl border border-dashed border-violet-400 bg-white px-3.5 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600"
        >
          + Unggah berkas
          <input
            id={id}
            type="file"
            multiple={maxFiles > 1}
            className="sr-only"
            onChange={(event) => {
              setProblem(null);
              for (const file of Array.from(event.target.files ?? []).slice(0, room)) void start(file);
              event.target.value = "";
            }}
          />
        </label>
      ) : null}
      {hint ? <p className="mt-1.5 text-sm text-slate-500">{hint}</p> : null}
      <FieldError messages={[problem, ...(errors ?? [])]} alert />
    </div>
  );
}

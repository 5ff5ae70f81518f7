/**
 * One image (a product cover or an avatar): pick, upload with a progress bar and "Batal", preview,
 * replace or remove. The chosen media id travels in a hidden input named `name`. An image uploaded
 * here and then replaced, removed or left unsaved is deleted (`useUnsavedUploads`).
 */
import type { UploadedImage } from "@lapak/shared/schemas/media";
import { useId, useRef, useState } from "react";
import { formatBytes, UploadCancelled, uploadMedia } from "~/lib/upload";
import { ProgressBar } from "./progress-bar";
import { useUnsavedUploads } from "./use-unsaved-uploads";

export interface ImageValue {
  id: string;
  url: string;
}

interface ImageUploadProps {
  name: string;
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  /** Largest accepted image, bytes (checked before sending; the API checks again). */
  maxBytes: number;
  shape?: "cover" | "avatar";
  hint?: string;
  errors?: string[];
}

/** The cover/avatar picker; errors from the upload or the form appear under it. */
export function ImageUpload({
  name,
  label,
  value,
  onChange,
  maxBytes,
  shape = "cover",
  hint,
  errors,
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // This form's uploads not yet saved: a replaced or removed one, or all of them when the form is
  // left without saving, are deleted (the saved image itself the API keeps: it is in use).
  const unsaved = useUnsavedUploads(root, () => cancel.current?.());

  async function start(file: File) {
    setProblem(null);
    if (file.size > maxBytes) {
      setProblem(`Gambar terlalu besar (maksimal ${formatBytes(maxBytes)})`);
      return;
    }
    const upload = uploadMedia<UploadedImage>("image", file, setProgress);
    cancel.current = upload.cancel;
    setProgress(0);
    try {
      const image = await upload.done;
      if (value) unsaved.drop(value.id);
      unsaved.add(image.id);
      onChange({ id: image.id, url: image.url });
    } catch (error) {
      if (!(error instanceof UploadCancelled)) setProblem((error as Error).message);
    } finally {
      setProgress(null);
      cancel.current = null;
      if (input.current) input.current.value = "";
    }
  }

  const messages = [problem, ...(errors ?? [])].filter(Boolean);
  const frame =
    shape === "avatar" ? "size-24 rounded-full" : "aspect-[16/9] w-full max-w-sm rounded-2xl sm:w-64 sm:max-w-none";

  return (
    <div ref={root}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value?.id ?? ""} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          className={`${frame} grid shrink-0 place-items-center overflow-hidden bg-slate-100 ring-1 ring-slate-200`}
          aria-hidden={value ? undefined : true}
        >
          {value ? (
            <img src={value.url} alt={`Pratinjau ${label.toLowerCase()}`} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">Belum ada gambar</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {progress !== null ? (
            <div className="flex items-center gap-3">
              <ProgressBar value={progress} label={`Mengunggah ${label.toLowerCase()}`} />
              <button
                type="button"
                onClick={() => cancel.current?.()}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                Batal
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <label
                htmlFor={id}
                className="cursor-pointer rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600"
              >
                {value ? "Ganti gambar" : "Unggah gambar"}
                <input
                  id={id}
                  ref={input}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  aria-describedby={`${id}-label`}
                  className="sr-only"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void start(file);
                  }}
                />
              </label>
              {value ? (
                <button
                  type="button"
                  onClick={() => {
                    unsaved.drop(value.id);
                    onChange(null);
                  }}
                  className="rounded-xl px-3.5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  Hapus gambar
                </button>
              ) : null}
            </div>
          )}
          {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
          {messages.length ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {messages.join(" ")}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

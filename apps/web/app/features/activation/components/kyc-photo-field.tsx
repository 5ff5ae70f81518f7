/**
 * One KYC photo (DASHBOARD-UX §7 step "Foto"): the camera opens straight from the input, the photo
 * uploads as soon as it is picked (`POST /v1/account/activation/photos/{id-card|selfie}`: private,
 * admins only, never in the media library), with progress and a local preview; "Ganti foto" replaces
 * it. A failed upload fails this photo only. The photo's id travels in a hidden input named `name`.
 * `rejected`: the previous photo was the reason for a rejection, so a new one is asked for.
 */
import type { UploadedKycPhoto } from "@lapak/shared/schemas/account";
import { useEffect, useId, useRef, useState } from "react";
import { ProgressBar } from "~/features/ui/progress-bar";
import { UploadCancelled, uploadTo } from "~/lib/upload";
import { StatusIcon } from "./status-icon";

interface KycPhotoFieldProps {
  name: "idCardFileId" | "selfieFileId";
  label: string;
  hint: string;
  /** Which camera a phone opens: the back one for the card, the front one for the selfie. */
  capture: "environment" | "user";
  /** The uploaded photo's media id ("" while there is none). */
  value: string;
  onChange: (id: string) => void;
  /** Told when an upload starts and ends, so "Lanjut" can wait for it. */
  onUploadingChange: (uploading: boolean) => void;
  /** The previous photo was a reason for the rejection: ask for a new one. */
  rejected?: boolean;
  errors?: string[];
}

/** Picker, preview, progress and "Ganti foto" for one photo. */
export function KycPhotoField({
  name,
  label,
  hint,
  capture,
  value,
  onChange,
  onUploadingChange,
  rejected = false,
  errors,
}: KycPhotoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const lastFile = useRef<File | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // The object URL lives until the photo is replaced or the form goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => () => cancel.current?.(), []);

  async function upload(file: File) {
    setFailed(null);
    onChange("");
    const which = name === "idCardFileId" ? "id-card" : "selfie";
    const handle = uploadTo<UploadedKycPhoto>(`/v1/account/activation/photos/${which}`, file, setProgress);
    cancel.current = handle.cancel;
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange((await handle.done).id);
    } catch (error) {
      if (!(error instanceof UploadCancelled)) setFailed((error as Error).message);
    } finally {
      cancel.current = null;
      setProgress(null);
      onUploadingChange(false);
    }
  }

  function pick(file: File) {
    if (!file.type.startsWith("image/")) {
      setFailed("Pilih foto (JPG, PNG, WebP atau HEIC).");
      return;
    }
    lastFile.current = file;
    setPreview(URL.createObjectURL(file));
    void upload(file);
  }

  const uploading = progress !== null;
  const frame = capture === "environment" ? "aspect-[8/5] w-36" : "aspect-[3/4] w-28";
  const messages = [failed ? `Gagal mengunggah. ${failed}` : null, ...(uploading ? [] : (errors ?? []))];
  const shown = messages.filter(Boolean);

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800">{label}</p>
      <input type="hidden" name={name} value={value} />
      <div className="flex items-start gap-4">
        <div
          className={`${frame} grid shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-100 ring-1 ${
            shown.length ? "ring-red-300" : "ring-slate-200"
          }`}
        >
          {preview ? (
            <img src={preview} alt={`Pratinjau ${label}`} className="size-full object-cover" />
          ) : value ? (
            <span className="px-2 text-center text-xs text-slate-600">Foto sebelumnya dipakai</span>
          ) : (
            <StatusIcon name="camera" className="size-7 text-slate-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {rejected && !value && !preview ? (
            <p className="text-sm font-medium text-red-700">Foto sebelumnya ditolak. Ambil foto baru.</p>
          ) : null}
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            {hint}
          </p>
          {uploading ? (
            <div className="flex items-center gap-2">
              <ProgressBar value={progress} label={`Mengunggah ${label}`} />
              <button
                type="button"
                onClick={() => cancel.current?.()}
                className="min-h-11 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                Batal
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <label className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600">
                {value || preview ? "Ganti foto" : "Ambil foto"}
                <input
                  ref={input}
                  type="file"
                  accept="image/*"
                  capture={capture}
                  aria-label={label}
                  aria-describedby={`${id}-hint`}
                  className="sr-only"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = "";
                    if (file) pick(file);
                  }}
                />
              </label>
              {failed && lastFile.current ? (
                <button
                  type="button"
                  onClick={() => lastFile.current && void upload(lastFile.current)}
                  className="min-h-11 rounded-xl px-3 text-sm font-semibold text-violet-700 hover:bg-violet-50"
                >
                  Coba lagi
                </button>
              ) : null}
              {value && !failed ? (
                <span className="text-sm font-medium text-emerald-700">
                  <span aria-hidden="true">✓ </span>Terunggah
                </span>
              ) : null}
            </div>
          )}
          {shown.length ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {shown.join(" ")}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Browser uploads straight to the API (DESIGN §3): `POST /v1/gallery-media/upload-image|file` and
 * the KYC photos' `POST /v1/account/activation/photos/{which}`, multipart `file`, authenticated by the HttpOnly cookie. XMLHttpRequest rather than fetch, because
 * only XHR reports upload progress — files can be hundreds of MB on a phone connection.
 */

export type UploadKind = "image" | "file";

export interface UploadHandle<T> {
  /** Resolves with the response's `data`; rejects with an Indonesian message (or `UploadCancelled`). */
  done: Promise<T>;
  /** Stops the upload; `done` rejects with `UploadCancelled`. */
  cancel: () => void;
}

export class UploadCancelled extends Error {
  constructor() {
    super("Unggahan dibatalkan");
  }
}

const ENDPOINTS: Record<UploadKind, string> = {
  image: "/v1/gallery-media/upload-image",
  file: "/v1/gallery-media/upload-file",
};

/**
 * Starts uploading `file` to the media library. `onProgress` gets the fraction sent (0–1). The
 * promise rejects with the API's `message` on an error answer (413 too large, 415 wrong type, 401
 * session ended …).
 */
export function uploadMedia<T>(kind: UploadKind, file: File, onProgress?: (fraction: number) => void): UploadHandle<T> {
  return uploadTo<T>(ENDPOINTS[kind], file, onProgress);
}

/**
 * Starts uploading `file` as the multipart `file` of a POST to `url` (an API path such as
 * `/v1/account/activation/photos/id-card`), like `uploadMedia`.
 */
export function uploadTo<T>(url: string, file: File, onProgress?: (fraction: number) => void): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: T; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data);
      else reject(new Error(body?.message ?? messageForStatus(xhr.status)));
    };
    xhr.onerror = () => reject(new Error("Koneksi terputus, unggahan gagal. Coba lagi."));
    xhr.onabort = () => reject(new UploadCancelled());
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}

function messageForStatus(status: number): string {
  if (status === 413) return "Berkas terlalu besar";
  if (status === 415) return "Jenis berkas tidak didukung";
  if (status === 401) return "Sesi berakhir, harap masuk kembali";
  return "Unggahan gagal, silakan coba lagi";
}

/** `1536000` → `"1,5 MB"` (bytes, Indonesian decimal comma). */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString("id-ID", { maximumFractionDigits: digits })} ${units[unit]}`;
}

/**
 * Deletes an upload of the signed-in user that nothing uses (`DELETE /v1/media/{id}`), without
 * waiting and without a word on failure: the API refuses (409) one a product or an order uses, so
 * this only tidies what a form uploaded and will not attach. `keepalive` lets it finish while the
 * page is being left.
 */
export function discardUpload(id: string): void {
  void fetch(`/v1/media/${encodeURIComponent(id)}`, {
    method: "DELETE",
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {});
}

/**
 * `/admin/backups` "Cadangan" (ADR 0018): when the last good backup was made, how backups are kept,
 * "Buat cadangan sekarang", and the archives with their signed, expiring download links. Times in WIB.
 */

import { formatDateTimeWib } from "@lapak/shared/date";
import type { BackupList as Backups } from "@lapak/shared/schemas/backup";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/features/ui/button";
import { BlockError, Card } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { formatBytes } from "~/lib/upload";

/** How often, in words: `24` → "setiap 24 jam", `0.5` → "setiap 30 menit". */
function every(hours: number): string {
  return hours >= 1
    ? `setiap ${Number(hours.toFixed(1)).toLocaleString("id-ID")} jam`
    : `setiap ${Math.round(hours * 60)} menit`;
}

/** The page; `backups` null means the list failed to load. */
export function BackupList({ backups }: { backups: Backups | null }) {
  const { revalidate } = useRevalidator();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-5">
      <PageHeading title="Cadangan">
        Salinan basis data dan berkas toko untuk dipulihkan bila server rusak. Waktu dalam WIB.
      </PageHeading>
      {!backups ? (
        <BlockError what="Daftar cadangan" onRetry={revalidate} />
      ) : (
        <>
          <Card>
            <p className="text-sm text-slate-600">Cadangan terakhir yang berhasil</p>
            <p className="mt-1 text-xl font-bold text-slate-900">
              {backups.lastGoodAt ? (
                <time dateTime={backups.lastGoodAt}>{formatDateTimeWib(backups.lastGoodAt)}</time>
              ) : (
                "Belum ada"
              )}
            </p>
            <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
              <li>
                {backups.settings.database === "postgres"
                  ? "PostgreSQL: cadangan terjadwal memakai pg_dump dan pemulihan titik-waktu (lihat docs/backups.md)."
                  : backups.settings.intervalHours > 0
                    ? `Otomatis ${every(backups.settings.intervalHours)}.`
                    : "Cadangan otomatis mati (BACKUP_INTERVAL_HOURS=0)."}
              </li>
              <li>Disimpan {backups.settings.keep} cadangan terbaru; yang lebih lama dihapus.</li>
              <li>
                {backups.settings.s3Copy
                  ? "Setiap cadangan juga diunggah ke bucket S3 (backups/)."
                  : "Hanya di disk server ini: salin juga ke tempat lain."}
              </li>
            </ul>
            {backups.settings.encrypted ? (
              <p className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
                Terenkripsi (AES-256-GCM) dengan BACKUP_PASSPHRASE. Simpan kata sandi itu di tempat lain: tanpa itu
                cadangan tidak bisa dipulihkan.
              </p>
            ) : (
              <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                Cadangan belum terenkripsi, padahal berisi data pribadi (KYC, email pembeli). Set BACKUP_PASSPHRASE lalu
                mulai ulang.
              </p>
            )}
            <Form method="post" className="mt-5">
              <Button disabled={busy}>{busy ? "Membuat cadangan…" : "Buat cadangan sekarang"}</Button>
            </Form>
          </Card>
          {backups.backups.length === 0 ? (
            <EmptyState>Belum ada cadangan.</EmptyState>
          ) : (
            <Card title="Arsip cadangan">
              <ul className="divide-y divide-slate-200">
                {backups.backups.map((backup) => (
                  <li key={backup.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        <time dateTime={backup.createdAt}>{formatDateTimeWib(backup.createdAt)}</time>
                      </p>
                      <p className="truncate text-xs text-slate-500">
                        {formatBytes(backup.bytes)} · {backup.encrypted ? "terenkripsi" : "tidak terenkripsi"} ·{" "}
                        {backup.file}
                      </p>
                    </div>
                    <a
                      href={backup.downloadUrl}
                      download={backup.file}
                      className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
                    >
                      Unduh<span className="sr-only"> cadangan {formatDateTimeWib(backup.createdAt)}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-xs text-slate-500">
                Tautan unduhan berlaku 15 menit; muat ulang halaman untuk tautan baru.
              </p>
            </Card>
          )}
        </>
      )}
    </div>
  );
}

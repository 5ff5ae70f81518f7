/**
 * Kirim Pembaruan (DESIGN §4 "Product updates"): a digital download's new files and a note for its
 * buyers, above its past updates (date in WIB, files, buyers mailed). The files join the product
 * and every past order of it; each buyer gets one email.
 */
import { formatWhenWib } from "@lapak/shared/date";
import { MAX_UPDATE_FILES, MAX_UPDATES_PER_DAY } from "@lapak/shared/schemas/product-update";
import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type {
  ProductUpdatesActionResult,
  ProductUpdatesPageData,
} from "~/features/products/api/product-updates.server";
import { buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { TextArea } from "~/features/ui/text-area";
import { useActionToast } from "~/features/ui/use-action-toast";
import { paths } from "~/lib/paths";
import { formatBytes } from "~/lib/upload";
import { FileUploadList, type ProductFile } from "./file-upload-list";

/** Most bytes of one new file (the API enforces its own upload limit). */
const MAX_UPDATE_FILE_BYTES = 200 * 1024 * 1024;

export function ProductUpdatesPage({ product, updates }: ProductUpdatesPageData) {
  const result = useActionData() as ProductUpdatesActionResult | undefined;
  useActionToast(result);
  const navigation = useNavigation();
  // A sent update clears the form for the next one.
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (result?.ok) setFormKey((key) => key + 1);
  }, [result]);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={`${paths.dashboard.addDigitalDownload}?id=${product.id}`}
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 hover:underline"
      >
        ← Kembali ke produk
      </Link>
      <PageHeading title={`Kirim Pembaruan · ${product.title}`}>
        Berkas baru ditambahkan ke produk dan ke setiap pesanan yang sudah dibayar, di samping berkas lama. Setiap
        pembeli menerima satu email pemberitahuan, tanpa biaya tambahan.
      </PageHeading>
      <UpdateForm key={formKey} errors={errors} busy={navigation.state === "submitting"} productFiles={product.files} />
      <section aria-labelledby="pembaruan-terkirim">
        <h2 id="pembaruan-terkirim" className="mt-8 mb-3 text-lg font-semibold text-slate-900">
          Pembaruan terkirim
        </h2>
        {updates.length === 0 ? (
          <EmptyState>Belum ada pembaruan untuk produk ini.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {updates.map((update) => (
              <li key={update.id} className="space-y-1 p-4">
                <p className="text-sm font-semibold text-slate-900">{formatWhenWib(update.createdAt)}</p>
                <ul className="text-sm break-words text-slate-700">
                  {update.files.map((file) => (
                    <li key={file.id}>
                      {file.name} <span className="text-slate-500">· {formatBytes(file.size)}</span>
                    </li>
                  ))}
                </ul>
                {update.message ? (
                  <p className="text-sm whitespace-pre-line break-words text-slate-600">{update.message}</p>
                ) : null}
                <p className="text-xs text-slate-500">
                  {update.notifiedAt === null
                    ? "Email sedang dikirim…"
                    : update.recipients === 0
                      ? "Belum ada pembeli untuk diberi tahu"
                      : `Email dikirim ke ${update.recipients.toLocaleString("id-ID")} pembeli`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UpdateForm({
  errors,
  busy,
  productFiles,
}: {
  errors: Record<string, string[]>;
  busy: boolean;
  productFiles: ProductFile[];
}) {
  const [files, setFiles] = useState<ProductFile[]>([]);
  return (
    <Form method="post" noValidate className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Berkas saat ini</h2>
        <ul className="mt-1 text-sm break-words text-slate-600">
          {productFiles.map((file) => (
            <li key={file.id}>
              {file.name} · {formatBytes(file.size)}
            </li>
          ))}
        </ul>
      </div>
      <FileUploadList
        label="Berkas baru"
        value={files}
        onChange={setFiles}
        maxBytes={MAX_UPDATE_FILE_BYTES}
        maxFiles={MAX_UPDATE_FILES}
        hint={`Unggah versi baru atau bonus. Maksimal ${MAX_UPDATES_PER_DAY} pembaruan per produk dalam 24 jam.`}
        errors={errors.fileIds ?? errors.productId}
      />
      <TextArea
        name="message"
        label="Pesan untuk pembeli (opsional)"
        maxLength={1000}
        rows={3}
        placeholder="Contoh: Versi 2 dengan 20 desain baru."
        errors={errors.message}
      />
      <button type="submit" disabled={busy || files.length === 0} className={`${buttonClass("primary")} min-h-11`}>
        Kirim Pembaruan
      </button>
    </Form>
  );
}

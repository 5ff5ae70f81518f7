/**
 * The fields only one product type has: price and files, a bundle's products, a course's
 * curriculum, an event's time and place, a 1:1 session's hours, a membership's periods, reward, or
 * the target URL.
 */
import type { Product, ProductType } from "@lapak/shared/schemas/product";
import { useState } from "react";
import { ImageUpload } from "~/features/ui/image-upload";
import { TextArea } from "~/features/ui/text-area";
import { TextField } from "~/features/ui/text-field";
import { type BundleChoice, BundleFields } from "./bundle-fields";
import { CoachingFields } from "./coaching-fields";
import { CurriculumEditor } from "./curriculum-editor";
import { EventFields } from "./event-fields";
import { FileUploadList } from "./file-upload-list";
import { MembershipFields } from "./membership-fields";
import { type BumpChoice, OfferFields } from "./offer-fields";
import { PriceField } from "./price-field";
import type { ProductDraft, useProductDraft } from "./use-product-draft";

interface TypeFieldsProps {
  type: ProductType;
  product: Product | null;
  bumpChoices: BumpChoice[];
  bundleChoices: BundleChoice[];
  draft: ProductDraft;
  set: ReturnType<typeof useProductDraft>["set"];
  maxFileBytes: number;
  maxImageBytes: number;
  errors: Record<string, string[]>;
}

/** Renders the fields of `type`. */
export function TypeFields({
  type,
  product,
  bumpChoices,
  bundleChoices,
  draft,
  set,
  maxFileBytes,
  maxImageBytes,
  errors,
}: TypeFieldsProps) {
  const [payWhatYouWant, setPayWhatYouWant] = useState(product?.pricing === "pay_what_you_want");
  const thankYou = (
    <TextArea
      name="thankYouMessage"
      label="Pesan terima kasih (opsional)"
      value={draft.thankYouMessage}
      onChange={(event) => set("thankYouMessage")(event.target.value)}
      maxLength={1000}
      hint="Tampil di halaman pesanan dan email setelah pembeli mendapatkan produk."
      errors={errors.thankYouMessage}
    />
  );

  // A course's and an event's price: fixed or pay what you want, harga coret; no order bump.
  const pricedWithoutBump = (
    <>
      {payWhatYouWant ? null : <PriceField value={draft.price} onChange={set("price")} errors={errors.price} />}
      <OfferFields
        product={product}
        bumpChoices={[]}
        errors={errors}
        payWhatYouWant={payWhatYouWant}
        onPayWhatYouWant={setPayWhatYouWant}
      />
    </>
  );

  const phoneCheck = (
    <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <input
        type="checkbox"
        name="requirePhone"
        checked={draft.requirePhone}
        onChange={(event) => set("requirePhone")(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-violet-700"
      />
      <span>
        <span className="block text-sm font-medium text-slate-800">Wajibkan nomor WhatsApp</span>
        <span className="block text-sm text-slate-500">
          Pembeli harus mengisi nomor WhatsApp saat checkout. Jika tidak dicentang, nomor WhatsApp boleh dikosongkan.
        </span>
      </span>
    </label>
  );

  const buyerChecks = (
    <>
      {phoneCheck}
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <input
          type="checkbox"
          name="stampPdf"
          checked={draft.stampPdf}
          onChange={(event) => set("stampPdf")(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-violet-700"
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">Tandai PDF dengan email pembeli</span>
          <span className="block text-sm text-slate-500">
            Setiap halaman PDF yang diunduh diberi tulisan kecil "Dibeli oleh (email pembeli) · (kode pesanan)" agar
            berkas yang disebarkan bisa dilacak.
          </span>
        </span>
      </label>
    </>
  );

  if (type === "bundle") {
    return (
      <>
        <PriceField value={draft.price} onChange={set("price")} errors={errors.price} />
        <BundleFields
          product={product}
          choices={bundleChoices}
          value={draft.productIds}
          onChange={set("productIds")}
          errors={errors}
        />
        {buyerChecks}
        {thankYou}
      </>
    );
  }

  if (type === "course") {
    return (
      <>
        {pricedWithoutBump}
        <CurriculumEditor value={draft.modules} onChange={set("modules")} errors={errors} maxFileBytes={maxFileBytes} />
        <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <input
            type="checkbox"
            name="certificate"
            checked={draft.certificate}
            onChange={(event) => set("certificate")(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-violet-700"
          />
          <span>
            <span className="block text-sm font-medium text-slate-800">Beri sertifikat</span>
            <span className="block text-sm text-slate-500">
              Pembeli yang menyelesaikan semua pelajaran bisa mengunduh sertifikat PDF.
            </span>
          </span>
        </label>
        {draft.certificate ? (
          <ImageUpload
            name="certificateBackgroundId"
            label="Latar sertifikat (opsional)"
            value={draft.certificateBackground}
            onChange={set("certificateBackground")}
            maxBytes={maxImageBytes}
            hint="Gambar A4 mendatar (rasio 297:210), misalnya bingkai dan logo Anda. Nama, judul kelas, kode dan QR dicetak di atasnya."
            errors={errors.certificateBackgroundId}
          />
        ) : null}
        {thankYou}
      </>
    );
  }

  if (type === "event") {
    return (
      <>
        {pricedWithoutBump}
        <EventFields draft={draft} set={set} errors={errors} />
        {thankYou}
      </>
    );
  }

  if (type === "coaching") {
    return (
      <>
        {pricedWithoutBump}
        <CoachingFields draft={draft} set={set} errors={errors} />
        {phoneCheck}
        {thankYou}
      </>
    );
  }

  if (type === "membership") {
    return (
      <>
        <MembershipFields product={product} choices={bundleChoices} errors={errors} />
        {phoneCheck}
        {thankYou}
      </>
    );
  }

  if (type === "digital_download") {
    return (
      <>
        {/* Pay what you want sells from its minimum: "Harga" and its "Isi 0" hint would contradict it. */}
        {payWhatYouWant ? null : <PriceField value={draft.price} onChange={set("price")} errors={errors.price} />}
        <OfferFields
          product={product}
          bumpChoices={bumpChoices}
          errors={errors}
          payWhatYouWant={payWhatYouWant}
          onPayWhatYouWant={setPayWhatYouWant}
        />
        <FileUploadList
          label="Berkas produk"
          value={draft.files}
          onChange={set("files")}
          maxBytes={maxFileBytes}
          maxFiles={20}
          hint="Berkas disimpan privat dan hanya bisa diunduh pembeli. Minimal satu berkas untuk menerbitkan."
          errors={errors.fileIds}
        />
        {buyerChecks}
        {thankYou}
      </>
    );
  }

  if (type === "collect_email") {
    return (
      <>
        <FileUploadList
          label="Berkas hadiah (opsional)"
          value={draft.files}
          onChange={set("files")}
          maxBytes={maxFileBytes}
          maxFiles={5}
          hint="Dikirim ke pengunjung setelah mereka mengisi nama dan email."
          errors={errors.fileIds}
        />
        <TextField
          name="rewardUrl"
          label="Tautan hadiah (opsional)"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://..."
          value={draft.rewardUrl}
          onChange={(event) => set("rewardUrl")(event.target.value)}
          hint="Misalnya tautan grup, video, atau folder unduhan."
          errors={errors.rewardUrl}
        />
        {thankYou}
      </>
    );
  }

  return (
    <TextField
      name="url"
      label="URL tujuan"
      type="url"
      inputMode="url"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="https://..."
      required
      value={draft.url}
      onChange={(event) => set("url")(event.target.value)}
      hint="Pengunjung diarahkan ke sini; setiap klik tercatat."
      errors={errors.url}
    />
  );
}

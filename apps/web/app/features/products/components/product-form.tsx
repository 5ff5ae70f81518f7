/**
 * The add/edit form of every product type (DESIGN §3): title, cover, rich-text description, the
 * type's own fields, call-to-action label, and "Simpan sebagai draf" / "Terbitkan", beside a live
 * phone-sized preview of the card. Asks before leaving with unsaved changes.
 */
import type { Product, ProductType } from "@lapak/shared/schemas/product";
import type { Theme } from "@lapak/shared/schemas/user";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/features/ui/button";
import { ImageUpload } from "~/features/ui/image-upload";
import { TextField } from "~/features/ui/text-field";
import { useUnsavedChanges } from "~/features/ui/use-unsaved-changes";
import { paths } from "~/lib/paths";
import type { BundleChoice } from "./bundle-fields";
import type { BumpChoice } from "./offer-fields";
import { ProductCardPreview } from "./product-card-preview";
import { RichTextEditor } from "./rich-text-editor";
import { TypeFields } from "./type-fields";
import { excerptOf, useProductDraft } from "./use-product-draft";

export interface ProductFormProps {
  type: ProductType;
  product: Product | null;
  /** The seller's other published downloads, to offer as an order bump (ADR 0019). */
  bumpChoices?: BumpChoice[];
  /** Bundles: the seller's digital downloads it may hold. */
  bundleChoices?: BundleChoice[];
  defaultCta: string;
  seller: { name: string; avatarUrl: string | null; theme: Theme };
  slugPrefix: string;
  limits: { imageBytes: number; fileBytes: number };
  errors?: Record<string, string[]>;
}

/** The form and its preview; the status comes from the button pressed. */
export function ProductForm({
  type,
  product,
  bumpChoices = [],
  bundleChoices = [],
  defaultCta,
  seller,
  slugPrefix,
  limits,
  errors = {},
}: ProductFormProps) {
  const { draft, set, dirty } = useProductDraft(product, type);
  useUnsavedChanges(dirty);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <Form method="post" noValidate className="space-y-5">
        <TextField
          name="title"
          label="Judul"
          value={draft.title}
          onChange={(event) => set("title")(event.target.value)}
          maxLength={120}
          required
          errors={errors.title}
        />
        <ImageUpload
          name="coverImageId"
          label="Gambar sampul"
          value={draft.cover}
          onChange={set("cover")}
          maxBytes={limits.imageBytes}
          hint="JPG, PNG, WebP atau GIF, maksimal 5 MB. Rasio 16:9 tampil paling rapi."
          errors={errors.coverImageId}
        />
        <RichTextEditor
          name="description"
          label={type === "external_url" ? "Deskripsi (opsional)" : "Deskripsi"}
          value={draft.description}
          onChange={set("description")}
          errors={errors.description}
        />
        <TypeFields
          type={type}
          product={product}
          bumpChoices={bumpChoices}
          bundleChoices={bundleChoices}
          draft={draft}
          set={set}
          maxFileBytes={limits.fileBytes}
          maxImageBytes={limits.imageBytes}
          errors={errors}
        />
        <TextField
          name="ctaLabel"
          label="Label tombol"
          value={draft.ctaLabel}
          onChange={(event) => set("ctaLabel")(event.target.value)}
          placeholder={defaultCta}
          maxLength={40}
          hint={`Kosongkan untuk memakai "${defaultCta}".`}
          errors={errors.ctaLabel}
        />
        <TextField
          name="slug"
          label="Alamat produk"
          prefix={slugPrefix}
          value={draft.slug}
          onChange={(event) => set("slug")(event.target.value.toLowerCase().replace(/\s+/g, "-"))}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="dibuat-dari-judul"
          hint="Huruf kecil, angka dan tanda hubung. Kosongkan agar dibuat dari judul."
          errors={errors.slug}
        />
        {errors._ || errors.status ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {[...(errors._ ?? []), ...(errors.status ?? [])].join(" ")}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:flex-row-reverse sm:justify-start">
          <Button name="status" value="published">
            Terbitkan
          </Button>
          <Button name="status" value="draft" variant="secondary">
            Simpan sebagai draf
          </Button>
          <ButtonLink to={paths.dashboard.myStore} variant="ghost" className="sm:mr-auto">
            Batal
          </ButtonLink>
        </div>
      </Form>
      <aside aria-label="Pratinjau">
        <div className="lg:sticky lg:top-8">
          <p className="mb-2 text-center text-xs font-medium text-slate-500">Pratinjau kartu di toko</p>
          <ProductCardPreview
            theme={seller.theme}
            seller={seller}
            product={{
              type,
              title: draft.title,
              price: draft.price ?? 0,
              coverUrl: draft.cover?.url ?? null,
              ctaLabel: draft.ctaLabel.trim() || defaultCta,
              excerpt: excerptOf(draft.description),
            }}
          />
        </div>
      </aside>
    </div>
  );
}

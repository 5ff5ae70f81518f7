/**
 * The eight product types (DESIGN §3) as the dashboard names them: the API collection of each
 * type, the URL segment of its add/edit form and its Indonesian label.
 */
import type { ProductType } from "@lapak/shared/schemas/product";

export interface ProductTypeInfo {
  type: ProductType;
  /** `/v1/product/{collection}` */
  collection:
    | "digital-downloads"
    | "collect-emails"
    | "external-urls"
    | "bundles"
    | "courses"
    | "events"
    | "coaching"
    | "memberships";
  /** `/dashboard/my-store/add-product/{segment}` */
  segment:
    | "digital-download"
    | "collect-email"
    | "external-url"
    | "bundle"
    | "course"
    | "event"
    | "coaching"
    | "membership";
  label: string;
}

export const PRODUCT_TYPE_INFO: Record<ProductType, ProductTypeInfo> = {
  digital_download: {
    type: "digital_download",
    collection: "digital-downloads",
    segment: "digital-download",
    label: "Produk Digital",
  },
  collect_email: {
    type: "collect_email",
    collection: "collect-emails",
    segment: "collect-email",
    label: "Kumpulkan Email",
  },
  external_url: {
    type: "external_url",
    collection: "external-urls",
    segment: "external-url",
    label: "Tautan Eksternal",
  },
  bundle: {
    type: "bundle",
    collection: "bundles",
    segment: "bundle",
    label: "Paket",
  },
  course: {
    type: "course",
    collection: "courses",
    segment: "course",
    label: "Kelas Online",
  },
  event: {
    type: "event",
    collection: "events",
    segment: "event",
    label: "Event / Webinar",
  },
  coaching: {
    type: "coaching",
    collection: "coaching",
    segment: "coaching",
    label: "Konsultasi 1-on-1",
  },
  membership: {
    type: "membership",
    collection: "memberships",
    segment: "membership",
    label: "Langganan",
  },
};

/** Where the add/edit forms live: `${PRODUCT_FORM_BASE}{segment}`. */
export const PRODUCT_FORM_BASE = "/dashboard/my-store/add-product/";

/** The product type whose form lives at `/dashboard/my-store/add-product/{segment}`, if any. */
export function productTypeOfSegment(segment: string): ProductType | undefined {
  return Object.values(PRODUCT_TYPE_INFO).find((info) => info.segment === segment)?.type;
}

/** `/dashboard/my-store/add-product/{segment}`, with `?id=` when editing (DESIGN §5). */
export function productFormPath(type: ProductType, id?: string): string {
  const base = `${PRODUCT_FORM_BASE}${PRODUCT_TYPE_INFO[type].segment}`;
  return id ? `${base}?id=${encodeURIComponent(id)}` : base;
}

/**
 * The product form's heading: "Tambah …" or, when `editing`, "Ubah …". "Kumpulkan Email" is a verb
 * phrase, so its heading names the thing: "Tambah Produk Kumpulkan Email"; "Paket" and "Kelas
 * Online" are already nouns ("Tambah Paket", "Tambah Kelas Online").
 */
export function productFormTitle(type: ProductType, editing: boolean): string {
  const label = PRODUCT_TYPE_INFO[type].label;
  const noun =
    label.startsWith("Produk") ||
    type === "external_url" ||
    type === "bundle" ||
    type === "course" ||
    type === "coaching" ||
    type === "membership"
      ? label
      : `Produk ${label}`;
  return `${editing ? "Ubah" : "Tambah"} ${noun}`;
}

/** The add/edit form's values as React state, and whether they differ from what was loaded. */
import { isoToWibLocal } from "@lapak/shared/date";
import type { ProductCoaching } from "@lapak/shared/schemas/coaching";
import { isSoldProductType, type Product, type ProductType } from "@lapak/shared/schemas/product";
import { useMemo, useRef, useState } from "react";
import type { ImageValue } from "~/features/ui/image-upload";
import { curriculumDraftOf, type DraftModule } from "./curriculum-draft";
import type { ProductFile } from "./file-upload-list";
import type { LocationDraft } from "./location-fields";

export interface ProductDraft {
  title: string;
  slug: string;
  description: string;
  /** Rupiah; null while the field is empty. */
  price: number | null;
  cover: ImageValue | null;
  files: ProductFile[];
  ctaLabel: string;
  thankYouMessage: string;
  /** "Wajibkan nomor WhatsApp" (digital downloads and bundles). */
  requirePhone: boolean;
  /** "Tandai PDF dengan email pembeli" (digital downloads and bundles; on by default). */
  stampPdf: boolean;
  rewardUrl: string;
  url: string;
  /** A bundle's products, ticked ("Isi paket"). */
  productIds: string[];
  /** A course's modules and lessons (Kelas Online). */
  modules: DraftModule[];
  /** A course: "Beri sertifikat" on completion. */
  certificate: boolean;
  /** A course: the certificate's background image, or none. */
  certificateBackground: ImageValue | null;
  /** An event's time (WIB wall times, `YYYY-MM-DDTHH:mm`), place and seats, as typed. */
  event: EventDraft;
  /** A 1:1 session's length, hours, rules and place (Konsultasi 1-on-1). */
  coaching: CoachingDraft;
}

/** An event's fields as the form holds them: strings, empty when not set. */
export interface EventDraft extends LocationDraft {
  startsAt: string;
  endsAt: string;
  salesEndAt: string;
  capacity: string;
}

/** A weekly window of a 1:1 session: ISO weekday (1 = Senin) and WIB wall times `HH:MM`. */
export interface WindowDraft {
  weekday: number;
  from: string;
  to: string;
}

/** A 1:1 session's fields as the form holds them: numbers as typed, the windows, blocked dates. */
export interface CoachingDraft extends LocationDraft {
  durationMinutes: string;
  bufferMinutes: string;
  minNoticeHours: string;
  maxDaysAhead: string;
  rescheduleHours: string;
  availability: WindowDraft[];
  /** WIB dates `YYYY-MM-DD` with no slots. */
  blockedDates: string[];
}

/** The location fields of a stored location, or an empty online one. */
function locationDraftOf(location: ProductCoaching["location"] | undefined): LocationDraft {
  return {
    locationKind: location?.kind ?? "online",
    url: location?.kind === "online" ? location.url : "",
    venueName: location?.kind === "venue" ? location.name : "",
    venueAddress: location?.kind === "venue" ? location.address : "",
    mapsUrl: location?.kind === "venue" ? (location.mapsUrl ?? "") : "",
  };
}

/** Monday to Friday, 09.00–17.00 WIB: what a new 1:1 session offers until the seller changes it. */
const DEFAULT_WINDOWS: WindowDraft[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: "09:00", to: "17:00" }));

function coachingDraftOf(product: Product | null): CoachingDraft {
  const coaching = product?.coaching;
  return {
    ...locationDraftOf(coaching?.location),
    durationMinutes: String(coaching?.durationMinutes ?? 60),
    bufferMinutes: String(coaching?.bufferMinutes ?? 0),
    minNoticeHours: String(coaching?.minNoticeHours ?? 12),
    maxDaysAhead: String(coaching?.maxDaysAhead ?? 60),
    rescheduleHours: String(coaching?.rescheduleHours ?? 24),
    availability: coaching?.availability ?? DEFAULT_WINDOWS,
    blockedDates: coaching?.blockedDates ?? [],
  };
}

function eventDraftOf(product: Product | null): EventDraft {
  const event = product?.event;
  const location = event?.location;
  return {
    startsAt: event ? isoToWibLocal(event.startsAt) : "",
    endsAt: event ? isoToWibLocal(event.endsAt) : "",
    // Shown only when the seller moved it away from the start.
    salesEndAt: event && event.salesEndAt !== event.startsAt ? isoToWibLocal(event.salesEndAt) : "",
    ...locationDraftOf(location),
    capacity: event?.capacity ? String(event.capacity) : "",
  };
}

function draftOf(product: Product | null, type: ProductType): ProductDraft {
  return {
    title: product?.title ?? "",
    slug: product?.slug ?? "",
    description: product?.description ?? "",
    price: product ? product.price : isSoldProductType(type) ? null : 0,
    cover:
      product?.coverImageId && product.coverImageUrl ? { id: product.coverImageId, url: product.coverImageUrl } : null,
    files: product?.files ?? [],
    ctaLabel: product?.ctaLabel ?? "",
    thankYouMessage: product?.thankYouMessage ?? "",
    requirePhone: product?.requirePhone ?? false,
    stampPdf: product?.stampPdf ?? true,
    rewardUrl: product?.rewardUrl ?? "",
    url: product?.url ?? "",
    productIds: product?.productIds ?? [],
    modules: type === "course" ? curriculumDraftOf(product?.modules) : [],
    certificate: product?.certificate ?? false,
    certificateBackground:
      product?.certificateBackgroundId && product.certificateBackgroundUrl
        ? { id: product.certificateBackgroundId, url: product.certificateBackgroundUrl }
        : null,
    event: eventDraftOf(product),
    coaching: coachingDraftOf(product),
  };
}

/** `[draft, set, dirty]`; `set("title")(value)` changes one field. */
export function useProductDraft(product: Product | null, type: ProductType) {
  const initial = useRef(JSON.stringify(draftOf(product, type)));
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product, type));
  const dirty = useMemo(() => JSON.stringify(draft) !== initial.current, [draft]);
  const set =
    <K extends keyof ProductDraft>(key: K) =>
    (value: ProductDraft[K] | ((current: ProductDraft[K]) => ProductDraft[K])) =>
      setDraft((current) => ({
        ...current,
        [key]: typeof value === "function" ? (value as (c: ProductDraft[K]) => ProductDraft[K])(current[key]) : value,
      }));
  return { draft, set, dirty };
}

/** The plain text of some HTML, for the preview's excerpt (runs in the browser and on the server). */
export function excerptOf(html: string, length = 120): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

import type { tables } from "@lapak/db";
import type { CourseModuleBody } from "@lapak/shared/schemas/course";
import type { EventLocation } from "@lapak/shared/schemas/event";
import type {
  AffiliateSettings,
  BundleBody,
  CoachingBody,
  CollectEmailBody,
  CourseBody,
  DigitalDownloadBody,
  EventBody,
  ExternalUrlBody,
  MembershipBody,
  ProductType,
} from "@lapak/shared/schemas/product";

type Settings = (typeof tables.products.$inferInsert)["settings"];

/** One shape for the eight product bodies of SPEC §7, as the use cases store it. */
export interface ProductInput {
  type: ProductType;
  title: string;
  /** Left out: generated from the title on create, kept on update. */
  slug?: string;
  /** Unsanitized HTML from the client. */
  description: string;
  /** Integer rupiah. */
  price: number;
  /** Left out: unchanged on update; null: no cover. */
  coverImageId?: string | null;
  fileIds: string[];
  status: "draft" | "published";
  settings: NonNullable<Settings>;
  /** A course's modules and lessons, as sent (ADR 0044); absent for other types. */
  modules?: CourseModuleBody[];
  /** The affiliate programme (ADR 0050); left out: unchanged on update, off on create. */
  affiliate?: AffiliateSettings;
}

/** Empty strings mean "not set": they are dropped so the defaults apply. */
function compact(settings: Record<string, string | undefined>): NonNullable<Settings> {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value)) as NonNullable<Settings>;
}

/**
 * A download; pay what you want (ADR 0019) stores `price` = `minimumPrice`, the least it sells for,
 * and no harga coret.
 */
export function digitalDownloadInput(body: DigitalDownloadBody): ProductInput {
  const pwyw = body.pricing === "pay_what_you_want";
  const minimumPrice = body.minimumPrice ?? 0;
  return {
    type: "digital_download",
    ...pickCommon(body),
    price: pwyw ? minimumPrice : (body.price ?? 0),
    fileIds: body.fileIds,
    settings: {
      ...compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage }),
      ...(body.requirePhone ? { requirePhone: true } : {}),
      ...(body.stampPdf === false ? { stampPdf: false } : {}),
      ...(!pwyw && body.compareAtPrice ? { compareAtPrice: body.compareAtPrice } : {}),
      ...(pwyw ? { pricing: "pay_what_you_want" as const, minimumPrice } : {}),
      ...(pwyw && body.suggestedPrice ? { suggestedPrice: body.suggestedPrice } : {}),
      ...(body.orderBump ? { orderBump: body.orderBump } : {}),
    },
  };
}

/** A lead magnet is always free (DESIGN §3). */
export function collectEmailInput(body: CollectEmailBody): ProductInput {
  return {
    type: "collect_email",
    ...pickCommon(body),
    price: 0,
    fileIds: body.fileIds,
    settings: compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage, rewardUrl: body.rewardUrl }),
  };
}

/** A link card: free, no files; its `url` is reached through the click counter. */
export function externalUrlInput(body: ExternalUrlBody): ProductInput {
  return {
    type: "external_url",
    ...pickCommon(body),
    price: 0,
    fileIds: [],
    settings: compact({ url: body.url, ctaLabel: body.ctaLabel }),
  };
}

/**
 * A bundle (Paket, ADR 0019): a fixed price, no files of its own; its products are kept in
 * `settings.bundleProductIds` (checked by `prepareProduct`).
 */
export function bundleInput(body: BundleBody): ProductInput {
  return {
    type: "bundle",
    ...pickCommon(body),
    price: body.price,
    fileIds: [],
    settings: {
      ...compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage }),
      bundleProductIds: body.productIds,
      ...(body.requirePhone ? { requirePhone: true } : {}),
      ...(body.stampPdf === false ? { stampPdf: false } : {}),
      ...(body.compareAtPrice ? { compareAtPrice: body.compareAtPrice } : {}),
    },
  };
}

/**
 * A course (Kelas Online, ADR 0044): priced like a download (pay what you want stores `price` =
 * `minimumPrice`), no files of its own; its `modules` are written by `replaceCurriculum`.
 */
export function courseInput(body: CourseBody): ProductInput {
  const pwyw = body.pricing === "pay_what_you_want";
  const minimumPrice = body.minimumPrice ?? 0;
  return {
    type: "course",
    ...pickCommon(body),
    price: pwyw ? minimumPrice : (body.price ?? 0),
    fileIds: [],
    modules: body.modules,
    settings: {
      ...compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage }),
      ...(body.requirePhone ? { requirePhone: true } : {}),
      ...(body.certificate ? { certificate: true } : {}),
      ...(body.certificate && body.certificateBackgroundId
        ? { certificateBackgroundId: body.certificateBackgroundId }
        : {}),
      ...(!pwyw && body.compareAtPrice ? { compareAtPrice: body.compareAtPrice } : {}),
      ...(pwyw ? { pricing: "pay_what_you_want" as const, minimumPrice } : {}),
      ...(pwyw && body.suggestedPrice ? { suggestedPrice: body.suggestedPrice } : {}),
    },
  };
}

/** A location as stored: a venue's empty map link left out. */
function storedLocation(location: EventLocation): EventLocation {
  return location.kind === "venue" && !location.mapsUrl
    ? { kind: "venue", name: location.name, address: location.address }
    : location;
}

/**
 * The common part of an event's and a 1:1 session's input: priced like a download (fixed or pay
 * what you want, harga coret), no files, the usual checkout settings.
 */
function pricedInput(type: "event" | "coaching", body: EventBody | CoachingBody): ProductInput {
  const pwyw = body.pricing === "pay_what_you_want";
  const minimumPrice = body.minimumPrice ?? 0;
  return {
    type,
    ...pickCommon(body),
    price: pwyw ? minimumPrice : (body.price ?? 0),
    fileIds: [],
    settings: {
      ...compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage }),
      ...(body.requirePhone ? { requirePhone: true } : {}),
      ...(!pwyw && body.compareAtPrice ? { compareAtPrice: body.compareAtPrice } : {}),
      ...(pwyw ? { pricing: "pay_what_you_want" as const, minimumPrice } : {}),
      ...(pwyw && body.suggestedPrice ? { suggestedPrice: body.suggestedPrice } : {}),
    },
  };
}

/**
 * An event (ADR 0046): priced like a download, no files; its time, place and capacity are stored in
 * `settings.event` as ISO 8601 instants in UTC (`salesEndAt` only when the seller set one).
 */
export function eventInput(body: EventBody): ProductInput {
  const input = pricedInput("event", body);
  return {
    ...input,
    settings: {
      ...input.settings,
      ...(body.certificate ? { certificate: true } : {}),
      event: {
        startsAt: new Date(body.startsAt).toISOString(),
        endsAt: new Date(body.endsAt).toISOString(),
        ...(body.salesEndAt ? { salesEndAt: new Date(body.salesEndAt).toISOString() } : {}),
        location: storedLocation(body.location),
        capacity: body.capacity,
      },
    },
  };
}

/**
 * A 1:1 session (ADR 0047): priced like a download, no files; its hours (windows in WIB wall time,
 * sorted) and booking rules are stored in `settings.coaching`. Blocked dates have their own call;
 * `updateProduct` keeps them.
 */
export function coachingInput(body: CoachingBody): ProductInput {
  const input = pricedInput("coaching", body);
  return {
    ...input,
    settings: {
      ...input.settings,
      coaching: {
        durationMinutes: body.durationMinutes,
        availability: [...body.availability].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from)),
        bufferMinutes: body.bufferMinutes,
        minNoticeHours: body.minNoticeHours,
        maxDaysAhead: body.maxDaysAhead,
        location: storedLocation(body.location),
        rescheduleHours: body.rescheduleHours,
      },
    },
  };
}

/**
 * A membership (Langganan, ADR 0049): no files, no pay what you want; `price` is its cheapest
 * period's (what a card shows as "mulai"), and the periods (by months, ascending), benefits
 * (sanitized by `prepareProduct`) and included products are stored in `settings.membership`.
 */
export function membershipInput(body: MembershipBody): ProductInput {
  const periods = [...body.periods]
    .sort((a, b) => a.months - b.months)
    .map(({ months, price, compareAtPrice }) => ({ months, price, ...(compareAtPrice ? { compareAtPrice } : {}) }));
  return {
    type: "membership",
    ...pickCommon(body),
    price: Math.min(...periods.map((period) => period.price)),
    fileIds: [],
    settings: {
      ...compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage }),
      ...(body.requirePhone ? { requirePhone: true } : {}),
      membership: { periods, benefits: body.benefits, includedProductIds: body.includedProductIds },
    },
  };
}

function pickCommon(
  body:
    | DigitalDownloadBody
    | CollectEmailBody
    | ExternalUrlBody
    | BundleBody
    | CourseBody
    | EventBody
    | CoachingBody
    | MembershipBody,
) {
  return {
    title: body.title,
    slug: body.slug,
    description: body.description,
    coverImageId: body.coverImageId,
    status: body.status,
    affiliate: body.affiliate,
  };
}

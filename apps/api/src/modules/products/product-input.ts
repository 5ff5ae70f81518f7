import type { tables } from "@lapak/db";
import type {
  CollectEmailBody,
  DigitalDownloadBody,
  ExternalUrlBody,
  ProductType,
} from "@lapak/shared/schemas/product";

type Settings = (typeof tables.products.$inferInsert)["settings"];

/** One shape for the three product bodies of SPEC §7, as the use cases store it. */
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
}

/** Empty strings mean "not set": they are dropped so the defaults apply. */
function compact(settings: Record<string, string | undefined>): NonNullable<Settings> {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value)) as NonNullable<Settings>;
}

export function digitalDownloadInput(body: DigitalDownloadBody): ProductInput {
  return {
    type: "digital_download",
    ...pickCommon(body),
    price: body.price,
    fileIds: body.fileIds,
    settings: {
      ...compact({ ctaLabel: body.ctaLabel, thankYouMessage: body.thankYouMessage }),
      ...(body.requirePhone ? { requirePhone: true } : {}),
      ...(body.stampPdf === false ? { stampPdf: false } : {}),
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

function pickCommon(body: DigitalDownloadBody | CollectEmailBody | ExternalUrlBody) {
  return {
    title: body.title,
    slug: body.slug,
    description: body.description,
    coverImageId: body.coverImageId,
    status: body.status,
  };
}

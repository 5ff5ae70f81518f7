/**
 * Ad tracking (ADR 0022): the seller's Meta and TikTok pixels and conversion-API tokens
 * (`GET|PUT /v1/account/tracking`), the pixels their public pages load
 * (`GET /v1/sellers/{username}/pixels`), the landing attribution a checkout carries, and the sales
 * per source (`GET /v1/transactions/sources`).
 */
import { ATTRIBUTION_VALUE_MAX } from "../attribution";
import { text, z } from "../zod";

/** A Meta (Facebook) pixel / dataset id: digits only (Events Manager shows 15–16). */
export const META_PIXEL_ID_PATTERN = /^\d{10,20}$/;
/** A TikTok pixel code: 20 capital letters and digits (TikTok Ads Manager → Events). */
export const TIKTOK_PIXEL_CODE_PATTERN = /^[A-Z0-9]{20}$/;

/** `""` clears a setting; anything else must match. Undefined leaves it unchanged. */
const clearable = (schema: z.ZodType<string>) => z.union([z.literal(""), schema]).optional();

const accessToken = (label: string) =>
  text()
    .trim()
    .regex(/^\S{20,1000}$/, `${label} tidak valid: tempel token lengkap tanpa spasi`)
    .meta({ pattern: String.raw`^\s*\S{20,1000}\s*$` });

/**
 * `PUT /v1/account/tracking`. A field left out stays as it is; `""` removes it. Access tokens are
 * write-only: stored encrypted, never answered.
 */
export const trackingBodySchema = z.object({
  metaPixelId: clearable(
    text()
      .trim()
      .regex(META_PIXEL_ID_PATTERN, "ID Pixel Meta hanya berisi angka (biasanya 15–16 digit)")
      // What the API accepts before trimming it (the OpenAPI document's pattern).
      .meta({ pattern: String.raw`^\s*\d{10,20}\s*$` }),
  ),
  metaAccessToken: clearable(accessToken("Token Conversions API Meta")),
  tiktokPixelId: clearable(
    text()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(TIKTOK_PIXEL_CODE_PATTERN, "Kode Pixel TikTok terdiri dari 20 huruf dan angka")),
  ),
  tiktokAccessToken: clearable(accessToken("Token akses Events API TikTok")),
});
export type TrackingBody = z.infer<typeof trackingBodySchema>;

/** `GET|PUT /v1/account/tracking`: the pixel ids, and only whether each token is set. */
export const trackingSettingsSchema = z.object({
  metaPixelId: z.string().nullable(),
  metaAccessTokenSet: z.boolean(),
  tiktokPixelId: z.string().nullable(),
  tiktokAccessTokenSet: z.boolean(),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

/** `GET /v1/sellers/{username}/pixels`: the browser pixels of a store's public pages (null: none). */
export const storePixelsSchema = z.object({
  metaPixelId: z.string().nullable(),
  tiktokPixelId: z.string().nullable(),
});
export type StorePixels = z.infer<typeof storePixelsSchema>;

const landingValue = text()
  .max(2000)
  .transform((value) => value.trim().slice(0, ATTRIBUTION_VALUE_MAX))
  .optional();

/** Meta's `_fbp` cookie: `fb.1.{ms}.{random}`. */
const FBP_PATTERN = /^fb\.\d\.\d{1,16}\.\d{1,30}$/;

/**
 * A checkout's landing attribution (`POST /v1/transactions` `attribution`): a long value is cut and
 * a malformed `fbp` or `landedAt` dropped (the web app reads them from cookies it does not control);
 * control characters are refused like in any field. `landedAt`: ms since epoch of the landing click.
 * `fbp`: Meta's `_fbp` browser cookie.
 */
export const checkoutAttributionSchema = z.object({
  utmSource: landingValue,
  utmMedium: landingValue,
  utmCampaign: landingValue,
  utmContent: landingValue,
  utmTerm: landingValue,
  fbclid: landingValue,
  ttclid: landingValue,
  landedAt: z.number().int().positive().optional().catch(undefined),
  fbp: text()
    .transform((value) => (FBP_PATTERN.test(value) ? value : undefined))
    .optional(),
});
export type CheckoutAttribution = z.infer<typeof checkoutAttributionSchema>;

/** `GET /v1/transactions/sources` item: paid sales and their rupiah per landing source and campaign. */
export const salesSourceSchema = z.object({
  /** `utm_source`, the click id's network (`facebook`, `tiktok`), or "Langsung". */
  source: z.string(),
  campaign: z.string().nullable(),
  sales: z.number().int(),
  /** Rupiah the buyers paid. */
  revenue: z.number().int(),
});
export type SalesSource = z.infer<typeof salesSourceSchema>;

/** `transactions.checkout_client`: the buyer's browser at checkout, for the server-side events. */
export interface CheckoutClient {
  ip?: string;
  userAgent?: string;
  /** Meta's `_fbp` cookie (`fb.1.{ms}.{random}`). */
  fbp?: string;
}

/**
 * A sale's landing as its detail shows it (ADR 0022): `source` as in "Penjualan per Sumber"
 * (`utm_source`, the click id's network, or "Langsung"), the other UTM values or null, and which ad
 * click id came with it.
 */
export const saleAttributionSchema = z.object({
  source: z.string(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  content: z.string().nullable(),
  term: z.string().nullable(),
  clickId: z.enum(["fbclid", "ttclid"]).nullable(),
});
export type SaleAttribution = z.infer<typeof saleAttributionSchema>;

/**
 * Loader and action of the eight add/edit product forms (`/dashboard/my-store/add-product/{type}`,
 * `?id=` to edit — DESIGN §5): read the product, and save it through
 * `POST|PUT /v1/product/{collection}[/{id}]`, then back to /dashboard/my-store with a toast.
 */

import { wibLocalToIso } from "@lapak/shared/date";
import { parseRupiah, RupiahInputError } from "@lapak/shared/parse-rupiah";
import { MAX_IMAGE_BYTES } from "@lapak/shared/schemas/media";
import {
  bundleBodySchema,
  coachingBodySchema,
  collectEmailBodySchema,
  courseBodySchema,
  DEFAULT_CTA_LABEL,
  digitalDownloadBodySchema,
  eventBodySchema,
  externalUrlBodySchema,
  isSoldProductType,
  membershipBodySchema,
  type Product,
  type ProductType,
  type productSchema,
} from "@lapak/shared/schemas/product";
import type { PaymentMethodCode, PaymentMethodSettings } from "@lapak/shared/schemas/transaction";
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActionFailure, type Envelope, failureFrom, field, isOk, validate } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { PRODUCT_TYPE_INFO } from "~/lib/product-types";
import type { BumpChoice } from "../bump-limit";

/** Largest file upload the form accepts before sending, bytes (the API enforces its own setting). */
const MAX_FILE_BYTES_HINT = 200 * 1024 * 1024;

const SCHEMAS = {
  digital_download: digitalDownloadBodySchema,
  collect_email: collectEmailBodySchema,
  external_url: externalUrlBodySchema,
  bundle: bundleBodySchema,
  course: courseBodySchema,
  event: eventBodySchema,
  coaching: coachingBodySchema,
  membership: membershipBodySchema,
} as const;

/**
 * The form's data: the product being edited (null when adding), the seller's look for the preview,
 * the upload limits and the payment methods the store accepts (Pengaturan Pembayaran, for "Anda
 * terima" per method group; null when they could not be read — then every group is shown); a
 * download's order-bump choices (the seller's other published paid downloads) and a bundle's
 * product choices (every digital download of the seller), or a membership's (its downloads and
 * courses: what it may include). An `?id=` that is not the seller's
 * product of this type answers 404.
 */
export async function loadProductForm(request: Request, context: AppLoadContext, type: ProductType) {
  const { user, token } = await requireCompleteUser(request, context);
  const id = new URL(request.url).searchParams.get("id");
  let product: Product | null = null;
  let bumpChoices: BumpChoice[] = [];
  let bundleChoices: { id: string; title: string; fileCount: number; status: Product["status"]; type?: string }[] = [];
  if (type === "digital_download" || type === "bundle") {
    const own = await context.api<{ data: Product[] }>("/products", { token });
    const downloads = isOk(own) ? own.body.data.filter((p) => p.type === "digital_download" && p.id !== id) : [];
    bumpChoices = downloads
      .filter((p) => p.status === "published" && p.price > 0)
      .map((p) => ({ id: p.id, title: p.title, price: p.price, payWhatYouWant: p.pricing === "pay_what_you_want" }));
    bundleChoices = downloads.map((p) => ({ id: p.id, title: p.title, fileCount: p.files.length, status: p.status }));
  }
  if (type === "membership") {
    const own = await context.api<{ data: Product[] }>("/products", { token });
    bundleChoices = (isOk(own) ? own.body.data : [])
      .filter((p) => p.type === "digital_download" || p.type === "course")
      .map((p) => ({ id: p.id, title: p.title, fileCount: p.files.length, status: p.status, type: p.type }));
  }
  let acceptedMethods: PaymentMethodCode[] | null = null;
  if (
    type === "digital_download" ||
    type === "course" ||
    type === "event" ||
    type === "coaching" ||
    type === "membership"
  ) {
    const settings = await context.api<{ data: PaymentMethodSettings }>("/account/payment-methods", { token });
    if (isOk(settings)) acceptedMethods = settings.body.data.methods;
  }
  if (id) {
    const response = await context.api<Envelope<typeof productSchema>>(
      `/product/${PRODUCT_TYPE_INFO[type].collection}/${encodeURIComponent(id)}`,
      { token },
    );
    if (response.status === 404 || response.status === 422 || response.status === 400) {
      throw data("Produk tidak ditemukan", { status: 404 });
    }
    if (!isOk(response)) throw new Error(`GET product answered ${response.status}`);
    product = response.body.data;
  }
  return {
    product,
    bumpChoices,
    bundleChoices,
    acceptedMethods,
    defaultCta: DEFAULT_CTA_LABEL[type],
    seller: { name: user.name, avatarUrl: user.avatarUrl, theme: user.theme },
    slugPrefix: `/${user.username ?? ""}/`,
    limits: { imageBytes: MAX_IMAGE_BYTES, fileBytes: MAX_FILE_BYTES_HINT },
  };
}

/**
 * The typed price as whole rupiah (`parseRupiah`: "25.000", "25.000,00", "25rb", "Rp 25.000" …);
 * `value` is undefined when the field is empty (the schema then says "Harga wajib diisi"), `error`
 * the Indonesian message when it cannot be read.
 */
function readPrice(form: FormData): { value?: number; error?: string } {
  const typed = field(form, "price").trim();
  if (!typed) return {};
  try {
    return { value: parseRupiah(typed) };
  } catch (error) {
    if (error instanceof RupiahInputError) return { error: error.message };
    throw error;
  }
}

/** A rupiah field as typed, or undefined when empty or unreadable (the API then refuses or ignores it). */
function rupiahField(form: FormData, name: string): number | undefined {
  const typed = field(form, name).trim();
  if (!typed) return undefined;
  try {
    return parseRupiah(typed);
  } catch (error) {
    if (error instanceof RupiahInputError) return Number.NaN;
    throw error;
  }
}

/** A download's pricing fields (ADR 0019): harga coret, pay what you want, the order bump. */
function offerFrom(form: FormData) {
  const pwyw = field(form, "pricing") === "pay_what_you_want";
  const bumpId = field(form, "orderBumpProductId");
  return {
    compareAtPrice: rupiahField(form, "compareAtPrice") ?? null,
    pricing: pwyw ? "pay_what_you_want" : "fixed",
    ...(pwyw && { minimumPrice: rupiahField(form, "minimumPrice") ?? 0 }),
    suggestedPrice: rupiahField(form, "suggestedPrice") ?? null,
    orderBump: bumpId
      ? {
          productId: bumpId,
          price: rupiahField(form, "orderBumpPrice") ?? 0,
          headline: field(form, "orderBumpHeadline").trim(),
          description: field(form, "orderBumpDescription").trim(),
        }
      : null,
  };
}

/** A course's `modules` field (the editor's JSON), or undefined when missing or unreadable. */
function modulesFrom(form: FormData): unknown {
  try {
    return JSON.parse(field(form, "modules"));
  } catch {
    return undefined;
  }
}

/**
 * An event's fields from the form: WIB wall times (`datetime-local`) as ISO 8601 instants (an
 * unreadable one is sent as typed, for the schema's message), the location of the chosen kind, the
 * capacity (empty = unlimited).
 */
function eventFrom(form: FormData) {
  const instant = (name: string) => {
    const typed = field(form, name).trim();
    return typed ? (wibLocalToIso(typed) ?? typed) : "";
  };
  const capacity = field(form, "capacity").trim();
  return {
    startsAt: instant("startsAt"),
    endsAt: instant("endsAt"),
    salesEndAt: instant("salesEndAt") || null,
    location: locationFrom(form),
    capacity: capacity ? Number(capacity) : null,
  };
}

/** An event's or a 1:1 session's location of the chosen kind (`location-fields.tsx`). */
function locationFrom(form: FormData) {
  return field(form, "locationKind") === "venue"
    ? {
        kind: "venue",
        name: field(form, "venueName").trim(),
        address: field(form, "venueAddress").trim(),
        mapsUrl: field(form, "mapsUrl").trim(),
      }
    : { kind: "online", url: field(form, "locationUrl").trim() };
}

/**
 * A 1:1 session's fields from the form: the numbers as typed (an empty or unreadable one is sent
 * as typed, for the schema's message), the weekly windows zipped from the repeated
 * `availability*` inputs, and the location.
 */
function coachingFrom(form: FormData) {
  const count = (name: string) => {
    const typed = field(form, name).trim();
    return typed && Number.isFinite(Number(typed)) ? Number(typed) : typed || undefined;
  };
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const froms = all("availabilityFrom");
  const tos = all("availabilityTo");
  return {
    durationMinutes: count("durationMinutes"),
    bufferMinutes: count("bufferMinutes"),
    minNoticeHours: count("minNoticeHours"),
    maxDaysAhead: count("maxDaysAhead"),
    rescheduleHours: count("rescheduleHours"),
    availability: all("availabilityWeekday").map((weekday, index) => ({
      weekday: Number(weekday),
      from: froms[index] ?? "",
      to: tos[index] ?? "",
    })),
    location: locationFrom(form),
  };
}

/**
 * A membership's fields from the form: each ticked period with its price and harga coret (an
 * unreadable rupiah is sent as NaN, for the schema's message), the benefits, the included products.
 */
function membershipFrom(form: FormData) {
  return {
    periods: form.getAll("periodMonths").map((months) => ({
      months: Number(months),
      price: rupiahField(form, `periodPrice${months}`),
      compareAtPrice: rupiahField(form, `periodCompareAt${months}`) ?? null,
    })),
    benefits: field(form, "benefits"),
    includedProductIds: form.getAll("includedProductIds").filter((value): value is string => typeof value === "string"),
  };
}

/** The API body of a submitted form, per type (unknown fields are dropped by the schema). */
function bodyFrom(form: FormData, type: ProductType, price: number | undefined) {
  const optional = (name: string) => field(form, name).trim() || undefined;
  const common = {
    title: field(form, "title"),
    slug: optional("slug"),
    description: field(form, "description"),
    coverImageId: optional("coverImageId") ?? null,
    status: field(form, "status") === "published" ? "published" : "draft",
    ctaLabel: field(form, "ctaLabel"),
  };
  const fileIds = form.getAll("fileIds").filter((value): value is string => typeof value === "string");
  if (type === "digital_download") {
    return {
      ...common,
      price,
      fileIds,
      thankYouMessage: field(form, "thankYouMessage"),
      requirePhone: field(form, "requirePhone") === "on",
      stampPdf: field(form, "stampPdf") === "on",
      ...offerFrom(form),
    };
  }
  if (type === "bundle") {
    return {
      ...common,
      price,
      productIds: form.getAll("productIds").filter((value): value is string => typeof value === "string"),
      thankYouMessage: field(form, "thankYouMessage"),
      requirePhone: field(form, "requirePhone") === "on",
      stampPdf: field(form, "stampPdf") === "on",
      compareAtPrice: rupiahField(form, "compareAtPrice") ?? null,
    };
  }
  if (type === "course") {
    return {
      ...common,
      price,
      modules: modulesFrom(form),
      certificate: field(form, "certificate") === "on",
      certificateBackgroundId:
        field(form, "certificate") === "on" ? (optional("certificateBackgroundId") ?? null) : null,
      thankYouMessage: field(form, "thankYouMessage"),
      requirePhone: field(form, "requirePhone") === "on",
      ...offerFrom(form),
      orderBump: undefined,
    };
  }
  if (type === "event") {
    return {
      ...common,
      price,
      ...eventFrom(form),
      certificate: field(form, "certificate") === "on",
      thankYouMessage: field(form, "thankYouMessage"),
      requirePhone: field(form, "requirePhone") === "on",
      ...offerFrom(form),
      orderBump: undefined,
    };
  }
  if (type === "coaching") {
    return {
      ...common,
      price,
      ...coachingFrom(form),
      thankYouMessage: field(form, "thankYouMessage"),
      requirePhone: field(form, "requirePhone") === "on",
      ...offerFrom(form),
      orderBump: undefined,
    };
  }
  if (type === "membership") {
    return {
      ...common,
      ...membershipFrom(form),
      thankYouMessage: field(form, "thankYouMessage"),
      requirePhone: field(form, "requirePhone") === "on",
    };
  }
  if (type === "collect_email") {
    return {
      ...common,
      fileIds,
      rewardUrl: field(form, "rewardUrl").trim(),
      thankYouMessage: field(form, "thankYouMessage"),
    };
  }
  return { ...common, url: field(form, "url").trim() };
}

/**
 * Validates and saves the submitted product: create without `?id=`, update with it. Redirects to
 * /dashboard/my-store with the API's message (or ours) as a toast; returns field errors otherwise.
 */
export async function saveProductForm(
  request: Request,
  context: AppLoadContext,
  type: ProductType,
): Promise<Response | ActionFailure> {
  const { token } = await requireCompleteUser(request, context);
  const id = new URL(request.url).searchParams.get("id");
  const form = await request.formData();
  const price = isSoldProductType(type) ? readPrice(form) : {};
  // An unreadable price is a field error beside the schema's (the price left out, so the schema
  // does not add "Harga wajib diisi" on top of it).
  const parsed = validate(SCHEMAS[type], bodyFrom(form, type, price.value ?? (price.error ? 0 : undefined)));
  if (price.error) {
    const errors = parsed.ok ? {} : parsed.errors;
    return { ok: false, message: "Periksa kembali isian Anda", errors: { ...errors, price: [price.error] } };
  }
  if (!parsed.ok) return parsed;
  const collection = PRODUCT_TYPE_INFO[type].collection;
  const response = await context.api<{ message?: string; data?: { id: string } }>(
    id ? `/product/${collection}/${encodeURIComponent(id)}` : `/product/${collection}`,
    { method: id ? "PUT" : "POST", body: parsed.value, token },
  );
  if (!isOk(response)) return failureFrom(response);
  if (type === "coaching") {
    // Blocked dates have their own call (DESIGN §3): the product is saved, so a refusal here is
    // told on the form of the saved product, which keeps its id.
    const productId = id ?? response.body?.data?.id;
    const dates = form.getAll("blockedDates").filter((value): value is string => typeof value === "string");
    if (productId) {
      const blocked = await context.api(`/coaching/${encodeURIComponent(productId)}/blocked-dates`, {
        method: "PUT",
        body: { dates },
        token,
      });
      if (!isOk(blocked)) return failureFrom(blocked);
    }
  }
  const fallback = parsed.value.status === "published" ? "Produk diterbitkan" : "Produk disimpan sebagai draf";
  return redirect(paths.dashboard.myStore, {
    headers: {
      "Set-Cookie": flashCookie(
        response.body?.message ?? fallback,
        "success",
        isSecureApp(context.publicConfig.appUrl),
      ),
    },
  });
}

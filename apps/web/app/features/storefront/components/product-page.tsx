/**
 * `/{username}/{product}`: cover, title, price, an event's date, place and seats or a 1:1
 * session's length and place, a membership's periods, benefits and posts' teasers, description (a course's curriculum after it) and the call to action
 * ("Tiket habis" in its place when an event is sold out), which stays at the bottom of the screen
 * while the buyer reads (most buyers are on a phone).
 */
import { DEFAULT_CTA_LABEL, type PublicProduct } from "@lapak/shared/schemas/product";
import type { Seller } from "@lapak/shared/schemas/user";
import { StruckPrice } from "~/features/ui/struck-price";
import { eventUnavailable } from "~/lib/event-availability";
import { imageAt, srcSetOf } from "~/lib/images";
import { paths } from "~/lib/paths";
import { priceLabel } from "~/lib/price";
import { Avatar } from "./avatar";
import { CoachingDetails, durationLabel } from "./coaching-details";
import { CourseCurriculum } from "./course-curriculum";
import { EventDetails } from "./event-details";
import { MembershipDetails, membershipPriceLabel } from "./membership-details";
import { ProductReviews } from "./product-reviews";
import { StoreFrame } from "./store-frame";

/** Styles for the sanitized description HTML (paragraphs, headings, lists, links, quotes). */
const PROSE =
  "text-[15px] leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-[var(--accent)] [&_a]:underline " +
  "[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-[var(--accent)] [&_blockquote]:pl-4 [&_blockquote]:italic " +
  "[&_h1]:mt-6 [&_h1]:text-xl [&_h1]:font-bold [&_h1]:text-slate-900 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 " +
  "[&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 " +
  "[&_p]:my-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 " +
  "[&_img]:my-4 [&_img]:rounded-xl [&>:first-child]:mt-0 [&>:last-child]:mb-0";

/** What the product is, in a few words, above its title. */
function kindLabel(product: PublicProduct): string {
  if (product.type === "collect_email") return "Unduhan gratis";
  if (product.type === "bundle") return `Paket · ${product.bundleProducts.length} produk · ${product.fileCount} berkas`;
  if (product.type === "course") {
    const lessons = product.modules.reduce((sum, module) => sum + module.lessons.length, 0);
    return `Kelas online · ${lessons} pelajaran${product.certificate ? " · bersertifikat" : ""}`;
  }
  if (product.type === "event") {
    const where = product.event?.location.kind === "venue" ? "Acara tatap muka" : "Webinar online";
    return `${where}${product.certificate ? " · bersertifikat" : ""}`;
  }
  if (product.type === "coaching" && product.coaching) {
    return `Konsultasi 1-on-1 · ${durationLabel(product.coaching.durationMinutes)}`;
  }
  if (product.type === "membership") return "Langganan prabayar";
  if (product.fileCount > 1) return `Produk digital · ${product.fileCount} berkas`;
  return "Produk digital";
}

/** "Isi paket": the products a bundle delivers, each with its number of files. */
function BundleContents({ items }: { items: PublicProduct["bundleProducts"] }) {
  return (
    <section className="mt-5 rounded-xl bg-[var(--accent-soft)] p-4" aria-labelledby="bundle-contents">
      <h2 id="bundle-contents" className="text-sm font-semibold text-slate-900">
        Isi paket
      </h2>
      <ul className="mt-2 space-y-1.5 text-[15px] text-slate-800">
        {items.map((item) => (
          <li key={item.id} className="flex gap-2">
            <span aria-hidden="true">✓</span>
            <span>
              {item.title} <span className="text-slate-500">· {item.fileCount} berkas</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The whole product page. */
export function ProductPage({
  seller,
  product,
  jsonLd,
}: {
  seller: Seller;
  product: PublicProduct;
  /** The page's schema.org Product (`productJsonLd`). */
  jsonLd?: string;
}) {
  const price = product.membership
    ? membershipPriceLabel(product.membership)
    : product.pricing === "pay_what_you_want"
      ? "Bayar sesukamu"
      : priceLabel(product.price);
  const unavailable = eventUnavailable(product.event);
  return (
    <StoreFrame theme={seller.theme} bottomSpace>
      <nav className="pt-4">
        <a
          href={paths.store(seller.username)}
          className="inline-flex items-center gap-2.5 rounded-full bg-white/80 py-1.5 pr-4 pl-1.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-black/5 hover:bg-white"
        >
          <Avatar name={seller.name} url={seller.avatarUrl} size={32} />
          <span>
            <span className="sr-only">Kembali ke toko </span>
            {seller.name}
          </span>
        </a>
      </nav>

      <article className="mt-4 overflow-hidden rounded-[var(--card-radius)] bg-white shadow-sm ring-1 ring-black/5">
        {product.coverImageUrl ? (
          <img
            src={imageAt(product.coverImageUrl, 1080)}
            srcSet={srcSetOf(product.coverImageUrl, 1600)}
            sizes="(min-width: 480px) 448px, calc(100vw - 2rem)"
            alt={product.title}
            width={1080}
            height={675}
            fetchPriority="high"
            decoding="async"
            className="aspect-[16/10] w-full bg-[var(--accent-soft)] object-cover"
          />
        ) : null}
        <div className="p-5 sm:p-6">
          <p className="text-xs font-semibold tracking-wide text-[var(--accent)] uppercase">{kindLabel(product)}</p>
          <h1 className="mt-1.5 text-2xl leading-tight font-bold tracking-tight text-slate-900">{product.title}</h1>
          <p
            className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900"
            data-price=""
            data-compare-at={product.compareAtPrice ?? undefined}
          >
            {price}
          </p>
          <StruckPrice price={product.price} compareAtPrice={product.compareAtPrice} />
          {product.bundleProducts.length > 0 ? <BundleContents items={product.bundleProducts} /> : null}
          {product.description ? (
            <div
              className={`mt-5 border-t border-slate-100 pt-5 ${PROSE}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes descriptions against an allow-list (DESIGN §6)
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
          ) : null}
          {product.event ? <EventDetails event={product.event} /> : null}
          {product.coaching ? <CoachingDetails coaching={product.coaching} /> : null}
          {product.membership ? (
            <MembershipDetails productId={product.id} membership={product.membership} prose={PROSE} />
          ) : null}
          {product.type === "course" ? <CourseCurriculum modules={product.modules} /> : null}
          <ProductReviews reviews={product.reviews} />
        </div>
      </article>
      {jsonLd ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (productJsonLd)
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      ) : null}

      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-black/5 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(15,23,42,0.08)] backdrop-blur">
        <div className="mx-auto flex max-w-md items-center gap-4">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">Harga</p>
            <p className="truncate text-lg leading-tight font-extrabold text-slate-900" data-price="">
              {price}
            </p>
          </div>
          {unavailable ? (
            <p
              className="inline-flex min-h-12 flex-1 items-center justify-center rounded-[var(--btn-radius)] bg-slate-200 px-5 text-base font-semibold text-slate-600"
              aria-live="polite"
            >
              {unavailable}
            </p>
          ) : (
            <a
              href={paths.checkout(product.id)}
              className="inline-flex min-h-12 flex-1 items-center justify-center rounded-[var(--btn-radius)] bg-[var(--accent)] px-5 text-base font-semibold text-[var(--on-accent)] shadow-md transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]"
            >
              {product.ctaLabel || DEFAULT_CTA_LABEL[product.type]}
            </a>
          )}
        </div>
      </div>
    </StoreFrame>
  );
}

/**
 * One product on the storefront, in the seller's theme. Downloads, bundles (with "Isi paket: …"), courses (modules, lessons, time)
 * and lead magnets are cards with a cover, words, price and a call to action; an external link is a slim link button. Every card
 * links to `/{username}/{slug}` (for a link, that counts the click and answers 302).
 */
import { bundleContentsText } from "@lapak/shared/bundle-contents";
import { formatEventTimeWib } from "@lapak/shared/date";
import { curriculumTotals, formatMinutes } from "@lapak/shared/schemas/course";
import { DEFAULT_CTA_LABEL, type PublicProduct } from "@lapak/shared/schemas/product";
import { ratingText, Stars } from "~/features/ui/stars";
import { StruckPrice } from "~/features/ui/struck-price";
import { seatsLabel } from "~/lib/event-availability";
import { imageAt, srcSetOf } from "~/lib/images";
import { paths } from "~/lib/paths";
import { priceLabel } from "~/lib/price";
import { plainText } from "~/lib/seo";
import { coachingLine } from "./coaching-details";
import { membershipPriceLabel } from "./membership-details";

/** The card's image column is at most 448 px (max-w-md minus padding); a phone shows it full width. */
const CARD_IMAGE_SIZES = "(min-width: 480px) 448px, calc(100vw - 2rem)";

interface CardProps {
  product: PublicProduct;
  username: string;
  /** The first card's cover is the page's largest paint: fetch it at once, lazy-load the others. */
  eager: boolean;
}

/** The card of `product`, chosen by its type. */
export function ProductCard(props: CardProps) {
  return props.product.type === "external_url" ? <LinkCard {...props} /> : <OfferCard {...props} />;
}

/** "Kelas online · 3 modul · 12 pelajaran · 2 jam 5 menit" under a course's title. */
function CourseLine({ modules }: { modules: PublicProduct["modules"] }) {
  const totals = curriculumTotals(modules);
  return (
    <p className="mt-1.5 text-sm font-medium text-slate-700">
      {`Kelas online · ${modules.length} modul · ${totals.lessons} pelajaran${totals.minutes > 0 ? ` · ${formatMinutes(totals.minutes)}` : ""}`}
    </p>
  );
}

/** "Sabtu, 12 Desember 2026 · 19.00–21.00 WIB · Sisa 3 kursi" under an event's title. */
function EventLine({ event }: { event: NonNullable<PublicProduct["event"]> }) {
  const seats = seatsLabel(event);
  return (
    <p className="mt-1.5 text-sm font-medium text-slate-700">
      {formatEventTimeWib(event.startsAt, event.endsAt)}
      {seats ? <span className={event.soldOut ? "text-red-700" : "text-amber-800"}> · {seats}</span> : null}
    </p>
  );
}

function OfferCard({ product, username, eager }: CardProps) {
  const summary = plainText(product.description, 140);
  return (
    <a
      href={paths.product(username, product.slug)}
      className="group block overflow-hidden rounded-[var(--card-radius)] bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]"
    >
      {product.coverImageUrl ? (
        <img
          src={imageAt(product.coverImageUrl, 640)}
          srcSet={srcSetOf(product.coverImageUrl)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          width={640}
          height={400}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          className="aspect-[16/10] w-full bg-[var(--accent-soft)] object-cover"
        />
      ) : null}
      <div className="p-4 sm:p-5">
        <h2 className="text-[17px] font-bold leading-snug text-slate-900">{product.title}</h2>
        {product.bundleProducts.length > 0 ? (
          <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed font-medium text-slate-700">
            Isi paket: {bundleContentsText(product.bundleProducts)}
          </p>
        ) : null}
        {product.type === "course" ? <CourseLine modules={product.modules} /> : null}
        {product.event ? <EventLine event={product.event} /> : null}
        {product.coaching ? (
          <p className="mt-1.5 text-sm font-medium text-slate-700">{coachingLine(product.coaching)}</p>
        ) : null}
        {summary ? <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">{summary}</p> : null}
        {product.reviews.average !== null && product.reviews.count > 0 ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-700">
            <Stars rating={product.reviews.average} />
            <span>
              {ratingText(product.reviews.average)} ({product.reviews.count} ulasan)
            </span>
          </p>
        ) : null}
        <div className="mt-4 flex items-center justify-between gap-3">
          {/* The price and a harga coret wrap under each other on a narrow card; the button never wraps. */}
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={
                product.price === 0
                  ? "rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-bold text-emerald-700"
                  : "text-lg font-extrabold tracking-tight text-slate-900"
              }
            >
              {product.membership
                ? membershipPriceLabel(product.membership)
                : product.pricing === "pay_what_you_want"
                  ? "Bayar sesukamu"
                  : priceLabel(product.price)}
            </span>
            <StruckPrice price={product.price} compareAtPrice={product.compareAtPrice} />
          </div>
          <span className="inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-[var(--btn-radius)] bg-[var(--accent)] px-5 text-sm font-semibold text-[var(--on-accent)] shadow-sm transition group-hover:brightness-110">
            {product.ctaLabel || DEFAULT_CTA_LABEL[product.type]}
          </span>
        </div>
      </div>
    </a>
  );
}

function LinkCard({ product, username }: CardProps) {
  return (
    <a
      href={paths.product(username, product.slug)}
      rel="nofollow"
      className="group flex min-h-16 items-center gap-3 rounded-[var(--btn-radius)] bg-white p-2 pr-4 shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]"
    >
      {product.coverImageUrl ? (
        <img
          src={imageAt(product.coverImageUrl, 320)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded-[var(--btn-radius)] bg-[var(--accent-soft)] object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-[var(--btn-radius)] bg-[var(--accent-soft)] text-[var(--accent)]"
        >
          <LinkIcon />
        </span>
      )}
      <span className="min-w-0 flex-1 text-center text-[15px] font-semibold leading-snug text-slate-900">
        {product.title}
      </span>
      <span aria-hidden="true" className="shrink-0 text-slate-400 transition group-hover:text-[var(--accent)]">
        <ArrowIcon />
      </span>
    </a>
  );
}

function LinkIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 17 17 7M8 7h9v9" />
    </svg>
  );
}

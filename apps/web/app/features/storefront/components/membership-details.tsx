/**
 * A membership on its product page (ADR 0049): each period with its price (and harga coret) leading
 * to its checkout, the members' benefits, what members also open, and the newest posts' titles
 * with a teaser, marked "Khusus anggota" — the posts themselves are read in Pustaka Saya.
 */
import { formatDateWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { periodLabel } from "@lapak/shared/schemas/membership";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { paths } from "~/lib/paths";

type PublicMembership = NonNullable<PublicProduct["membership"]>;

/** "Mulai Rp50.000": a membership's cheapest period, on its card and page (the periods are listed below). */
export function membershipPriceLabel(membership: PublicMembership): string {
  const cheapest = Math.min(...membership.periods.map((period) => period.price));
  return Number.isFinite(cheapest) ? `Mulai ${formatRupiah(cheapest)}` : "";
}

export function MembershipDetails({
  productId,
  membership,
  prose,
}: {
  productId: string;
  membership: PublicMembership;
  /** The page's prose classes, for the benefits' rich text. */
  prose: string;
}) {
  return (
    <div className="mt-5 space-y-5">
      <section aria-labelledby="membership-periods">
        <h2 id="membership-periods" className="text-sm font-semibold text-slate-900">
          Pilih masa langganan
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Bayar di muka dengan QRIS, virtual account atau e-wallet. Tidak ada tagihan otomatis; perpanjang lewat tautan
          sebelum berakhir.
        </p>
        <ul className="mt-3 grid gap-2">
          {membership.periods.map((period) => (
            <li key={period.months}>
              <a
                href={`${paths.checkout(productId)}?periode=${period.months}`}
                className="flex min-h-12 items-center justify-between gap-3 rounded-xl bg-[var(--accent-soft)] px-4 text-[15px] font-semibold text-slate-900 ring-1 ring-black/5 hover:ring-[var(--accent)]"
              >
                <span>{periodLabel(period.months)}</span>
                <span>
                  {period.compareAtPrice ? (
                    <s className="mr-1.5 text-sm font-normal text-slate-600">{formatRupiah(period.compareAtPrice)}</s>
                  ) : null}
                  {formatRupiah(period.price)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {membership.benefits ? (
        <section aria-labelledby="membership-benefits">
          <h2 id="membership-benefits" className="text-sm font-semibold text-slate-900">
            Keuntungan anggota
          </h2>
          <div
            className={`mt-2 ${prose}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes benefits against an allow-list (DESIGN §6)
            dangerouslySetInnerHTML={{ __html: membership.benefits }}
          />
        </section>
      ) : null}
      {membership.included.length > 0 ? (
        <section aria-labelledby="membership-included">
          <h2 id="membership-included" className="text-sm font-semibold text-slate-900">
            Termasuk untuk anggota
          </h2>
          <ul className="mt-2 space-y-1.5 text-[15px] text-slate-800">
            {membership.included.map((item) => (
              <li key={item.id} className="flex gap-2">
                <span aria-hidden="true">✓</span>
                <span>
                  {item.title}{" "}
                  <span className="text-slate-500">· {item.type === "course" ? "kelas online" : "produk digital"}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {membership.posts.length > 0 ? (
        <section aria-labelledby="membership-posts">
          <h2 id="membership-posts" className="text-sm font-semibold text-slate-900">
            Postingan terbaru
          </h2>
          <ul className="mt-2 space-y-2">
            {membership.posts.map((post) => (
              <li key={`${post.publishedAt}-${post.title}`} className="rounded-xl p-3 ring-1 ring-slate-200">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{post.title}</span>
                  <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                    Khusus anggota
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{post.teaser}</p>
                <p className="mt-1 text-xs text-slate-500">{formatDateWib(post.publishedAt)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

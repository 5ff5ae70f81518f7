/**
 * A phone-sized preview of the product's card as the storefront will show it, in the seller's
 * theme. Decorative: the form is the control.
 */
import { formatRupiah } from "@lapak/shared/money";
import { isSoldProductType, type ProductType } from "@lapak/shared/schemas/product";
import type { Theme } from "@lapak/shared/schemas/user";
import { BUTTON_RADII, FONT_FAMILIES } from "~/features/ui/theme/theme-options";

export interface PreviewProduct {
  type: ProductType;
  title: string;
  price: number;
  coverUrl: string | null;
  ctaLabel: string;
  /** Plain-text start of the description. */
  excerpt: string;
}

interface Props {
  product: PreviewProduct;
  theme: Theme;
  seller: { name: string; avatarUrl: string | null };
}

/** The phone frame with the seller's header and the product card. */
export function ProductCardPreview({ product, theme, seller }: Props) {
  const radius = BUTTON_RADII[theme.buttonStyle];
  // A pill-shaped card would be a circle: cards keep a gentle curve whatever the button style.
  const cardRadius = theme.buttonStyle === "square" ? "0.25rem" : "1rem";
  const tint =
    theme.background === "plain"
      ? "none"
      : theme.background === "soft"
        ? `linear-gradient(${theme.color}14, ${theme.color}14)`
        : `linear-gradient(160deg, ${theme.color}40 0%, #ffffff00 55%, ${theme.color}26 100%)`;
  let priceLabel: string | null = null;
  if (isSoldProductType(product.type)) priceLabel = product.price > 0 ? formatRupiah(product.price) : "Gratis";
  if (product.type === "collect_email") priceLabel = "Gratis";
  // A membership is priced per period, in its own fields: the card waits for the saved price.
  if (product.type === "membership") priceLabel = product.price > 0 ? `Mulai ${formatRupiah(product.price)}` : null;
  return (
    <div aria-hidden="true" className="mx-auto w-64 rounded-[2.2rem] bg-slate-900 p-2.5 shadow-xl">
      <div
        className="flex h-[28rem] flex-col items-center overflow-hidden rounded-[1.8rem] bg-white px-4 pt-6"
        style={{ backgroundImage: tint, fontFamily: FONT_FAMILIES[theme.font] }}
      >
        {seller.avatarUrl ? (
          <img src={seller.avatarUrl} alt="" className="size-12 rounded-full object-cover" />
        ) : (
          <div
            className="grid size-12 place-items-center rounded-full text-lg font-bold text-white"
            style={{ backgroundColor: theme.color }}
          >
            {(seller.name.trim()[0] ?? "L").toUpperCase()}
          </div>
        )}
        <p className="mt-2 text-sm font-bold text-slate-900">{seller.name}</p>
        <div className="mt-4 w-full overflow-hidden bg-white text-left shadow-md" style={{ borderRadius: cardRadius }}>
          {product.coverUrl ? (
            <img src={product.coverUrl} alt="" className="aspect-[16/9] w-full object-cover" />
          ) : (
            <div className="grid aspect-[16/9] w-full place-items-center bg-slate-100 text-xs font-medium text-slate-600">
              Sampul
            </div>
          )}
          <div className="p-3">
            <p className="line-clamp-2 text-sm font-semibold text-slate-900">{product.title || "Judul produk"}</p>
            {product.excerpt ? <p className="mt-1 line-clamp-2 text-[11px] text-slate-600">{product.excerpt}</p> : null}
            {priceLabel ? (
              <p className="mt-1.5 text-sm font-bold" style={{ color: theme.color }}>
                {priceLabel}
              </p>
            ) : null}
            <div
              className="mt-2 py-2 text-center text-xs font-semibold text-white"
              style={{ backgroundColor: theme.color, borderRadius: radius }}
            >
              {product.ctaLabel}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

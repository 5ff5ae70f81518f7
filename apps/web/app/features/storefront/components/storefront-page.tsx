/** `/{username}`: the seller's profile and their published products, in their order and theme. */
import type { PublicProduct } from "@lapak/shared/schemas/product";
import type { Seller } from "@lapak/shared/schemas/user";
import { Avatar } from "./avatar";
import { ProductCard } from "./product-card";
import { SocialLinks } from "./social-links";
import { StoreFrame } from "./store-frame";

/** The whole storefront page. */
export function StorefrontPage({ seller, products }: { seller: Seller; products: PublicProduct[] }) {
  const firstCover = products.findIndex((product) => product.type !== "external_url" && product.coverImageUrl);
  return (
    <StoreFrame theme={seller.theme}>
      <header className="flex flex-col items-center pt-10 text-center sm:pt-14">
        <Avatar name={seller.name} url={seller.avatarUrl} size={96} />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{seller.name}</h1>
        <p className="mt-0.5 text-sm font-medium text-slate-500">@{seller.username}</p>
        {seller.bio ? (
          <p className="mt-3 max-w-sm text-[15px] leading-relaxed whitespace-pre-line text-slate-700">{seller.bio}</p>
        ) : null}
        <SocialLinks links={seller.socialLinks} ownerName={seller.name} />
      </header>

      {products.length > 0 ? (
        <ul aria-label="Produk" className="mt-8 space-y-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} username={seller.username} eager={index === firstCover} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-[var(--card-radius)] bg-white/70 px-6 py-10 text-center text-sm text-slate-600 ring-1 ring-black/5">
          Belum ada produk di toko ini. Kunjungi lagi nanti, ya!
        </p>
      )}
    </StoreFrame>
  );
}

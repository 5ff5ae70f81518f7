/**
 * The frame of the payment and order pages: a slim header with the way back to the seller's store
 * (their photo or initial and name, linking to `/{username}`) and the page's title, then the content.
 */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import type { ReactNode } from "react";
import { imageAt } from "~/lib/images";
import { paths } from "~/lib/paths";

/**
 * Mobile: one column of cards; from `lg`, the children sit in two columns. `title` is the page's
 * `h1` unless the page has its own (`titleIsHeading={false}`, the order page's thank-you).
 */
export function PaymentShell({
  title,
  titleIsHeading = true,
  seller,
  children,
}: {
  title: string;
  titleIsHeading?: boolean;
  seller: Transaction["seller"];
  children: ReactNode;
}) {
  const Title = titleIsHeading ? "h1" : "p";
  return (
    <div className="min-h-dvh bg-slate-50 pb-12">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-3 px-4 lg:max-w-4xl">
          <a
            href={paths.store(seller.username)}
            className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            <SellerMark seller={seller} />
            <span className="truncate">
              <span className="sr-only">Kembali ke toko </span>
              {seller.name}
            </span>
          </a>
          <Title className="shrink-0 text-base font-bold text-slate-900">{title}</Title>
        </div>
      </header>
      <div className="mx-auto grid max-w-md gap-4 px-4 pt-4 lg:max-w-4xl lg:grid-cols-2 lg:items-start lg:gap-6 lg:pt-8">
        {children}
      </div>
    </div>
  );
}

/** The seller's photo (32 px, fetched at 320) or the first letter of their name. */
function SellerMark({ seller }: { seller: Transaction["seller"] }) {
  if (seller.avatarUrl) {
    return (
      <img
        src={imageAt(seller.avatarUrl, 320)}
        alt=""
        width={32}
        height={32}
        className="size-8 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-full bg-violet-700 text-sm font-bold text-white"
    >
      {(seller.name.trim()[0] ?? "L").toUpperCase()}
    </span>
  );
}

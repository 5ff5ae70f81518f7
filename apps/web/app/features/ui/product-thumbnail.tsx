/**
 * A product's cover as a small square thumbnail (checkout summary, order page), served at 320 px
 * with a 640 px source for sharp screens; without a cover, the title's first letter on a tint.
 */
import { imageAt, srcSetOf } from "~/lib/images";

export function ProductThumbnail({ coverImageUrl, title }: { coverImageUrl: string | null; title: string }) {
  if (!coverImageUrl) {
    return (
      <div
        aria-hidden="true"
        className="grid size-20 shrink-0 place-items-center rounded-xl bg-violet-100 text-2xl font-bold text-violet-700"
      >
        {title.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={imageAt(coverImageUrl, 320)}
      srcSet={srcSetOf(coverImageUrl, 640)}
      sizes="80px"
      alt=""
      width={80}
      height={80}
      decoding="async"
      className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover"
    />
  );
}

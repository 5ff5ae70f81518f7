/** The seller's photo, or the first letter of their name on the theme colour. */
import { imageAt } from "~/lib/images";

/** A round avatar `size` CSS pixels wide; the photo is fetched at 320 px (sharp on 3× screens up to ~100 px). */
export function Avatar({ name, url, size }: { name: string; url: string | null; size: number }) {
  const className = "shrink-0 rounded-full object-cover ring-4 ring-white shadow-md";
  if (url) {
    return (
      <img
        src={imageAt(url, 320)}
        alt={name}
        width={size}
        height={size}
        className={className}
        style={{ width: size, height: size }}
        decoding="async"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid place-items-center bg-[var(--accent)] font-bold text-[var(--on-accent)]`}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {(name.trim()[0] ?? "L").toUpperCase()}
    </span>
  );
}

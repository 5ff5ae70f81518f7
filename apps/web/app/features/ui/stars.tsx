/** A 1–5 rating drawn as five stars, and its number written the Indonesian way. */

/** "4,5" — Indonesian decimal comma. */
export const ratingText = (average: number) => average.toLocaleString("id-ID", { maximumFractionDigits: 1 });

/** Five stars, `rating` of them filled; read out as "4 dari 5 bintang". */
export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  return (
    <span role="img" aria-label={`${ratingText(rating)} dari 5 bintang`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`${size} ${n <= Math.round(rating) ? "text-amber-500" : "text-slate-300"}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

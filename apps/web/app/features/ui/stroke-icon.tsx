/** Line icons drawn inline (no icon font), in the colour of the text around them. */

/** A decorative 24 × 24 icon of one path `d`, round-capped strokes `strokeWidth` wide. */
export function StrokeIcon({ d, strokeWidth, className }: { d: string; strokeWidth: number; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

/** The activation screens' status icons (inline SVG strokes, decorative). */
import { StrokeIcon } from "~/features/ui/stroke-icon";

const PATHS = {
  shield: "M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4",
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0",
  check: "M5 12.5l4.5 4.5L19 7.5",
  camera:
    "M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7",
  alert: "M12 8v5M12 16.5h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0",
} as const;

export type StatusIconName = keyof typeof PATHS;

/** A 24 px stroke icon; the text beside it names the state. */
export function StatusIcon({ name, className = "size-6" }: { name: StatusIconName; className?: string }) {
  return <StrokeIcon d={PATHS[name]} strokeWidth={2} className={className} />;
}

/** Small stroke icons for the dashboard navigation (inline SVG, no icon font). */
import { StrokeIcon } from "~/features/ui/stroke-icon";
import type { IconName } from "./nav-items";

const PATHS: Record<IconName, string> = {
  home: "M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z",
  store: "M4 9h16l-1-5H5zM4 9v11h16V9M9 20v-6h6v6",
  sales: "M4 19V5m0 14h16M8 15l4-4 3 3 5-6",
  wallet: "M4 7a2 2 0 0 1 2-2h12v4M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2M16 14.5h.01",
  customers: "M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-3-3M4 19v-1a3 3 0 0 1 3-3",
  stats: "M5 20V11M12 20V4M19 20v-6",
  shield: "M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4",
  chat: "M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5",
  pen: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  archive: "M4 5h16v4H4zM5 9v10h14V9M10 13h4",
  tag: "M3 12V4h8l10 10-8 8zM7.5 8.01h.01",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2",
  share:
    "M8 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0M22 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0M22 19a3 3 0 1 1-6 0 3 3 0 0 1 6 0M7.7 10.7l8.6-4.4M7.7 13.3l8.6 4.4",
  star: "M12 3l2.7 5.6 6.2.9-4.5 4.3 1.1 6.1L12 17l-5.5 2.9 1.1-6.1L3.1 9.5l6.2-.9z",
};

/** Decorative icon; the link's text names it. */
export function NavIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return <StrokeIcon d={PATHS[name]} strokeWidth={1.8} className={className} />;
}

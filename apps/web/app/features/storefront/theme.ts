/**
 * The seller's theme (DESIGN §3 `theme`) as CSS values for the public pages. Only system fonts:
 * a web font would cost a phone on 3G a second before the first word shows.
 */
import type { Theme } from "@lapak/shared/schemas/user";
import type { CSSProperties } from "react";

const FONT_FAMILIES: Record<Theme["font"], string> = {
  sans: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  serif: "ui-serif, Georgia, Cambria, 'Times New Roman', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Quicksand', system-ui, sans-serif",
};

const BUTTON_RADII: Record<Theme["buttonStyle"], string> = {
  rounded: "0.875rem",
  pill: "9999px",
  square: "0.25rem",
};

/** Cards follow the button style, a little softer so pills do not turn cards into capsules. */
const CARD_RADII: Record<Theme["buttonStyle"], string> = {
  rounded: "1.25rem",
  pill: "1.75rem",
  square: "0.375rem",
};

function backgroundOf(theme: Theme): string {
  if (theme.background === "plain") return "#ffffff";
  if (theme.background === "soft") return `linear-gradient(${theme.color}12, ${theme.color}12), #ffffff`;
  return `linear-gradient(165deg, ${theme.color}38 0%, #ffffff 48%, ${theme.color}1f 100%), #ffffff`;
}

/** Relative luminance (WCAG 2.x) of `#RRGGBB`, 0 (black) … 1 (white). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * CSS custom properties of a theme, set once on the page frame: `--accent`, `--on-accent` (text
 * on the accent: white, or near-black on a light colour), `--btn-radius`, `--card-radius`.
 */
export function themeStyle(theme: Theme): CSSProperties {
  const light = luminance(theme.color) > 0.45;
  return {
    "--accent": theme.color,
    "--on-accent": light ? "#0f172a" : "#ffffff",
    "--accent-soft": `${theme.color}1a`,
    "--btn-radius": BUTTON_RADII[theme.buttonStyle],
    "--card-radius": CARD_RADII[theme.buttonStyle],
    background: backgroundOf(theme),
    fontFamily: FONT_FAMILIES[theme.font],
  } as CSSProperties;
}

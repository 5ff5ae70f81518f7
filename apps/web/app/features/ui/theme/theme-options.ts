/** Indonesian labels of the theme choices (values come from the shared `themeSchema`). */
import type { Theme } from "@lapak/shared/schemas/user";

export const BUTTON_STYLES: { value: Theme["buttonStyle"]; label: string }[] = [
  { value: "rounded", label: "Membulat" },
  { value: "pill", label: "Kapsul" },
  { value: "square", label: "Kotak" },
];

export const FONTS: { value: Theme["font"]; label: string }[] = [
  { value: "sans", label: "Modern" },
  { value: "serif", label: "Klasik" },
  { value: "rounded", label: "Ramah" },
];

export const BACKGROUNDS: { value: Theme["background"]; label: string }[] = [
  { value: "plain", label: "Polos" },
  { value: "soft", label: "Lembut" },
  { value: "gradient", label: "Gradasi" },
];

/** Indonesian names of THEME_COLORS, for screen readers. */
export const COLOR_NAMES: Record<string, string> = {
  "#6D28D9": "Ungu",
  "#2563EB": "Biru",
  "#0D9488": "Hijau toska",
  "#16A34A": "Hijau",
  "#EA580C": "Oranye",
  "#DB2777": "Merah muda",
  "#DC2626": "Merah",
  "#111827": "Hitam",
};

/** CSS font-family of a theme font. */
export const FONT_FAMILIES: Record<Theme["font"], string> = {
  sans: "ui-sans-serif, system-ui, sans-serif",
  serif: "ui-serif, Georgia, 'Times New Roman', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Quicksand', system-ui, sans-serif",
};

/** CSS border-radius of a button style. */
export const BUTTON_RADII: Record<Theme["buttonStyle"], string> = {
  rounded: "0.75rem",
  pill: "9999px",
  square: "0.125rem",
};

/**
 * The four theme pickers — colour, button style, font, background — used by the onboarding theme
 * step and by the dashboard's store design screen.
 */
import type { Theme } from "@lapak/shared/schemas/user";
import { OptionGroup } from "./option-group";
import { BACKGROUNDS, BUTTON_STYLES, COLOR_NAMES, FONTS } from "./theme-options";

interface ThemeFieldsProps {
  theme: Theme;
  /** THEME_COLORS from the loader, so the shared zod module stays out of the browser bundle. */
  colors: readonly string[];
  onChange: (theme: Theme) => void;
  /** Field errors keyed as the API sends them (`theme.color` …). */
  errors?: Record<string, string[]>;
}

/** Controlled pickers; each change calls `onChange` with the whole new theme. */
export function ThemeFields({ theme, colors, onChange, errors = {} }: ThemeFieldsProps) {
  const set =
    <K extends keyof Theme>(key: K) =>
    (value: Theme[K]) =>
      onChange({ ...theme, [key]: value });
  return (
    <div className="space-y-5">
      <OptionGroup
        name="color"
        legend="Warna utama"
        swatches
        options={colors.map((color) => ({ value: color, label: COLOR_NAMES[color] ?? color }))}
        value={theme.color}
        onChange={set("color")}
        errors={errors["theme.color"]}
      />
      <OptionGroup
        name="buttonStyle"
        legend="Bentuk tombol"
        options={BUTTON_STYLES}
        value={theme.buttonStyle}
        onChange={set("buttonStyle")}
        errors={errors["theme.buttonStyle"]}
      />
      <OptionGroup
        name="font"
        legend="Huruf"
        options={FONTS}
        value={theme.font}
        onChange={set("font")}
        errors={errors["theme.font"]}
      />
      <OptionGroup
        name="background"
        legend="Latar"
        options={BACKGROUNDS}
        value={theme.background}
        onChange={set("background")}
        errors={errors["theme.background"]}
      />
    </div>
  );
}

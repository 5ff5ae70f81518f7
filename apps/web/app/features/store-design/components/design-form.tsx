/**
 * Store design: colour, button style, font and background beside a live phone-sized preview. The
 * pieces are onboarding's theme step (same choices, same preview), without its "Lewati".
 */
import type { Theme } from "@lapak/shared/schemas/user";
import { useState } from "react";
import { Form } from "react-router";
import { OptionGroup } from "~/features/onboarding/components/option-group";
import { BACKGROUNDS, BUTTON_STYLES, COLOR_NAMES, FONTS } from "~/features/onboarding/components/theme-options";
import { ThemePreview } from "~/features/onboarding/components/theme-preview";
import { Button } from "~/features/ui/button";
import { useUnsavedChanges } from "~/features/ui/use-unsaved-changes";

interface DesignFormProps {
  initial: Theme;
  /** THEME_COLORS from the loader, so the shared zod module stays out of the browser bundle. */
  colors: readonly string[];
  seller: { name: string; username: string | null };
  errors?: Record<string, string[]>;
}

/** The theme pickers and the preview; "Simpan" saves. */
export function DesignForm({ initial, colors, seller, errors = {} }: DesignFormProps) {
  const [theme, setTheme] = useState<Theme>(initial);
  const dirty = (Object.keys(initial) as (keyof Theme)[]).some((key) => theme[key] !== initial[key]);
  useUnsavedChanges(dirty);
  const set =
    <K extends keyof Theme>(key: K) =>
    (value: Theme[K]) =>
      setTheme((current) => ({ ...current, [key]: value }));

  return (
    <Form method="post" noValidate className="grid gap-8 md:grid-cols-[minmax(0,1fr)_14rem]">
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
        <Button block className="sm:w-auto" disabled={!dirty}>
          Simpan
        </Button>
      </div>
      <div className="order-first md:order-none">
        <p className="mb-2 text-center text-xs font-medium text-slate-500">Pratinjau toko</p>
        <ThemePreview theme={theme} name={seller.name} username={seller.username} />
      </div>
    </Form>
  );
}

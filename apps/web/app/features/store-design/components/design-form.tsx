/**
 * Store design: colour, button style, font and background beside a live phone-sized preview. The
 * pieces are onboarding's theme step (same choices, same preview), without its "Lewati".
 */
import type { Theme } from "@lapak/shared/schemas/user";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { ThemeFields } from "~/features/ui/theme/theme-fields";
import { type PreviewProduct, ThemePreview } from "~/features/ui/theme/theme-preview";
import { useUnsavedChanges } from "~/features/ui/use-unsaved-changes";

interface DesignFormProps {
  initial: Theme;
  /** THEME_COLORS from the loader, so the shared zod module stays out of the browser bundle. */
  colors: readonly string[];
  seller: { name: string; username: string | null; products: PreviewProduct[] };
  errors?: Record<string, string[]>;
}

/** The theme pickers and the preview; "Simpan" saves. */
export function DesignForm({ initial, colors, seller, errors = {} }: DesignFormProps) {
  const [theme, setTheme] = useState<Theme>(initial);
  const dirty = (Object.keys(initial) as (keyof Theme)[]).some((key) => theme[key] !== initial[key]);
  useUnsavedChanges(dirty);
  return (
    <Form method="post" noValidate className="grid gap-8 md:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="space-y-5">
        <ThemeFields theme={theme} colors={colors} onChange={setTheme} errors={errors} />
        <Button block className="sm:w-auto" disabled={!dirty}>
          Simpan
        </Button>
      </div>
      <div className="order-first md:order-none">
        <p className="mb-2 text-center text-xs font-medium text-slate-500">Pratinjau toko</p>
        <ThemePreview theme={theme} name={seller.name} username={seller.username} products={seller.products} />
      </div>
    </Form>
  );
}

/** Onboarding step 2: colour, button style, font and background, with a live preview; "Simpan" or "Lewati". */
import type { Theme } from "@lapak/shared/schemas/user";
import { useState } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/features/ui/button";
import { ThemeFields } from "~/features/ui/theme/theme-fields";
import { type PreviewProduct, ThemePreview } from "~/features/ui/theme/theme-preview";
import { useFormDirty, useUnsavedChanges } from "~/features/ui/use-unsaved-changes";
import { paths } from "~/lib/paths";

interface ThemeFormProps {
  initial: Theme;
  /** THEME_COLORS, passed from the loader so the shared zod module stays out of the browser bundle. */
  colors: readonly string[];
  seller: { name: string; username: string | null; products: PreviewProduct[] };
  errors?: Record<string, string[]>;
}

/** Theme picker; asks before leaving with unsaved changes. */
export function ThemeForm({ initial, colors, seller, errors = {} }: ThemeFormProps) {
  const [theme, setTheme] = useState<Theme>(initial);
  const { formRef, onChange, dirty } = useFormDirty();
  useUnsavedChanges(dirty);
  return (
    <Form method="post" ref={formRef} onChange={onChange} noValidate>
      <div className="flex flex-col gap-6">
        <ThemeFields theme={theme} colors={colors} onChange={setTheme} errors={errors} />
        <div className="order-first">
          <p className="mb-2 text-center text-xs font-medium text-slate-500">Pratinjau toko</p>
          <ThemePreview theme={theme} name={seller.name} username={seller.username} products={seller.products} />
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-2">
        <Button block>Simpan</Button>
        <ButtonLink to={paths.onboard.social} variant="ghost" block>
          Lewati
        </ButtonLink>
      </div>
    </Form>
  );
}

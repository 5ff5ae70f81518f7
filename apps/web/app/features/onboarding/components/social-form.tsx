/** Onboarding step 3: links to the seller's social accounts and website; "Lanjut" or "Lewati". */
import type { SocialLinks } from "@lapak/shared/schemas/user";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { useFormDirty, useUnsavedChanges } from "~/features/ui/use-unsaved-changes";
import { paths } from "~/lib/paths";

const FIELDS: { name: keyof SocialLinks; label: string; placeholder: string; type?: string }[] = [
  { name: "instagram", label: "Instagram", placeholder: "@namaanda" },
  { name: "tiktok", label: "TikTok", placeholder: "@namaanda" },
  { name: "youtube", label: "YouTube", placeholder: "@kanalanda" },
  { name: "x", label: "X (Twitter)", placeholder: "@namaanda" },
  { name: "facebook", label: "Facebook", placeholder: "facebook.com/namaanda" },
  { name: "website", label: "Situs web", placeholder: "situsanda.com", type: "url" },
];

/** The six social fields; the API's errors are keyed `socialLinks.<field>`. */
export function SocialForm({ initial, errors = {} }: { initial: SocialLinks; errors?: Record<string, string[]> }) {
  const { formRef, onChange, dirty } = useFormDirty();
  useUnsavedChanges(dirty);
  return (
    <Form method="post" ref={formRef} onChange={onChange} className="space-y-4" noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? "text"}
          inputMode={field.type === "url" ? "url" : undefined}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={field.placeholder}
          defaultValue={initial[field.name] ?? ""}
          errors={errors[`socialLinks.${field.name}`]}
        />
      ))}
      <div className="flex flex-col gap-2 pt-2">
        <Button block>Lanjut</Button>
        <ButtonLink to={paths.onboard.subscribe} variant="ghost" block>
          Lewati
        </ButtonLink>
      </div>
    </Form>
  );
}

/** Onboarding step 1: "Nama Lengkap", "Username" (checked live), "Nomor WhatsApp"; button "Lanjut". */
import { formatPhone } from "@lapak/shared/phone";
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { useFormDirty, useUnsavedChanges } from "~/features/ui/use-unsaved-changes";
import { UsernameField } from "./username-field";

interface ProfileFormProps {
  defaults: { name: string; username: string | null; phone: string | null };
  /** Store address before the username, e.g. `lapak.id/`. */
  storePrefix: string;
  errors?: Record<string, string[]>;
}

/** The profile form; asks before leaving with unsaved changes. */
export function ProfileForm({ defaults, storePrefix, errors = {} }: ProfileFormProps) {
  const { formRef, onChange, dirty } = useFormDirty();
  useUnsavedChanges(dirty);
  return (
    <Form method="post" ref={formRef} onChange={onChange} className="space-y-4" noValidate>
      <TextField
        name="name"
        label="Nama Lengkap"
        defaultValue={defaults.name}
        autoComplete="name"
        required
        errors={errors.name}
      />
      <UsernameField defaultValue={defaults.username ?? ""} prefix={storePrefix} errors={errors.username} />
      <TextField
        name="phone"
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="081234567890"
        defaultValue={defaults.phone ? formatPhone(defaults.phone) : ""}
        required
        hint="Diawali 08 atau +62. Dipakai untuk kabar penjualan, tidak ditampilkan di toko."
        errors={errors.phone}
      />
      <Button block>Lanjut</Button>
    </Form>
  );
}

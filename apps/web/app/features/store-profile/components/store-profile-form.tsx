/**
 * The store profile form: avatar (uploaded at once, with progress), "Nama Lengkap", bio and social
 * links. Asks before leaving with unsaved changes.
 */
import type { SocialLinks } from "@lapak/shared/schemas/user";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { ImageUpload, type ImageValue } from "~/features/ui/image-upload";
import { TextArea } from "~/features/ui/text-area";
import { TextField } from "~/features/ui/text-field";
import { useUnsavedChanges } from "~/features/ui/use-unsaved-changes";

const SOCIAL_FIELDS: { name: keyof SocialLinks; label: string; placeholder: string }[] = [
  { name: "instagram", label: "Instagram", placeholder: "@namaanda" },
  { name: "tiktok", label: "TikTok", placeholder: "@namaanda" },
  { name: "youtube", label: "YouTube", placeholder: "@kanalanda" },
  { name: "x", label: "X (Twitter)", placeholder: "@namaanda" },
  { name: "facebook", label: "Facebook", placeholder: "facebook.com/namaanda" },
  { name: "website", label: "Situs web", placeholder: "situsanda.com" },
];

export interface StoreProfile {
  name: string;
  bio: string;
  avatarUrl: string | null;
  socialLinks: SocialLinks;
}

interface Props {
  profile: StoreProfile;
  maxImageBytes: number;
  errors?: Record<string, string[]>;
}

/** Controlled form; `dirty` compares with what the loader returned. */
export function StoreProfileForm({ profile, maxImageBytes, errors = {} }: Props) {
  const initialAvatar = profile.avatarUrl ? { id: "", url: profile.avatarUrl } : null;
  const [avatar, setAvatar] = useState<ImageValue | null>(initialAvatar);
  const [name, setName] = useState(profile.name);
  const [bio, setBio] = useState(profile.bio);
  const [social, setSocial] = useState<SocialLinks>(profile.socialLinks);
  const avatarChanged = (avatar?.url ?? null) !== profile.avatarUrl;
  const dirty =
    avatarChanged ||
    name !== profile.name ||
    bio !== profile.bio ||
    SOCIAL_FIELDS.some((item) => (social[item.name] ?? "") !== (profile.socialLinks[item.name] ?? ""));
  useUnsavedChanges(dirty);

  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name="avatarChanged" value={avatarChanged ? "1" : ""} />
      <ImageUpload
        name="avatarImageId"
        label="Foto profil"
        shape="avatar"
        value={avatar}
        onChange={setAvatar}
        maxBytes={maxImageBytes}
        hint="Foto persegi tampil paling rapi. Maksimal 5 MB."
        errors={errors.avatarImageId}
      />
      <TextField
        name="name"
        label="Nama Lengkap"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        required
        errors={errors.name}
      />
      <TextArea
        name="bio"
        label="Bio"
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        maxLength={300}
        placeholder="Ceritakan singkat siapa Anda dan apa yang Anda jual."
        hint={`${bio.length}/300 karakter`}
        errors={errors.bio}
      />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">Media sosial</legend>
        {SOCIAL_FIELDS.map((item) => (
          <TextField
            key={item.name}
            name={item.name}
            label={item.label}
            type={item.name === "website" ? "url" : "text"}
            inputMode={item.name === "website" ? "url" : undefined}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={item.placeholder}
            value={social[item.name] ?? ""}
            onChange={(event) => setSocial((current) => ({ ...current, [item.name]: event.target.value }))}
            errors={errors[`socialLinks.${item.name}`]}
          />
        ))}
      </fieldset>
      <Button block className="sm:w-auto">
        Simpan
      </Button>
    </Form>
  );
}

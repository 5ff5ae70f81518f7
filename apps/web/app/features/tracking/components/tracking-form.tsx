/**
 * The "Pelacakan Iklan" form (ADR 0022): Meta pixel id and Conversions API token, TikTok pixel
 * code and Events API access token. Tokens are never shown again once saved: the field stays empty
 * ("Tersimpan") and a box removes the saved one. Each field's hint says where the value is found,
 * with the providers' English menu names in brackets (Meta: Events Manager → Data sources → the
 * pixel's Settings tab shows the Dataset ID and "Generate access token" under Conversions API;
 * TikTok: Ads Manager → Assets → Events → Web Events → the pixel, whose Settings tab has "Generate
 * Access Token" under Events API — developers.facebook.com/docs/marketing-api/conversions-api/
 * get-started, ads.tiktok.com/help/article/getting-started-events-api; docs/guide-seller.md §6).
 */
import type { TrackingSettings } from "@lapak/shared/schemas/tracking";
import { Form } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";

interface Props {
  settings: TrackingSettings;
  errors?: Record<string, string[]>;
}

const SECTION = "space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

function TokenField({
  name,
  label,
  hint,
  set,
  errors,
}: {
  name: string;
  label: string;
  hint: string;
  set: boolean;
  errors?: string[];
}) {
  return (
    <div className="space-y-2">
      <TextField
        name={name}
        label={label}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={set ? "Tersimpan — kosongkan agar tidak berubah" : "Tempel token di sini"}
        hint={hint}
        errors={errors}
      />
      {set ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={`${name}Clear`} value="1" className="size-4 accent-violet-700" />
          Hapus token yang tersimpan
        </label>
      ) : null}
    </div>
  );
}

export function TrackingForm({ settings, errors = {} }: Props) {
  return (
    <Form method="post" noValidate className="space-y-6">
      <section className={SECTION} aria-labelledby="meta-heading">
        <h2 id="meta-heading" className="font-semibold text-slate-900">
          Meta (Facebook & Instagram)
        </h2>
        <TextField
          name="metaPixelId"
          label="ID Pixel Meta"
          inputMode="numeric"
          defaultValue={settings.metaPixelId ?? ""}
          hint="Events Manager → Sumber data (Data sources) → pixel Anda → tab Pengaturan (Settings) → ID set data (Dataset ID), 15–16 digit."
          errors={errors.metaPixelId}
        />
        <TokenField
          name="metaAccessToken"
          label="Token Conversions API (opsional)"
          hint="Pixel yang sama → tab Pengaturan (Settings) → Conversions API → Buat token akses (Generate access token). Salin saat itu juga: Meta hanya menampilkannya sekali."
          set={settings.metaAccessTokenSet}
          errors={errors.metaAccessToken}
        />
      </section>
      <section className={SECTION} aria-labelledby="tiktok-heading">
        <h2 id="tiktok-heading" className="font-semibold text-slate-900">
          TikTok
        </h2>
        <TextField
          name="tiktokPixelId"
          label="Kode Pixel TikTok"
          autoCapitalize="characters"
          defaultValue={settings.tiktokPixelId ?? ""}
          hint="TikTok Ads Manager → Aset (Assets) → Events → Web Events → pixel Anda → kode pixel: 20 huruf dan angka, mis. C4A1B2C3D4E5F6G7H8I9."
          errors={errors.tiktokPixelId}
        />
        <TokenField
          name="tiktokAccessToken"
          label="Token akses Events API (opsional)"
          hint="Pixel yang sama → tab Pengaturan (Settings) → Events API → Buat token akses (Generate Access Token)."
          set={settings.tiktokAccessTokenSet}
          errors={errors.tiktokAccessToken}
        />
      </section>
      <p className="text-sm text-slate-600">
        Pixel dipasang hanya di halaman toko, produk, checkout, dan pesanan Anda. Dengan token, setiap penjualan yang
        lunas juga dikirim dari server kami (Purchase / CompletePayment), sehingga tetap tercatat walau pembeli
        memblokir pixel.
      </p>
      <Button block className="sm:w-auto">
        Simpan
      </Button>
    </Form>
  );
}

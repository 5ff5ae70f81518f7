/**
 * The "Pelacakan Iklan" form (issue 23): Meta pixel id and Conversions API token, TikTok pixel
 * code and Events API access token. Tokens are never shown again once saved: the field stays empty
 * ("Tersimpan") and a box removes the saved one.
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

function TokenField({ name, label, set, errors }: { name: string; label: string; set: boolean; errors?: string[] }) {
  return (
    <div className="space-y-2">
      <TextField
        name={name}
        label={label}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={set ? "Tersimpan — kosongkan agar tidak berubah" : "Tempel token di sini"}
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
          hint="Events Manager → Sumber data → pilih pixel Anda → ID di bawah namanya (15–16 digit)."
          errors={errors.metaPixelId}
        />
        <TokenField
          name="metaAccessToken"
          label="Token Conversions API (opsional)"
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
          hint="TikTok Ads Manager → Alat → Events → Web Events → kode pixel (20 huruf dan angka)."
          errors={errors.tiktokPixelId}
        />
        <TokenField
          name="tiktokAccessToken"
          label="Token akses Events API (opsional)"
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

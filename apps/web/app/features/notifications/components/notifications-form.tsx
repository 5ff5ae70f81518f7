/** "Notifikasi penjualan di WhatsApp": the seller's opt-in to an alert on their own number for each sale. */
import { Form } from "react-router";
import { buttonClass } from "~/features/ui/button";
import type { NotificationSettingsView } from "../api/notifications.server";
import { NOTIFICATIONS_INTENT } from "../intent";

export function NotificationsForm({
  settings,
  errors,
}: {
  settings: NotificationSettingsView;
  errors?: Record<string, string[]>;
}) {
  const error = errors?.newSaleWhatsapp?.[0];
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={NOTIFICATIONS_INTENT} />
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <input
          type="checkbox"
          name="newSaleWhatsapp"
          defaultChecked={settings.newSaleWhatsapp}
          className="mt-0.5 size-5 shrink-0 accent-violet-700"
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">Kirim notifikasi penjualan ke WhatsApp saya</span>
          <span className="block text-sm text-slate-500">
            {settings.phone
              ? `Setiap ada penjualan baru, kami kirim pesan ke +${settings.phone}.`
              : "Isi nomor WhatsApp di profil toko terlebih dahulu."}
          </span>
        </span>
      </label>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <button type="submit" className={`${buttonClass("secondary")} min-h-11`}>
        Simpan Notifikasi
      </button>
    </Form>
  );
}

/**
 * "Notifikasi penjualan di WhatsApp": the seller's opt-in to an alert on their own number for each
 * sale, which goes only to a number the seller verified (ADR 0021): until then "Verifikasi Nomor"
 * comes first, and the box can only be unticked.
 */
import { formatPhone } from "@lapak/shared/phone";
import { Form } from "react-router";
import { Badge } from "~/features/ui/badge";
import { buttonClass } from "~/features/ui/button";
import type { NotificationSettingsView } from "../api/notifications.server";
import type { PhoneVerificationResult } from "../api/phone-verification.server";
import { NOTIFICATIONS_INTENT } from "../intent";
import { PhoneVerification } from "./phone-verification";

export function NotificationsForm({
  settings,
  errors,
  verification,
}: {
  settings: NotificationSettingsView;
  errors?: Record<string, string[]>;
  /** The verification's answer to a POST made before hydration. */
  verification?: PhoneVerificationResult;
}) {
  const error = errors?.newSaleWhatsapp?.[0];
  const { phone, phoneVerified, newSaleWhatsapp } = settings;
  return (
    <div className="space-y-4">
      {phone && phoneVerified ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            Nomor WhatsApp <span className="font-semibold whitespace-nowrap">{formatPhone(phone)}</span>
          </span>
          <Badge tone="emerald">Terverifikasi</Badge>
        </p>
      ) : null}
      {phone && !phoneVerified ? <PhoneVerification phone={phone} initial={verification} /> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={NOTIFICATIONS_INTENT} />
        <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <input
            type="checkbox"
            name="newSaleWhatsapp"
            defaultChecked={newSaleWhatsapp}
            disabled={!phoneVerified && !newSaleWhatsapp}
            className="mt-0.5 size-5 shrink-0 accent-violet-700"
          />
          <span>
            <span className="block text-sm font-medium text-slate-800">
              Kirim notifikasi penjualan ke WhatsApp saya
            </span>
            <span className="block text-sm text-slate-500">
              {!phone
                ? "Isi nomor WhatsApp di profil toko terlebih dahulu."
                : !phoneVerified
                  ? newSaleWhatsapp
                    ? "Notifikasi berhenti sampai nomor diverifikasi."
                    : "Bisa diaktifkan setelah nomor diverifikasi."
                  : `Setiap ada penjualan baru, kami kirim pesan ke ${formatPhone(phone)}.`}
            </span>
          </span>
        </label>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        <button type="submit" className={`${buttonClass("secondary")} min-h-11`}>
          Simpan Notifikasi
        </button>
      </Form>
    </div>
  );
}

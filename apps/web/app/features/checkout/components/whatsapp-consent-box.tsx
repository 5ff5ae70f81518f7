/**
 * "Kirim info pesanan ke WhatsApp saya" (ADR 0021; UU PDP No. 27/2022: consent is
 * explicit): a plain checkbox under the WhatsApp number, unticked unless the buyer ticked it before
 * a failed submit. Posted as `whatsappConsent=1`; the API keeps it only with a number. Its name is
 * the short sentence and the explanation is its description, so the name never reads like the
 * "Nomor WhatsApp" field above it.
 */
import { useId } from "react";

export function WhatsappConsentBox({ checked = false }: { checked?: boolean }) {
  const id = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <input
        type="checkbox"
        name="whatsappConsent"
        value="1"
        defaultChecked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-violet-700"
      />
      <span>
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
          Kirim info pesanan ke WhatsApp saya
        </span>
        <span id={`${id}-hint`} className="block text-sm text-slate-500">
          Satu pengingat sebelum batas bayar dan info pesanan setelah dibayar, ke nomor WhatsApp di atas.
        </span>
      </span>
    </label>
  );
}

/**
 * An event's own fields (DESIGN §3 "Event / Webinar"): start and end in WIB (`datetime-local`
 * inputs read as WIB by the action), online link or place, seats, when ticket sales end, and the
 * certificate of attendance. The online link is sent to ticket holders only.
 */
import { TextField } from "~/features/ui/text-field";
import { LocationFields } from "./location-fields";
import type { ProductDraft, useProductDraft } from "./use-product-draft";

interface EventFieldsProps {
  draft: ProductDraft;
  set: ReturnType<typeof useProductDraft>["set"];
  errors: Record<string, string[]>;
}

/** Renders the event's fields; values are WIB wall times (`YYYY-MM-DDTHH:mm`). */
export function EventFields({ draft, set, errors }: EventFieldsProps) {
  const event = draft.event;
  const change = (key: keyof ProductDraft["event"]) => (value: string) =>
    set("event")((current) => ({ ...current, [key]: value }));
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Jadwal dan lokasi</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="startsAt"
          label="Mulai (WIB)"
          type="datetime-local"
          required
          value={event.startsAt}
          onChange={(e) => change("startsAt")(e.target.value)}
          errors={errors.startsAt}
        />
        <TextField
          name="endsAt"
          label="Selesai (WIB)"
          type="datetime-local"
          required
          value={event.endsAt}
          onChange={(e) => change("endsAt")(e.target.value)}
          errors={errors.endsAt}
        />
      </div>
      <LocationFields
        label="Lokasi acara"
        linkLabel="Tautan acara"
        linkHint="Hanya pemegang tiket yang melihat tautan ini: di halaman pesanan, Pustaka Saya, dan pengingat."
        value={event}
        onChange={(key, value) => change(key)(value)}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="capacity"
          label="Kuota kursi (opsional)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={event.capacity}
          onChange={(e) => change("capacity")(e.target.value)}
          hint="Kosongkan bila tidak dibatasi. Checkout yang belum dibayar menahan kursi paling lama 15 menit."
          errors={errors.capacity}
        />
        <TextField
          name="salesEndAt"
          label="Penjualan ditutup (WIB, opsional)"
          type="datetime-local"
          value={event.salesEndAt}
          onChange={(e) => change("salesEndAt")(e.target.value)}
          hint="Kosongkan untuk menutup penjualan saat acara dimulai."
          errors={errors.salesEndAt}
        />
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <input
          type="checkbox"
          name="certificate"
          checked={draft.certificate}
          onChange={(e) => set("certificate")(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-violet-700"
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">Beri sertifikat kehadiran</span>
          <span className="block text-sm text-slate-500">
            Peserta yang sudah check-in bisa mengunduh sertifikat PDF dari Pustaka Saya.
          </span>
        </span>
      </label>
    </fieldset>
  );
}

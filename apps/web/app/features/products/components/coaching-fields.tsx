/**
 * A 1:1 session's own fields (DESIGN §3 "1:1 session", ADR 0047): the session's length, the weekly
 * hours in WIB (rows of day, start, end; one day may have several), the buffer, the notice, how
 * far ahead buyers may book, blocked dates, the reschedule limit and the meeting link or place.
 * The inputs post as repeated `availabilityWeekday`/`availabilityFrom`/`availabilityTo` and
 * `blockedDates`, which the form's action zips back into the API body.
 */
import { formatWeekdayDateWib } from "@lapak/shared/date";
import { TextField } from "~/features/ui/text-field";
import { LocationFields } from "./location-fields";
import type { CoachingDraft, ProductDraft, useProductDraft, WindowDraft } from "./use-product-draft";

/** ISO weekday → its Indonesian name. */
export const WEEKDAY_NAMES = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"] as const;

interface CoachingFieldsProps {
  draft: ProductDraft;
  set: ReturnType<typeof useProductDraft>["set"];
  errors: Record<string, string[]>;
}

const inputClass =
  "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-200";

/** Renders the session's fields. */
export function CoachingFields({ draft, set, errors }: CoachingFieldsProps) {
  const coaching = draft.coaching;
  const update = (patch: Partial<CoachingDraft>) => set("coaching")((current) => ({ ...current, ...patch }));
  const change = (key: keyof CoachingDraft) => (value: string) => update({ [key]: value });
  const setWindow = (index: number, patch: Partial<WindowDraft>) =>
    update({ availability: coaching.availability.map((w, at) => (at === index ? { ...w, ...patch } : w)) });
  const lastWindow = coaching.availability.at(-1);
  const number = (
    key: "durationMinutes" | "bufferMinutes" | "minNoticeHours" | "maxDaysAhead" | "rescheduleHours",
    label: string,
    hint: string,
    min: number,
  ) => (
    <TextField
      name={key}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      required
      value={coaching[key]}
      onChange={(e) => change(key)(e.target.value)}
      hint={hint}
      errors={errors[key]}
    />
  );

  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Sesi dan jadwal</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {number("durationMinutes", "Durasi sesi (menit)", "15 sampai 240 menit.", 15)}
        {number("bufferMinutes", "Jeda antar sesi (menit)", "Waktu kosong setelah setiap sesi.", 0)}
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Jam tersedia (WIB)</legend>
        <p className="mt-1 text-sm text-slate-500">
          Pembeli memilih jadwal di jam-jam ini. Satu hari boleh punya lebih dari satu rentang.
        </p>
        {errors.availability ? (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {errors.availability[0]}
          </p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {coaching.availability.map((window, index) => {
            const rowErrors = [
              ...(errors[`availability.${index}.weekday`] ?? []),
              ...(errors[`availability.${index}.from`] ?? []),
              ...(errors[`availability.${index}.to`] ?? []),
            ];
            const errorId = `availability-${index}-error`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
              <li key={index} className="rounded-xl border border-slate-200 p-3">
                <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
                  <label className="block text-sm text-slate-700">
                    Hari
                    <select
                      name="availabilityWeekday"
                      value={window.weekday}
                      onChange={(e) => setWindow(index, { weekday: Number(e.target.value) })}
                      className={`mt-1 ${inputClass}`}
                      aria-describedby={rowErrors.length ? errorId : undefined}
                    >
                      {WEEKDAY_NAMES.map((name, at) => (
                        <option key={name} value={at + 1}>
                          {name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <div className="order-last col-span-2 grid grid-cols-2 gap-2 sm:order-none sm:col-span-1">
                    <label className="block text-sm text-slate-700">
                      Mulai
                      <input
                        type="time"
                        name="availabilityFrom"
                        required
                        step={300}
                        value={window.from}
                        onChange={(e) => setWindow(index, { from: e.target.value })}
                        className={`mt-1 ${inputClass}`}
                        aria-invalid={rowErrors.length ? true : undefined}
                        aria-describedby={rowErrors.length ? errorId : undefined}
                      />
                    </label>
                    <label className="block text-sm text-slate-700">
                      Selesai
                      <input
                        type="time"
                        name="availabilityTo"
                        required
                        step={300}
                        value={window.to}
                        onChange={(e) => setWindow(index, { to: e.target.value })}
                        className={`mt-1 ${inputClass}`}
                        aria-invalid={rowErrors.length ? true : undefined}
                        aria-describedby={rowErrors.length ? errorId : undefined}
                      />
                    </label>
                  </div>
                  <button
                    type="button"
                    onClick={() => update({ availability: coaching.availability.filter((_, at) => at !== index) })}
                    disabled={coaching.availability.length === 1}
                    className="min-h-11 rounded-xl border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40"
                    aria-label={`Hapus jam ${WEEKDAY_NAMES[window.weekday - 1]} ${window.from}–${window.to}`}
                  >
                    Hapus
                  </button>
                </div>
                {rowErrors.length ? (
                  <p id={errorId} className="mt-2 text-sm text-red-700">
                    {rowErrors.join(". ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() =>
            update({
              availability: [
                ...coaching.availability,
                {
                  weekday: lastWindow ? (lastWindow.weekday % 7) + 1 : 1,
                  from: lastWindow?.from ?? "09:00",
                  to: lastWindow?.to ?? "17:00",
                },
              ],
            })
          }
          disabled={coaching.availability.length >= 28}
          className="mt-3 min-h-11 rounded-xl border border-dashed border-violet-400 px-4 text-sm font-semibold text-violet-700 hover:bg-violet-50 disabled:opacity-40"
        >
          + Tambah jam tersedia
        </button>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        {number("minNoticeHours", "Pesan minimal (jam sebelumnya)", "Jadwal terdekat yang bisa dipilih.", 0)}
        {number("maxDaysAhead", "Jadwal terjauh (hari)", "Seberapa jauh ke depan pembeli bisa memesan.", 1)}
        {number(
          "rescheduleHours",
          "Batas ubah jadwal (jam)",
          "Pembeli bisa mengubah jadwal sampai sekian jam sebelum sesi.",
          0,
        )}
      </div>

      <BlockedDates
        value={coaching.blockedDates}
        onChange={(blockedDates) => update({ blockedDates })}
        errors={errors}
      />

      <LocationFields
        label="Tempat sesi"
        linkLabel="Tautan meeting"
        linkHint="Hanya pembeli yang melihat tautan ini: di halaman pesanan, Pustaka Saya, email, dan pengingat."
        value={coaching}
        onChange={(key, value) => change(key)(value)}
        errors={errors}
      />
    </fieldset>
  );
}

/** "Tanggal libur": WIB dates with no slots, added one by one; each posts as `blockedDates`. */
function BlockedDates({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  errors: Record<string, string[]>;
}) {
  const add = (input: HTMLInputElement | null) => {
    if (!input?.value) return;
    onChange([...new Set([...value, input.value])].sort());
    input.value = "";
  };
  const dateErrors = Object.entries(errors)
    .filter(([key]) => key === "dates" || key.startsWith("dates."))
    .flatMap(([, messages]) => messages);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Tanggal libur (opsional)</legend>
      <p className="mt-1 text-sm text-slate-500">
        Tidak ada jadwal di tanggal ini, misalnya saat cuti atau ada acara lain. Sesi yang sudah dipesan tetap berlaku.
      </p>
      {value.map((date) => (
        <input key={date} type="hidden" name="blockedDates" value={date} />
      ))}
      {value.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((date) => (
            <li key={date}>
              <button
                type="button"
                onClick={() => onChange(value.filter((d) => d !== date))}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800 hover:bg-slate-100"
                aria-label={`Hapus tanggal libur ${formatDate(date)}`}
              >
                {formatDate(date)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        <label className="sr-only" htmlFor="blocked-date-input">
          Tanggal libur baru
        </label>
        <input
          id="blocked-date-input"
          type="date"
          className={`${inputClass} max-w-48`}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(e.currentTarget);
            }
          }}
        />
        <button
          type="button"
          onClick={(e) => add(e.currentTarget.previousElementSibling as HTMLInputElement | null)}
          className="min-h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Tambah
        </button>
      </div>
      {dateErrors.length ? <p className="mt-1 text-sm text-red-700">{dateErrors[0]}</p> : null}
    </fieldset>
  );
}

/** `"2026-12-25"` (a WIB calendar date) → "Jumat, 25 Desember 2026". */
function formatDate(date: string): string {
  return formatWeekdayDateWib(`${date}T12:00:00+07:00`);
}

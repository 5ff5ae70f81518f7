/**
 * "Pilih Jadwal" on a 1:1 session's checkout (DESIGN §3 "1:1 session"): the free slots of one page
 * of days, in WIB, as radio inputs named `slotStartsAt` (the form works without JavaScript: a day
 * is a `<details>`, the first one and the one holding the chosen slot open), with links to the
 * pages before and after. The API checks the slot again under its lock.
 */
import { formatTimeWib, formatWeekdayDateWib } from "@lapak/shared/date";
import type { SlotPage } from "~/lib/slot-page.server";

interface SlotPickerProps {
  page: SlotPage;
  durationMinutes: number;
  /** The slot chosen before a failed submit or "Pakai", kept. */
  chosen?: string;
  errors?: string[];
  /** The applied discount code, carried by the page links. */
  discountCode: string | null;
  className: string;
}

/** `?dari=` for `date`, keeping the applied code. */
function pageHref(date: string, discountCode: string | null): string {
  const query = new URLSearchParams({ dari: date });
  if (discountCode) query.set("kode", discountCode);
  return `?${query}`;
}

const PAGE_LINK =
  "inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600";

export function SlotPicker({ page, durationMinutes, chosen, errors, discountCode, className }: SlotPickerProps) {
  const chosenTime = chosen ? Date.parse(chosen) : Number.NaN;
  const openDay =
    page.days.find((day) => day.slots.some((slot) => Date.parse(slot.startsAt) === chosenTime))?.date ??
    page.days[0]?.date;
  return (
    <fieldset className={className} aria-describedby={errors?.length ? "slot-error" : undefined}>
      <legend className="float-left w-full text-base font-semibold text-slate-900">Pilih Jadwal</legend>
      <p className="clear-both pt-1 text-sm text-slate-600">Waktu dalam WIB · sesi {durationMinutes} menit</p>
      {errors?.length ? (
        <p id="slot-error" className="mt-2 text-sm font-medium text-red-700">
          {errors[0]}
        </p>
      ) : null}
      {page.days.length === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          Tidak ada jadwal kosong di tanggal-tanggal ini.{page.next ? " Coba tanggal berikutnya." : ""}
        </p>
      ) : (
        <div className="mt-3 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {page.days.map((day) => (
            <details key={day.date} open={day.date === openDay} className="group/day">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                <span>{formatWeekdayDateWib(day.slots[0]?.startsAt ?? day.date)}</span>
                <span className="text-xs text-slate-500">
                  {day.slots.length} jadwal <span aria-hidden="true">▾</span>
                </span>
              </summary>
              <div className="grid grid-cols-3 gap-2 px-3 pb-3 sm:grid-cols-4">
                {day.slots.map((slot) => (
                  <label
                    key={slot.startsAt}
                    className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white text-sm font-semibold text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500"
                  >
                    <input
                      type="radio"
                      name="slotStartsAt"
                      value={slot.startsAt}
                      defaultChecked={Date.parse(slot.startsAt) === chosenTime}
                      className="sr-only"
                    />
                    {formatTimeWib(slot.startsAt)}
                  </label>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      {page.previous || page.next ? (
        <nav aria-label="Tanggal lain" className="mt-2 flex justify-between gap-2">
          {page.previous ? (
            <a href={pageHref(page.previous, discountCode)} className={PAGE_LINK}>
              ← Tanggal sebelumnya
            </a>
          ) : (
            <span />
          )}
          {page.next ? (
            <a href={pageHref(page.next, discountCode)} className={PAGE_LINK}>
              Tanggal berikutnya →
            </a>
          ) : null}
        </nav>
      ) : null}
    </fieldset>
  );
}

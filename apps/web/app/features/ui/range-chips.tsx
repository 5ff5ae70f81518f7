/**
 * Date-range chips (DASHBOARD-UX §9): "Hari ini", "7 hari", "30 hari" and "Pilih tanggal" (two
 * native date inputs, inclusive, ending no later than today), written to the URL so the loader,
 * the back button and a shared link all agree. Works as a plain GET form before hydration.
 */
import { RANGE_LABELS, type RangePreset, type ResolvedRange } from "@lapak/shared/date-range";
import { Form, Link, useLocation } from "react-router";

/** Link to the current URL with `range` set and `from`/`to`/`page` dropped. */
function presetHref(search: string, preset: RangePreset): string {
  const params = new URLSearchParams(search);
  params.delete("from");
  params.delete("to");
  params.delete("page");
  params.set("range", preset);
  return `?${params}`;
}

/**
 * `presets` to offer (default today, 7 days, 30 days); `today` is the server's WIB day (the custom
 * inputs' max). The resolved range is printed beside the chips.
 */
export function RangeChips({
  value,
  today,
  presets = ["today", "7d", "30d"],
}: {
  value: ResolvedRange;
  today: string;
  presets?: RangePreset[];
}) {
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([key]) => !["range", "from", "to", "page"].includes(key));
  const chip = (active: boolean) =>
    `inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold ring-1 transition sm:px-4 ${
      active ? "bg-violet-700 text-white ring-violet-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
    }`;
  return (
    <div className="space-y-2">
      {/* The open date form sits below the chip row (absolute to this box, which makes room for
          it), not inside the sideways-scrolling row, where it stretched the chips and ran off a
          phone's screen. */}
      <div className="relative has-[details[open]]:pb-32 sm:has-[details[open]]:pb-20">
        {/* `py-1`: the scrolling row clips what sticks out of it, and the chips' rings do. */}
        <nav
          className="-mx-1 -my-1 flex items-start gap-1.5 overflow-x-auto px-1 py-1 sm:gap-2"
          aria-label="Rentang waktu"
        >
          {presets.map((preset) => (
            <Link
              key={preset}
              to={presetHref(search, preset)}
              preventScrollReset
              aria-current={value.range === preset ? "true" : undefined}
              className={chip(value.range === preset)}
            >
              {RANGE_LABELS[preset]}
            </Link>
          ))}
          <details className="group shrink-0" open={value.range === "custom" ? true : undefined}>
            <summary className={`${chip(value.range === "custom")} cursor-pointer list-none`}>
              {RANGE_LABELS.custom}
            </summary>
            <Form
              method="get"
              preventScrollReset
              className="absolute inset-x-0 bottom-0 grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap"
            >
              {kept.map(([key, val]) => (
                <input key={key} type="hidden" name={key} value={val} />
              ))}
              <label className="text-xs font-medium text-slate-600">
                Dari
                <input
                  type="date"
                  name="from"
                  max={today}
                  defaultValue={value.from ?? undefined}
                  required
                  className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
                />
              </label>
              <label className="text-xs font-medium text-slate-600">
                Sampai
                <input
                  type="date"
                  name="to"
                  max={today}
                  defaultValue={value.to ?? undefined}
                  required
                  className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
                />
              </label>
              <button
                type="submit"
                className="col-span-2 min-h-11 rounded-xl bg-violet-700 px-4 text-sm font-semibold text-white"
              >
                Terapkan
              </button>
            </Form>
          </details>
        </nav>
      </div>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{value.label}</span> · Waktu dalam WIB
      </p>
    </div>
  );
}

/**
 * A daily bar chart card (DASHBOARD-UX §5 block 4, §9): chips switch between its metrics, a tap or
 * hover names the day and its full value, and an sr-only table carries the same numbers. The
 * chart code (uPlot) loads after hydration, behind a fixed-height `h-48` skeleton.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Card } from "~/features/ui/card";
import { formatShortDay } from "../labels";
import type { BarsChart } from "../uplot-bars.client";

export interface ChartMetric {
  /** Chip and table header: "Pengunjung". */
  label: string;
  values: number[];
  /** Full value for the tooltip and table: "1.234 pengunjung", "Rp1.250.000". */
  format: (value: number) => string;
  /** Y axis ticks: "1.200", "Rp1,2 jt". */
  formatAxis: (value: number) => string;
}

/** The uPlot bars in a fixed-height box, loaded on mount; `onSelect`/`onHover` name a day. */
function Bars({
  labels,
  metric,
  onHover,
  onSelect,
  testId,
}: {
  labels: string[];
  metric: ChartMetric;
  onHover: (index: number | null) => void;
  onSelect: (index: number) => void;
  testId: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let chart: BarsChart | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(([entry]) => chart?.resize(Math.floor(entry.contentRect.width)));
    import("../uplot-bars.client")
      .then(({ drawBars }) => {
        if (cancelled) return;
        element.replaceChildren();
        const input = { labels, values: metric.values, formatAxis: metric.formatAxis, onHover, onSelect };
        chart = drawBars(element, input, Math.floor(element.clientWidth));
        observer.observe(element);
        setLoaded(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [labels, metric, onHover, onSelect]);

  return (
    <div className="relative h-48">
      {!loaded && !failed ? (
        <div className="absolute inset-0 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
      ) : null}
      {failed ? (
        <p className="absolute inset-0 flex items-center justify-center text-center text-sm text-slate-500">
          Grafik tidak dapat ditampilkan. Angka per hari ada di ringkasan di atas.
        </p>
      ) : null}
      <div ref={host} className="h-48 w-full" aria-hidden="true" data-testid={testId} />
    </div>
  );
}

/** `days` are WIB days `YYYY-MM-DD`; each metric has one value per day. */
export function DailyChart({
  id,
  title,
  days,
  metrics,
  empty,
}: {
  id: string;
  title: string;
  days: string[];
  metrics: ChartMetric[];
  /** Shown instead of bars when every value is 0 (flat bars say nothing). */
  empty?: string;
}) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const metric = metrics[active] ?? metrics[0];
  const labels = useMemo(() => days.map(formatShortDay), [days]);
  const flat = metric.values.every((value) => value === 0);
  const shown = hovered ?? selected ?? days.length - 1;

  return (
    <Card id={id} title={title}>
      {metrics.length > 1 ? (
        <fieldset className="mb-3 flex gap-2">
          <legend className="sr-only">Tampilkan</legend>
          {metrics.map((m, i) => (
            <button
              key={m.label}
              type="button"
              aria-pressed={i === active}
              onClick={() => setActive(i)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ${
                i === active ? "bg-violet-700 text-white ring-violet-700" : "bg-white text-slate-700 ring-slate-300"
              }`}
            >
              {m.label}
            </button>
          ))}
        </fieldset>
      ) : null}
      {flat && empty ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <>
          <p className="mb-2 min-h-5 text-sm text-slate-600" aria-live="polite">
            <span className="font-semibold text-slate-900">{labels[shown]}</span>:{" "}
            {metric.format(metric.values[shown] ?? 0)}
          </p>
          <Bars labels={labels} metric={metric} onHover={setHovered} onSelect={setSelected} testId={`${id}-chart`} />
        </>
      )}
      <div className="sr-only">
        <table>
          <caption>
            {title}: {metric.label} per hari
          </caption>
          <thead>
            <tr>
              <th scope="col">Tanggal</th>
              <th scope="col">{metric.label}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{labels[i]}</th>
                <td>{metric.format(metric.values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

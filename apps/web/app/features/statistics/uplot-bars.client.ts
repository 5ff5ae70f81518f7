/**
 * Daily bars drawn with uPlot (DASHBOARD-UX §9: one series, from 0, no dual axes, violet-600 bars
 * on a slate-200 grid). Loaded only by `DailyChart`'s effect with a dynamic import, so uPlot is in
 * no page's first-load JavaScript and never runs on the server (`.client`).
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const VIOLET_600 = "#7c3aed";
const SLATE_200 = "#e2e8f0";
const SLATE_500 = "#64748b";
const HEIGHT = 192;

export interface BarsInput {
  /** X labels, one per bar ("1 Nov"). */
  labels: string[];
  values: number[];
  /** Y axis tick text ("1.200", "Rp1,2 jt"). */
  formatAxis: (value: number) => string;
  /** The bar under the pointer (hover), or null when it leaves. */
  onHover: (index: number | null) => void;
  /** The bar tapped or clicked (touch has no hover). */
  onSelect: (index: number) => void;
}

/** A chart handle: resize to the container's width, destroy on unmount. */
export interface BarsChart {
  resize(width: number): void;
  destroy(): void;
}

/** Integer steps for the Y axis, ascending (uPlot takes the first that leaves room), so counts never show "0,5". */
const INTEGER_STEPS = [1, 1_000, 1_000_000]
  .flatMap((scale) => [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500].map((step) => step * scale))
  .filter((step, i, all) => all.indexOf(step) === i)
  .sort((a, b) => a - b);

/** Draws `input` into `host` (fixed 192 px high, `width` wide). */
export function drawBars(host: HTMLElement, input: BarsInput, width: number): BarsChart {
  const n = input.values.length;
  // About every 7th label on a phone, fewer on a long range.
  const every = Math.max(1, Math.ceil(n / (width < 500 ? 5 : 10)));
  const max = Math.max(0, ...input.values);
  const opts: uPlot.Options = {
    width,
    height: HEIGHT,
    legend: { show: false },
    padding: [12, 20, 0, 0],
    cursor: {
      y: false,
      points: { show: false },
      drag: { x: false, y: false, setScale: false },
    },
    scales: {
      x: { time: false, range: [-0.5, n - 0.5] },
      y: { range: [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: SLATE_500,
        grid: { show: false },
        ticks: { show: false },
        size: 28,
        splits: () => input.labels.map((_, i) => i).filter((i) => (n - 1 - i) % every === 0),
        values: (_u, splits) => splits.map((i) => input.labels[i] ?? ""),
        font: "12px system-ui, sans-serif",
      },
      {
        stroke: SLATE_500,
        grid: { stroke: SLATE_200, width: 1 },
        ticks: { show: false },
        incrs: INTEGER_STEPS,
        size: 64,
        values: (_u, splits) => splits.map((value) => input.formatAxis(value)),
        font: "12px system-ui, sans-serif",
      },
    ],
    series: [
      {},
      {
        fill: VIOLET_600,
        stroke: VIOLET_600,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.7, 40], gap: 1, radius: 0.15 }),
        points: { show: false },
      },
    ],
    hooks: {
      setCursor: [(u) => input.onHover(u.cursor.idx ?? null)],
    },
  };
  const chart = new uPlot(opts, [input.labels.map((_, i) => i), input.values], host);
  const select = (event: MouseEvent) => {
    const rect = chart.over.getBoundingClientRect();
    const index = chart.posToIdx(event.clientX - rect.left);
    if (index >= 0 && index < n) input.onSelect(index);
  };
  chart.over.addEventListener("click", select);
  return {
    resize: (next) => chart.setSize({ width: next, height: HEIGHT }),
    destroy: () => {
      chart.over.removeEventListener("click", select);
      chart.destroy();
    },
  };
}

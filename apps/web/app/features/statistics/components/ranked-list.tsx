/**
 * Ranked rows with a proportional bar (DASHBOARD-UX §5 blocks 5–7, §9): count and share of the
 * total per row, the top 10 first and "Lihat semua" for the rest. No pie, no donut, no map.
 */
import { useState } from "react";
import { Link } from "react-router";
import { BlockError, Card } from "~/features/ui/card";
import { formatCount, formatPercent } from "../labels";

export interface RankedRow {
  key: string;
  label: string;
  /** Views. */
  value: number;
  /** Where tapping the row goes (a product's edit form), if anywhere. */
  href?: string;
}

const TOP = 10;

/** `rows` already in order (most first); `null` means the block's call failed. */
export function RankedList({
  id,
  title,
  rows,
  onRetry,
}: {
  id: string;
  title: string;
  rows: RankedRow[] | null;
  onRetry: () => void;
}) {
  const [all, setAll] = useState(false);
  if (!rows) {
    return (
      <Card id={id} title={title}>
        <BlockError what={title} onRetry={onRetry} />
      </Card>
    );
  }
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const max = Math.max(1, ...rows.map((row) => row.value));
  const shown = all ? rows : rows.slice(0, TOP);
  return (
    <Card
      id={id}
      title={title}
      aside={
        rows.length > TOP ? (
          <button
            type="button"
            onClick={() => setAll(!all)}
            aria-expanded={all}
            aria-controls={`${id}-list`}
            className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-violet-700 hover:bg-violet-50"
          >
            {all ? "Tampilkan 10 teratas" : "Lihat semua"}
          </button>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada data pada rentang ini.</p>
      ) : (
        <ol id={`${id}-list`} className="space-y-1">
          {shown.map((row) => {
            const body = (
              <>
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-sm font-medium text-slate-800">{row.label}</span>
                  <span className="shrink-0 text-sm tabular-nums text-slate-900">
                    {formatCount(row.value)}{" "}
                    <span className="text-slate-500">· {formatPercent(total ? row.value / total : 0)}</span>
                  </span>
                </span>
                <span className="mt-1.5 block h-1.5 rounded-full bg-violet-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-violet-600"
                    style={{ width: `${Math.max(1, (row.value / max) * 100)}%` }}
                  />
                </span>
              </>
            );
            const rowClass = "-mx-2 block rounded-xl px-2 py-2.5";
            return (
              <li key={row.key}>
                {row.href ? (
                  <Link to={row.href} className={`${rowClass} hover:bg-slate-50`}>
                    {body}
                  </Link>
                ) : (
                  <div className={rowClass}>{body}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-3 text-xs text-slate-500">Menurut jumlah tayangan · persen dari total</p>
    </Card>
  );
}

/**
 * Jadwal (DESIGN §4 "1:1 session"): the seller's coming 1:1 sessions grouped by WIB day, each with
 * its time, product, buyer and contact, the meeting link or place, and a link to its sale — where
 * "Kembalikan Dana" cancels it (a full refund frees the slot).
 */

import { formatTimeWib, formatWeekdayDateWib, wibDay } from "@lapak/shared/date";
import { formatPhone } from "@lapak/shared/phone";
import type { ScheduledSession } from "@lapak/shared/schemas/coaching";
import { Link } from "react-router";
import type { SchedulePageData } from "~/features/coaching/api/schedule.server";
import { buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { paths } from "~/lib/paths";

/** The sessions in `sessions` (soonest first) as `[WIB day, its sessions]` pairs. */
function byDay(sessions: ScheduledSession[]): [string, ScheduledSession[]][] {
  const days = new Map<string, ScheduledSession[]>();
  for (const session of sessions) {
    const day = wibDay(session.startsAt);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days];
}

export function SchedulePage({ sessions }: SchedulePageData) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Jadwal">Sesi konsultasi 1-on-1 yang akan datang, dalam WIB.</PageHeading>
      {sessions.length === 0 ? (
        <EmptyState
          action={
            <Link to={paths.dashboard.addCoaching} className={buttonClass("primary")}>
              Buat Konsultasi 1-on-1
            </Link>
          }
        >
          Belum ada sesi terjadwal. Sesi yang dibayar pembeli akan muncul di sini.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {byDay(sessions).map(([day, daySessions]) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className="mb-2 text-sm font-semibold text-slate-700">
                {formatWeekdayDateWib(daySessions[0]?.startsAt ?? day)}
              </h2>
              <ul className="space-y-3">
                {daySessions.map((session) => (
                  <SessionRow key={session.transactionId} session={session} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="mt-6 text-sm text-slate-500">
        Untuk membatalkan sesi, buka penjualannya lalu pilih "Kembalikan Dana" — jadwalnya kembali tersedia. Pembeli
        bisa mengubah jadwal sendiri dari Pustaka Saya sampai batas yang Anda tentukan.
      </p>
    </div>
  );
}

function SessionRow({ session }: { session: ScheduledSession }) {
  const location = session.location;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-base font-semibold text-slate-900">
          {formatTimeWib(session.startsAt)}–{formatTimeWib(session.endsAt)} WIB
        </p>
        <p className="text-sm text-slate-600">{session.productTitle}</p>
      </div>
      <p className="mt-1 text-sm text-slate-800">
        {session.buyerName} · <span className="break-all">{session.buyerEmail}</span>
        {session.buyerPhone ? ` · ${formatPhone(session.buyerPhone)}` : ""}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {location.kind === "online" ? (
          <a href={location.url} className="break-all font-medium text-violet-700 hover:underline" rel="noopener">
            {location.url}
          </a>
        ) : (
          `${location.name}, ${location.address}`
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`${paths.dashboard.sales}?id=${encodeURIComponent(session.transactionId)}`}
          className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Lihat penjualan {session.orderCode}
        </Link>
      </div>
    </li>
  );
}

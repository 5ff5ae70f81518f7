/**
 * A 1:1 session order's booking (DESIGN §3 "1:1 session"): when, in WIB, and where — the meeting
 * link shown only here, to the buyer — "Tambah ke Kalender", and "Ubah Jadwal" in Pustaka Saya
 * while the seller's limit allows it.
 */
import { formatDateTimeWib, formatEventTimeWib } from "@lapak/shared/date";
import type { Session } from "@lapak/shared/schemas/coaching";
import { paths } from "~/lib/paths";
import { CalendarLinks, LocationDetail } from "./location-detail";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

export function SessionCard({ session, transactionId }: { session: Session; transactionId: string }) {
  const canMove = Date.now() < Date.parse(session.rescheduleUntil);
  return (
    <section aria-labelledby="session-heading" className={CARD}>
      <h2 id="session-heading" className="text-base font-semibold text-slate-900">
        Jadwal Sesi Anda
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="text-slate-600">Waktu</dt>
          <dd className="font-semibold text-slate-900" data-session-time="">
            {formatEventTimeWib(session.startsAt, session.endsAt)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{session.location.kind === "online" ? "Tautan meeting" : "Tempat"}</dt>
          <dd className="font-medium break-words text-slate-900">
            <LocationDetail location={session.location} />
          </dd>
        </div>
      </dl>
      <CalendarLinks icsUrl={session.icsUrl} googleCalendarUrl={session.googleCalendarUrl} />
      <p className="mt-4 text-sm text-slate-600">
        {canMove ? (
          <>
            Berhalangan? Ubah jadwal sampai {formatDateTimeWib(session.rescheduleUntil)} di{" "}
            <a href={paths.library.session(transactionId)} className="font-semibold text-violet-700 underline">
              Pustaka Saya
            </a>
            .
          </>
        ) : (
          "Batas ubah jadwal sudah lewat. Hubungi penjual bila berhalangan."
        )}
      </p>
    </section>
  );
}

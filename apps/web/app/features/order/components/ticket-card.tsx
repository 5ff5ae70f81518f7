/**
 * An event order's ticket (DESIGN §3 "Event / Webinar"): the code and its QR for the door, when
 * and where — the online link is shown only here, to the ticket holder — and "Tambah ke Kalender"
 * as an `.ics` file or in Google Calendar.
 */
import { formatEventTimeWib, formatTimeWib } from "@lapak/shared/date";
import type { Ticket } from "@lapak/shared/schemas/event";
import { CalendarLinks, LocationDetail } from "./location-detail";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

export function TicketCard({ ticket }: { ticket: Ticket }) {
  const { location } = ticket;
  return (
    <section aria-labelledby="ticket-heading" className={CARD}>
      <h2 id="ticket-heading" className="text-base font-semibold text-slate-900">
        Tiket Anda
      </h2>
      <div className="mt-3 flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-4 text-center">
        <img
          src={ticket.qrImageUrl}
          alt={`QR tiket ${ticket.code}`}
          width={176}
          height={176}
          className="size-44 rounded-lg bg-white"
        />
        <p className="font-mono text-xl font-bold tracking-wider text-slate-900" data-ticket-code="">
          {ticket.code}
        </p>
        <p className="text-xs text-slate-600">Tunjukkan QR atau kode ini saat check-in.</p>
        {ticket.checkedInAt ? (
          <p className="text-sm font-semibold text-emerald-700">
            Sudah check-in pukul {formatTimeWib(ticket.checkedInAt)} WIB
          </p>
        ) : null}
      </div>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-slate-600">Waktu</dt>
          <dd className="font-semibold text-slate-900">{formatEventTimeWib(ticket.startsAt, ticket.endsAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{location.kind === "online" ? "Tautan acara" : "Tempat"}</dt>
          <dd className="font-medium break-words text-slate-900">
            <LocationDetail location={location} />
          </dd>
        </div>
      </dl>
      <CalendarLinks icsUrl={ticket.icsUrl} googleCalendarUrl={ticket.googleCalendarUrl} />
    </section>
  );
}

/**
 * An event order's ticket (DESIGN §3 "Event / Webinar"): the code and its QR for the door, when
 * and where — the online link is shown only here, to the ticket holder — and "Tambah ke Kalender"
 * as an `.ics` file or in Google Calendar.
 */
import { formatEventTimeWib, formatTimeWib } from "@lapak/shared/date";
import type { Ticket } from "@lapak/shared/schemas/event";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";
const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-xl px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600";

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
            {location.kind === "online" ? (
              <a href={location.url} target="_blank" rel="noopener noreferrer" className="text-violet-700 underline">
                {location.url}
              </a>
            ) : (
              <>
                {location.name}
                <br />
                <span className="font-normal text-slate-700">{location.address}</span>
                {location.mapsUrl ? (
                  <>
                    {" "}
                    ·{" "}
                    <a
                      href={location.mapsUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-violet-700 underline"
                    >
                      Lihat peta
                    </a>
                  </>
                ) : null}
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm font-semibold text-slate-900">Tambah ke Kalender</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <a href={ticket.icsUrl} download className={`${BUTTON} bg-violet-700 text-white hover:bg-violet-800`}>
          Unduh .ics
        </a>
        <a
          href={ticket.googleCalendarUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Google Calendar
        </a>
      </div>
    </section>
  );
}

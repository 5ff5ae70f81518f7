/**
 * What a ticket and a booked 1:1 session share on the order page (DESIGN §3): the place — the
 * online link shown only to its buyer — and "Tambah ke Kalender" as an `.ics` file or in Google
 * Calendar.
 */
import type { Session } from "@lapak/shared/schemas/coaching";

const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-xl px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600";

/** The meeting link, or the place's name, address and map link. */
export function LocationDetail({ location }: { location: Session["location"] }) {
  return (
    <>
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
    </>
  );
}

/** "Tambah ke Kalender" with its two buttons. */
export function CalendarLinks({ icsUrl, googleCalendarUrl }: { icsUrl: string; googleCalendarUrl: string }) {
  return (
    <>
      <p className="mt-4 text-sm font-semibold text-slate-900">Tambah ke Kalender</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <a href={icsUrl} download className={`${BUTTON} bg-violet-700 text-white hover:bg-violet-800`}>
          Unduh .ics
        </a>
        <a
          href={googleCalendarUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Google Calendar
        </a>
      </div>
    </>
  );
}

/**
 * An event on its product page and card (DESIGN §3 "Event / Webinar"): the date and time in WIB,
 * online or the place (the online link is for ticket holders only, so never here), and the seats
 * left when few, "Tiket habis" when none, or that sales have ended.
 */
import { formatEventTimeWib } from "@lapak/shared/date";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { StrokeIcon } from "~/features/ui/stroke-icon";
import { seatsLabel } from "~/lib/event-availability";
import { LocationLine } from "./location-line";

type PublicEvent = NonNullable<PublicProduct["event"]>;

/** A calendar page (24 × 24 line path). */
const CALENDAR = "M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z";

/** The block under the price of an event's page. */
export function EventDetails({ event }: { event: PublicEvent }) {
  const seats = seatsLabel(event);
  const { location } = event;
  return (
    <section className="mt-5 space-y-3 rounded-xl bg-[var(--accent-soft)] p-4" aria-labelledby="event-details">
      <h2 id="event-details" className="sr-only">
        Jadwal acara
      </h2>
      <p className="flex gap-2.5 text-[15px] font-semibold text-slate-900">
        <StrokeIcon d={CALENDAR} strokeWidth={2} className="mt-0.5 size-5 shrink-0 text-[var(--accent)]" />
        <span>{formatEventTimeWib(event.startsAt, event.endsAt)}</span>
      </p>
      <LocationLine location={location} online="Online — tautan acara dikirim ke pemegang tiket" />
      {seats || event.salesClosed ? (
        <p
          className={`text-sm font-semibold ${event.soldOut || event.salesClosed ? "text-red-700" : "text-amber-800"}`}
          data-seats=""
        >
          {event.salesClosed && !event.soldOut ? "Penjualan tiket sudah ditutup" : seats}
        </p>
      ) : null}
    </section>
  );
}

/**
 * An event's page for its seller (DESIGN §3 "Event / Webinar"): when and where, seats taken, the
 * check-in — a ticket code typed, or scanned with the phone's camera where the browser has
 * BarcodeDetector — and the attendees with their check-in time, newest payment first, with
 * "Unduh CSV".
 */
import { formatDateWib, formatEventTimeWib, formatTimeWib } from "@lapak/shared/date";
import type { Attendee } from "@lapak/shared/schemas/event";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { CheckInResult, EventPageData } from "~/features/events/api/event-attendees.server";
import { Button, buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";
import { TicketScanner } from "./ticket-scanner";

export function EventAttendees({ event, attendees, result }: EventPageData & { result?: CheckInResult }) {
  // The result shows beside the form (a door needs it in view), not as a toast.
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const checkedIn = attendees.filter((attendee) => attendee.checkedInAt).length;
  const details = event.event;
  // After each check-in the field is emptied and ready for the next code.
  useEffect(() => {
    if (result?.ok && codeRef.current) {
      codeRef.current.value = "";
      codeRef.current.focus();
    }
  }, [result]);
  const submitCode = (code: string) => {
    if (!codeRef.current || !formRef.current) return;
    codeRef.current.value = code;
    formRef.current.requestSubmit();
  };
  return (
    <div className="mx-auto max-w-3xl">
      <a
        href={`${paths.dashboard.addEvent}?id=${event.id}`}
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 hover:underline"
      >
        ← Kembali ke acara
      </a>
      <PageHeading title={`Peserta · ${event.title}`}>
        {details ? formatEventTimeWib(details.startsAt, details.endsAt) : null}
      </PageHeading>
      <p className="-mt-2 mb-5 text-sm text-slate-600">
        {attendees.length} tiket terjual
        {details?.capacity ? ` dari ${details.capacity} kursi` : ""} · {checkedIn} sudah check-in
      </p>

      <section
        aria-labelledby="check-in-title"
        className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="check-in-title" className="text-base font-semibold text-slate-900">
          Check-in peserta
        </h2>
        <p className="mt-1 text-sm text-slate-600">Ketik kode tiket (TKT-…) atau pindai QR di tiket peserta.</p>
        <Form ref={formRef} method="post" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
          <TextField
            ref={codeRef}
            name="code"
            label="Kode tiket"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="TKT-7F3K2Q"
            required
            className="min-w-0 flex-1"
            errors={result && !result.ok ? result.errors.code : undefined}
          />
          <Button type="submit" className="min-h-11" disabled={navigation.state === "submitting"}>
            Check-in
          </Button>
        </Form>
        <TicketScanner onCode={submitCode} />
        {result?.ok ? (
          <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
            ✓ {result.message}
          </p>
        ) : null}
      </section>

      {attendees.length === 0 ? (
        <EmptyState>Belum ada peserta. Bagikan halaman acara Anda agar tiket pertama terjual.</EmptyState>
      ) : (
        <>
          <div className="mb-4 flex justify-end">
            <a href={paths.csv.eventAttendees(event.id)} download className={`${buttonClass("secondary")} min-h-11`}>
              Unduh CSV
            </a>
          </div>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {attendees.map((attendee) => (
              <AttendeeRow key={attendee.transactionId} attendee={attendee} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function AttendeeRow({ attendee }: { attendee: Attendee }) {
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-slate-900">{attendee.name}</p>
        <p className="font-mono text-xs text-slate-500">{attendee.ticketCode}</p>
      </div>
      <p className="text-sm break-all text-slate-600">{attendee.email}</p>
      <p className="mt-1 text-xs text-slate-500">
        {attendee.checkedInAt ? (
          <span className="font-semibold text-emerald-700">
            Check-in {formatDateWib(attendee.checkedInAt)} pukul {formatTimeWib(attendee.checkedInAt)} WIB
          </span>
        ) : (
          "Belum check-in"
        )}{" "}
        · dibeli {formatDateWib(attendee.paidAt)} · {attendee.orderCode}
      </p>
    </li>
  );
}

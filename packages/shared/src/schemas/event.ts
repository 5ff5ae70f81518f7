/**
 * Events and webinars (DESIGN §3 "Event / Webinar", ADR 0046): when an event takes place, where,
 * and how many seats it sells. Times are ISO 8601 instants in the API and WIB on screen; a seat is
 * held by a paid ticket, or by a pending checkout for at most `EVENT_SEAT_HOLD_MINUTES`.
 */
import { crockfordCode } from "../order-code";
import { httpUrl, text, webUrl, z } from "../zod";

/** How long a pending checkout holds its seat: its payment expires then, whatever the method. */
export const EVENT_SEAT_HOLD_MINUTES = 15;
/** The largest capacity a seller may set. */
export const MAX_EVENT_CAPACITY = 100_000;
/** The public page tells how many seats are left from this many down. */
export const SEATS_LEFT_SHOWN_FROM = 20;
/** The longest event, in days (a multi-day workshop). */
export const MAX_EVENT_DAYS = 31;

export const EVENT_MESSAGES = {
  soldOut: "Tiket habis",
  salesClosed: "Penjualan tiket sudah ditutup",
} as const;

export const TICKET_CODE_PREFIX = "TKT-";
export const TICKET_CODE_PATTERN = /^TKT-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * A ticket code (`TKT-` + 6 Crockford base32, the order codes' alphabet) from six random integers
 * 0–31. Throws RangeError for any other number or count.
 */
export function ticketCodeFrom(digits: readonly number[]): string {
  return crockfordCode(TICKET_CODE_PREFIX, digits, 6);
}

/**
 * A code as a person types or a camera reads it → the stored form: trimmed, upper case, the
 * Crockford look-alikes read as digits (O → 0, I and L → 1), `TKT-` added when left out.
 */
export function normalizeTicketCode(value: string): string {
  const plain = value
    .trim()
    .toUpperCase()
    .replace(/^TKT-?/, "")
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return TICKET_CODE_PREFIX + plain;
}

const isoInstant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} harus berupa tanggal dan jam yang valid` });

/** Where an event happens: a link sent to ticket holders only, or a place. */
export const eventLocationSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("online"),
      /** The Zoom / Meet / YouTube link: only ticket holders ever see it. */
      url: webUrl({ error: "Masukkan tautan acara yang diawali http:// atau https://" }),
    }),
    z.object({
      kind: z.literal("venue"),
      name: text({ error: "Nama tempat wajib diisi" })
        .trim()
        .min(2, "Nama tempat minimal 2 karakter")
        .max(120, "Nama tempat maksimal 120 karakter"),
      address: text({ error: "Alamat wajib diisi" })
        .trim()
        .min(5, "Alamat minimal 5 karakter")
        .max(300, "Alamat maksimal 300 karakter"),
      mapsUrl: z.union([z.literal(""), httpUrl("Masukkan tautan peta yang diawali http:// atau https://")]).optional(),
    }),
  ],
  { error: "Pilih lokasi acara: online atau tempat" },
);
export type EventLocation = z.infer<typeof eventLocationSchema>;

/** A location as the views answer it (`eventLocationSchema`'s output). */
export const eventLocationViewSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("online"), url: z.string() }),
  z.object({ kind: z.literal("venue"), name: z.string(), address: z.string(), mapsUrl: z.string().optional() }),
]);

/** The event fields of `POST|PUT /v1/product/events` (the rest are a product's usual ones). */
export const eventFieldsSchema = z.object({
  startsAt: isoInstant("Waktu mulai"),
  endsAt: isoInstant("Waktu selesai"),
  location: eventLocationSchema,
  /** Seats for sale; null = unlimited. */
  capacity: z
    .number({ error: "Kuota harus berupa angka" })
    .int("Kuota harus bilangan bulat")
    .min(1, "Kuota minimal 1 kursi")
    .max(MAX_EVENT_CAPACITY, "Kuota maksimal 100.000 kursi")
    .nullable()
    .default(null),
  /** Ticket sales end here; left out, when the event starts. */
  salesEndAt: isoInstant("Batas penjualan").nullable().optional(),
  /** A certificate of attendance for checked-in attendees. */
  certificate: z.boolean({ error: "Sertifikat harus ya atau tidak" }).default(false),
});

/**
 * The time rules of an event body: it ends after it starts, lasts at most `MAX_EVENT_DAYS`, and
 * its sales end no later than it ends.
 */
export function checkEventTimes(
  body: { startsAt: string; endsAt: string; salesEndAt?: string | null },
  ctx: z.RefinementCtx,
): void {
  const starts = Date.parse(body.startsAt);
  const ends = Date.parse(body.endsAt);
  if (ends <= starts)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "Waktu selesai harus setelah waktu mulai" });
  else if (ends - starts > MAX_EVENT_DAYS * 86_400_000)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: `Acara maksimal berlangsung ${MAX_EVENT_DAYS} hari` });
  if (body.salesEndAt && Date.parse(body.salesEndAt) > ends)
    ctx.addIssue({
      code: "custom",
      path: ["salesEndAt"],
      message: "Batas penjualan tidak boleh setelah acara selesai",
    });
}

/** An event as its owner sees it (`product.event`). */
export const eventSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** When ticket sales end (the start when the seller set none). */
  salesEndAt: z.string(),
  location: eventLocationViewSchema,
  capacity: z.number().int().nullable(),
  /** Seats held now: paid tickets and pending checkouts still holding theirs. */
  seatsTaken: z.number().int(),
});
export type ProductEvent = z.infer<typeof eventSchema>;

/** Where a public view says an event is: an online one without its link. */
export const publicEventLocationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("online") }),
  z.object({ kind: z.literal("venue"), name: z.string(), address: z.string(), mapsUrl: z.string().optional() }),
]);

/** An event as anyone sees it: no link, seats left only when few. */
export const publicEventSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  salesEndAt: z.string(),
  location: publicEventLocationSchema,
  /** Seats left when `SEATS_LEFT_SHOWN_FROM` or fewer; null when more, or unlimited. */
  seatsLeft: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** Sales have ended (`salesEndAt` passed). */
  salesClosed: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** A ticket, as its holder sees it on the order page and in the library. */
export const ticketSchema = z.object({
  code: z.string(),
  /** An image of the code's QR (`/v1/transactions/{id}/ticket-qr.svg`). */
  qrImageUrl: z.string(),
  /** `/v1/transactions/{id}/ticket.ics`. */
  icsUrl: z.string(),
  /** A Google Calendar "add event" link. */
  googleCalendarUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The whole location, the online link included. */
  location: eventLocationViewSchema,
  checkedInAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** `POST /v1/events/{id}/check-ins` body. */
export const checkInBodySchema = z.object({
  code: text({ error: "Kode tiket wajib diisi" })
    .trim()
    .min(4, "Kode tiket tidak valid")
    .max(20, "Kode tiket tidak valid"),
});

/** An attendee on the seller's event page. */
export const attendeeSchema = z.object({
  transactionId: z.string(),
  orderCode: z.string(),
  ticketCode: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  paidAt: z.string(),
  checkedInAt: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** `POST /v1/events/{id}/check-ins` → 201. */
export const checkInSchema = z.object({
  ticketCode: z.string(),
  name: z.string(),
  checkedInAt: z.string(),
});

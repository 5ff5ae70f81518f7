/**
 * 1:1 sessions (Konsultasi; DESIGN §3 "1:1 session", ADR 0047): the seller's weekly hours in WIB,
 * the slots a buyer picks from, and the booked session. Times are ISO 8601 instants in the API and
 * WIB on screen (UTC+7 all year, so a WIB wall time maps to one instant). A slot is held like an
 * event seat: by a paid session, or a pending checkout for at most `COACHING_SLOT_HOLD_MINUTES`.
 */

import { z } from "../zod";
import {
  EVENT_SEAT_HOLD_MINUTES,
  eventLocationSchema,
  eventLocationViewSchema,
  publicEventLocationSchema,
} from "./event";

/** How long a pending checkout holds its slot: its payment expires then, whatever the method. */
export const COACHING_SLOT_HOLD_MINUTES = EVENT_SEAT_HOLD_MINUTES;
/** The widest `from`–`to` range of one `GET /v1/products/{id}/slots` call, in days. */
export const MAX_SLOT_RANGE_DAYS = 31;
/** Most weekly availability windows of one product. */
export const MAX_AVAILABILITY_WINDOWS = 28;
/** Most blocked dates of one product. */
export const MAX_BLOCKED_DATES = 366;

export const COACHING_MESSAGES = {
  slotRequired: "Pilih jadwal sesi",
  slotTaken: "Jadwal ini sudah tidak tersedia. Pilih jadwal lain.",
  slotInvalid: "Jadwal ini tidak ada di jam tersedia penjual",
  rescheduleClosed: (hours: number) => `Jadwal hanya bisa diubah paling lambat ${hours} jam sebelum sesi dimulai`,
  sessionNotFound: "Sesi tidak ditemukan",
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** `"09:30"` → 570 (minutes after midnight; `"24:00"` → 1440). */
export function minutesOfDay(value: string): number {
  const [hours, minutes] = value.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const clock = (field: string) =>
  z.string({ error: `${field} wajib diisi` }).regex(HH_MM, `${field} harus berformat JJ:MM, misalnya 09:00`);

/** One weekly window: ISO weekday (1 = Senin … 7 = Minggu) and WIB wall times `from` < `to`. */
export const availabilityWindowSchema = z
  .object({
    weekday: z
      .number({ error: "Hari wajib dipilih" })
      .int("Hari tidak valid")
      .min(1, "Hari tidak valid")
      .max(7, "Hari tidak valid"),
    from: clock("Jam mulai"),
    to: clock("Jam selesai"),
  })
  .refine((window) => minutesOfDay(window.to) > minutesOfDay(window.from), {
    path: ["to"],
    message: "Jam selesai harus setelah jam mulai",
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

const wholeNumber = (field: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${field} harus berupa angka` })
    .int(`${field} harus bilangan bulat`)
    .min(min, `${field} minimal ${min} ${unit}`)
    .max(max, `${field} maksimal ${max} ${unit}`);

/** The session fields of `POST|PUT /v1/product/coaching` (the rest are a product's usual ones). */
export const coachingFieldsSchema = z.object({
  durationMinutes: wholeNumber("Durasi", 15, 240, "menit"),
  availability: z
    .array(availabilityWindowSchema, { error: "Jam tersedia tidak valid" })
    .min(1, "Tambahkan minimal satu jam tersedia")
    .max(MAX_AVAILABILITY_WINDOWS, `Maksimal ${MAX_AVAILABILITY_WINDOWS} jam tersedia`),
  /** Free minutes kept after each session before the next may start. */
  bufferMinutes: wholeNumber("Jeda antar sesi", 0, 120, "menit").default(0),
  /** A slot starts at least this many hours after the booking. */
  minNoticeHours: wholeNumber("Pemesanan minimal", 0, 720, "jam").default(12),
  /** Slots are offered up to this many days ahead. */
  maxDaysAhead: wholeNumber("Jadwal terjauh", 1, 365, "hari").default(60),
  /** A meeting link (shown to the buyer only) or a place. */
  location: eventLocationSchema,
  /** The buyer may move the session up to this many hours before it starts (0: until it starts). */
  rescheduleHours: wholeNumber("Batas ubah jadwal", 0, 720, "jam").default(24),
});

/**
 * The window rules of a coaching body: each window is at least one session long, and windows of
 * one weekday do not overlap.
 */
export function checkAvailability(
  body: { durationMinutes: number; availability: AvailabilityWindow[] },
  ctx: z.RefinementCtx,
): void {
  body.availability.forEach((window, index) => {
    const length = minutesOfDay(window.to) - minutesOfDay(window.from);
    if (length > 0 && length < body.durationMinutes)
      ctx.addIssue({
        code: "custom",
        path: ["availability", index, "to"],
        message: `Rentang jam harus minimal ${body.durationMinutes} menit (durasi satu sesi)`,
      });
    const overlaps = body.availability.some(
      (other, at) =>
        at < index &&
        other.weekday === window.weekday &&
        minutesOfDay(other.from) < minutesOfDay(window.to) &&
        minutesOfDay(window.from) < minutesOfDay(other.to),
    );
    if (overlaps)
      ctx.addIssue({
        code: "custom",
        path: ["availability", index, "from"],
        message: "Jam tersedia di hari yang sama tidak boleh bertumpuk",
      });
  });
}

/** `YYYY-MM-DD`, a real calendar date. */
export const isoDateSchema = z
  .string({ error: "Tanggal wajib diisi" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Tanggal harus berformat YYYY-MM-DD", abort: true })
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, "Tanggal tidak valid");

/** `PUT /v1/coaching/{id}/blocked-dates`: the WIB dates with no slots (replaces the list). */
export const blockedDatesBodySchema = z.object({
  dates: z
    .array(isoDateSchema, { error: "Daftar tanggal tidak valid" })
    .max(MAX_BLOCKED_DATES, `Maksimal ${MAX_BLOCKED_DATES} tanggal`)
    .transform((dates) => [...new Set(dates)].sort()),
});

/** `GET /v1/products/{id}/slots` query: WIB dates, at most `MAX_SLOT_RANGE_DAYS` apart. */
export const slotsQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((query) => query.to >= query.from, { path: ["to"], message: "Tanggal akhir harus setelah tanggal awal" })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < MAX_SLOT_RANGE_DAYS * 86_400_000, {
    path: ["to"],
    message: `Rentang maksimal ${MAX_SLOT_RANGE_DAYS} hari`,
  });

/** A free slot. */
export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** A 1:1 session product as its owner sees it (`product.coaching`). */
export const coachingSchema = z.object({
  durationMinutes: z.number().int(),
  availability: z.array(z.object({ weekday: z.number().int(), from: z.string(), to: z.string() })),
  bufferMinutes: z.number().int(),
  minNoticeHours: z.number().int(),
  maxDaysAhead: z.number().int(),
  location: eventLocationViewSchema,
  rescheduleHours: z.number().int(),
  /** WIB dates with no slots, sorted. */
  blockedDates: z.array(z.string()),
});
export type ProductCoaching = z.infer<typeof coachingSchema>;

/** What anyone sees of a 1:1 session product: no meeting link. */
export const publicCoachingSchema = z.object({
  durationMinutes: z.number().int(),
  location: publicEventLocationSchema,
  rescheduleHours: z.number().int(),
});
export type PublicCoaching = z.infer<typeof publicCoachingSchema>;

/** A booked session as its buyer sees it (order page, library, `delivery.session`). */
export const sessionSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** The whole location, the meeting link included. */
  location: eventLocationViewSchema,
  /** `/v1/transactions/{id}/session.ics`. */
  icsUrl: z.string(),
  googleCalendarUrl: z.string(),
  /** The last moment the buyer may move it (`startsAt` − `rescheduleHours`). */
  rescheduleUntil: z.string(),
  /** How many times the buyer moved it. */
  rescheduleCount: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `POST /v1/transactions/{id}/reschedule` body. */
export const rescheduleBodySchema = z.object({
  slotStartsAt: z.iso.datetime({ offset: true, error: "Pilih jadwal yang valid" }),
});

/** A session on the seller's Jadwal (`GET /v1/coaching/sessions`). */
export const scheduledSessionSchema = z.object({
  transactionId: z.string(),
  orderCode: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string().nullable(),
  /** Rupiah the buyer paid, and what is left to refund (the refund flow's ceiling). */
  amount: z.number().int(),
  refundable: z.number().int(),
  location: eventLocationViewSchema,
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;
